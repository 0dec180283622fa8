// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../content-compiler/load.ts';
import type { Section, SectionOfType, SectionType } from '../../../src/sections/index.ts';
import { projectRoot } from './fixture.ts';

/*
 * The contract: what the product specification fixes, checked in the YAML once. The browser tests read the pages' copy and
 * prices from the YAML, so they pass whatever a marketer writes there; this file fails when the YAML leaves the
 * specification (a price, a package, a label the specification quotes). When the specification itself changes, this
 * file changes with it.
 */

const { content, errors } = await loadContent({ root: projectRoot });
if (!content) throw new Error(`The content has errors:\n${errors.map((error) => error.message).join('\n')}`);
const { site } = content;

function sections<Type extends SectionType>(route: string, type: Type): SectionOfType<Type>[] {
  const page = content?.pages.find((entry) => entry.path === route)?.page;
  if (!page) throw new Error(`No page serves ${route}`);
  return page.sections.filter((section: Section): section is SectionOfType<Type> => section.type === type);
}

function first<Type extends SectionType>(route: string, type: Type): SectionOfType<Type> {
  const [section] = sections(route, type);
  if (!section) throw new Error(`${route} has no ${type} section`);
  return section;
}

const TEAM_SPORT_PAGES = [
  '/sport/calcio-marketing',
  '/sport/basket',
  '/sport/basket-marketing',
  '/sport/pallavolo-marketing',
  '/sport/rugby-marketing',
];
const OTHER_SPORT_PAGES = [
  '/sport/ciclismo',
  '/sport/ginnastica-atletica',
  '/sport/sport-acquatici',
  '/sport/outdoor',
  '/sport/palestre-fitness',
  '/sport/yoga',
];

describe('the specification’s prices', () => {
  it.each([
    [
      '/siti-web',
      [
        ['Sito Vetrina', 799],
        ['Sito Business', 1499],
        ['E-commerce Completo', 2999],
      ],
      'Sito Business',
    ],
    [
      '/seo-locale',
      [
        ['Basic', 399],
        ['Pro', 699],
        ['Enterprise', 1299],
      ],
      'Pro',
    ],
    [
      '/foto-video',
      [
        ['Shooting Basic', 399],
        ['Corporate Plus', 799],
        ['Production Premium', 1599],
      ],
      'Corporate Plus',
    ],
    [
      '/social-media',
      [
        ['Starter', 299],
        ['Business', 599],
        ['Premium', 999],
      ],
      'Business',
    ],
  ] as const)('%s: its three packages at their prices, the most requested one marked', (route, packages, popular) => {
    const listed = first(route, 'packages').packages;
    expect(listed.map((pack) => [pack.name, pack.price])).toEqual(packages);
    expect(listed.filter((pack) => pack.popular).map((pack) => pack.name)).toEqual([popular]);
  });

  it('social packages: minimum contract 6 months for Premium, 3 for the others', () => {
    expect(first('/social-media', 'packages').packages.map((pack) => pack.note)).toEqual([
      'Contratto minimo 3 mesi',
      'Contratto minimo 3 mesi',
      'Contratto minimo 6 mesi',
    ]);
  });

  it.each([
    ...TEAM_SPORT_PAGES.map((route) => [route, ['Starter Pack', 'Team Pack', 'Pro Club']] as const),
    ...OTHER_SPORT_PAGES.map((route) => [route, ['Starter Pack', 'Growth Pack', 'Elite Pack']] as const),
  ])('%s: 170 / 300 / 550 a month, eleven months a year, the middle one "Più Popolare"', (route, names) => {
    const pricing = first(route, 'pricing');
    expect(pricing.packages.map((pack) => [pack.name, pack.monthlyPrice, pack.annualPrice])).toEqual([
      [names[0], 170, 1870],
      [names[1], 300, 3300],
      [names[2], 550, 6050],
    ]);
    expect(pricing.packages.filter((pack) => pack.popular).map((pack) => pack.name)).toEqual([names[1]]);
    expect(pricing.popularBadge).toBe('Più Popolare');
    expect(pricing.buttonLabel).toBe('Inizia Ora!');
    expect(pricing.footnote).toBe('* Contratto minimo 3 mensilità');
    expect(pricing.request.title ?? site.dialogs.packageRequest.title).toBe('Richiedi informazioni');
    const annualBadge = TEAM_SPORT_PAGES.includes(route) ? '1 mese GRATIS' : 'Risparmia!';
    expect(pricing.billing.annualBadge).toBe(annualBadge);
    expect(pricing.id).toBe(route === '/sport/ciclismo' ? 'pricing-section' : 'pricing');
    const scroll = first(route, 'hero').buttons.find((button) => button.action.type === 'anchor');
    expect(scroll?.label).toBe('Scopri le Strategie');
    const consultation = first(route, 'hero').buttons.find((button) => button.action.type === 'dialog');
    expect(consultation?.label).toBe('Consulenza Gratuita');
  });

  it('the services overview: social from €299 a month, photo and video from €399, websites and SEO on request, AI free', () => {
    const badges = first('/servizi', 'split').blocks.map((block) => block.badge ?? '');
    expect(badges[0]).toMatch(/€299\/mese/);
    expect(badges[1]).toMatch(/€399/);
    expect(badges.slice(2)).toEqual(['Su richiesta', 'Su richiesta', 'Consulenza gratuita']);
  });
});

describe('the labels the specification quotes', () => {
  it('services overview, AI page, about page', () => {
    for (const block of first('/servizi', 'split').blocks)
      expect(block.buttons.map((button) => button.label)).toEqual(['Scopri di più', 'Richiedi Preventivo']);
    expect(first('/servizi', 'cta').headline).toBe('Non trovi il servizio che cerchi?');
    expect(first('/intelligenza-artificiale', 'hero').buttons.map((button) => button.label)).toContain('Prenota Consulenza Gratuita');
    expect(sections('/chi-siamo', 'cta').flatMap((cta) => cta.buttons.map((button) => button.label))).toContain('Contattaci Ora');
  });

  it('the contact page: its form, its labels and the eight towns of the service area', () => {
    const form = first('/contatti', 'contact-form');
    expect(form.title).toBe('Richiedi una Consulenza Gratuita');
    expect(Object.values(form.fields).map((field) => field.label)).toEqual([
      'Nome completo *',
      'Email *',
      'Telefono',
      'Azienda',
      'Messaggio *',
    ]);
    expect(first('/contatti', 'contact-info').areas.towns).toEqual([
      'Montichiari',
      'Brescia',
      'Desenzano del Garda',
      'Sirmione',
      'Salò',
      'Lonato del Garda',
      'Castiglione delle Stiviere',
      'Gavardo',
    ]);
  });

  it('the blog', () => {
    const list = first('/blog', 'blog-list');
    expect([list.listTitle, list.popular.heading, list.relatedServices.heading, list.emptyState.message, list.allLabel]).toEqual([
      'Articoli in Vetrina',
      'Articoli Più Letti',
      'Servizi Correlati',
      'Contenuti in arrivo!',
      'Tutti',
    ]);
    expect(list.popular.emptyMessage).toBe('I nostri articoli più popolari appariranno qui prossimamente.');
    expect([site.blog.readMore, site.blog.backToList]).toEqual(['Leggi', 'Torna agli articoli']);
  });

  it('the site file: consent buttons, the not-found title, the opening hours and the 2024 copyright', () => {
    expect([site.consent.reject, site.consent.accept]).toEqual(['Rifiuta', 'Accetta tutti']);
    expect(site.notFound.title).toBe('404 - Oops! Page not found');
    expect(site.contact.hours.map((hours) => [hours.days.length, hours.opens, hours.closes])).toEqual([
      [5, '09:00', '18:00'],
      [1, '09:00', '13:00'],
      [1, undefined, undefined],
    ]);
    expect(site.footer.copyright).toMatch(/^© 2024 /);
  });
});
