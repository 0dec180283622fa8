import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, gotoWithConsent, notice, test } from './fixtures.ts';

const BRAND_SUFFIX = ' | Scintilla Digital';
const ENDPOINT = '/functions/v1/send-contact-email';
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface PackageExpectation {
  name: string;
  price: string;
  period: string;
  /** Lines of the package's list that the specification fixes. */
  includes: string[];
  note?: string;
}

interface ServicePage {
  path: string;
  title: string;
  description: string;
  headline: string;
  popularBadge: string;
  popular: string;
  packages: PackageExpectation[];
  companyLabel: string;
  /** How the page's request reaches the agency (decisions.md): its type and the first half of its origine. */
  request: { type: string; sourceLabel: string };
  /** Figures in the page's stats band: value and label. */
  figures?: Array<[string, string]>;
  /** Entries of the page's list section (search situations, platforms). */
  listed?: string[];
  /** The figure shown beside that list. */
  highlightedStat?: RegExp;
}

const servicePages: ServicePage[] = [
  {
    path: '/siti-web',
    title: 'Realizzazione Siti Web ed E-commerce a Brescia',
    description:
      'Siti vetrina, siti business ed e-commerce veloci e ottimizzati per Google, realizzati a Montichiari per aziende di Brescia e del Garda. Da €799.',
    headline: 'Un sito che lavora per te, anche quando sei chiuso',
    popularBadge: 'Più Richiesto',
    popular: 'Sito Business',
    packages: [
      { name: 'Sito Vetrina', price: '€799', period: 'una tantum', includes: ['Fino a 5 pagine', '1 anno di hosting incluso'] },
      { name: 'Sito Business', price: '€1.499', period: 'una tantum', includes: ['Fino a 15 pagine', '2 anni di hosting inclusi'] },
      { name: 'E-commerce Completo', price: '€2.999', period: 'una tantum', includes: ['12 mesi di assistenza'] },
    ],
    companyLabel: 'Azienda',
    request: { type: 'Richiesta Pacchetto Siti Web', sourceLabel: 'Pagina Siti Web' },
  },
  {
    path: '/seo-locale',
    title: 'SEO Locale a Brescia e sul Lago di Garda',
    description:
      'Fatti trovare su Google e Maps da chi cerca i tuoi servizi in zona: scheda Google, citazioni locali e recensioni. Pacchetti SEO locale da €399 al mese.',
    headline: 'Fatti trovare da chi ti cerca, proprio vicino a te',
    popularBadge: 'Più Efficace',
    popular: 'Pro',
    packages: [
      { name: 'Basic', price: '€399', period: '/mese', includes: ['Ottimizzazione di 10 pagine del sito', '5 citazioni locali al mese'] },
      { name: 'Pro', price: '€699', period: '/mese', includes: ['Ottimizzazione di 25 pagine del sito', '15 citazioni locali al mese'] },
      { name: 'Enterprise', price: '€1.299', period: '/mese', includes: [] },
    ],
    companyLabel: 'Azienda',
    request: { type: 'Richiesta Pacchetto SEO Locale', sourceLabel: 'Pagina SEO Locale' },
    figures: [
      ['+150%', 'Visibilità locale'],
      ['92%', 'Clienti soddisfatti'],
      ['TOP 3', 'Posizioni su Google Maps'],
    ],
    listed: ['“Vicino a me”', 'Servizio + città', '“Aperto ora”', '“Il migliore” e “recensioni”', '“Come arrivare”', 'Ricerche vocali'],
    highlightedStat: /^76%\s*delle ricerche locali porta a una visita fisica entro 24 ore\./,
  },
  {
    path: '/foto-video',
    title: 'Foto e Video Professionali per Aziende a Brescia',
    description:
      'Shooting fotografici e video aziendali a Brescia e sul Lago di Garda: prodotti, team e promozionali per sito e social. Pacchetti da €399.',
    headline: 'Immagini che raccontano il tuo lavoro meglio di mille parole',
    popularBadge: 'Più Richiesto',
    popular: 'Corporate Plus',
    packages: [
      {
        name: 'Shooting Basic',
        price: '€399',
        period: 'a progetto',
        includes: ['5 ore di shooting', 'Fino a 50 foto ritoccate', '3 revisioni incluse'],
      },
      {
        name: 'Corporate Plus',
        price: '€799',
        period: 'a progetto',
        includes: ['7 ore di shooting', '100 foto e 4 video brevi', 'Video di presentazione da 30 secondi', 'Revisioni illimitate'],
      },
      {
        name: 'Production Premium',
        price: '€1.599',
        period: 'a progetto',
        includes: ['Giornata intera di riprese', '200 foto e 6 video', 'Consegna entro una settimana'],
      },
    ],
    companyLabel: 'Nome Azienda',
    request: { type: 'Richiesta Pacchetto Foto/Video', sourceLabel: 'Pagina Foto/Video' },
    figures: [
      ['50+', 'Aziende'],
      ['1000+', 'Contenuti'],
      ['98%', 'Soddisfatti'],
    ],
  },
  {
    path: '/social-media',
    title: 'Gestione Social Media a Brescia e Montichiari',
    description:
      'Gestione professionale dei social per aziende di Brescia e del Garda: strategia, contenuti, community e campagne. Pacchetti da €299 al mese.',
    headline: 'Social che fanno parlare di te, ogni settimana',
    popularBadge: 'Più Richiesto',
    popular: 'Business',
    packages: [
      {
        name: 'Starter',
        price: '€299',
        period: '/mese',
        includes: ['2 piattaforme social', '4 post al mese', 'Spese di trasferta escluse'],
        note: 'Contratto minimo 3 mesi',
      },
      {
        name: 'Business',
        price: '€599',
        period: '/mese',
        includes: ['3 piattaforme social', '8 post al mese più stories', 'Spese di trasferta incluse'],
        note: 'Contratto minimo 3 mesi',
      },
      {
        name: 'Premium',
        price: '€999',
        period: '/mese',
        includes: ['Tutte le piattaforme', '16 post al mese', 'Stories quotidiane', 'Assistenza 24/7'],
        note: 'Contratto minimo 6 mesi',
      },
    ],
    companyLabel: 'Azienda',
    request: { type: 'Richiesta Pacchetto Social Media', sourceLabel: 'Pagina Social Media' },
    listed: ['Instagram', 'Facebook', 'TikTok', 'LinkedIn', 'YouTube', 'Google Business'],
  },
];

interface OtherPage {
  path: string;
  title: string;
  description: string;
  headline: string;
}

const otherPages: OtherPage[] = [
  {
    path: '/servizi',
    title: 'Servizi di Marketing Digitale a Brescia e sul Garda',
    description:
      'Social media, foto e video, siti web, SEO locale e intelligenza artificiale: i servizi di Scintilla Digital con prezzi chiari e consulenza gratuita.',
    headline: 'Cinque servizi, un’unica squadra che lavora per la tua crescita',
  },
  {
    path: '/intelligenza-artificiale',
    title: 'Intelligenza Artificiale per le Aziende a Brescia',
    description:
      'Chatbot, assistenti virtuali, automazione dei processi e analisi predittive per le PMI di Brescia e del Garda. Prenota la consulenza gratuita.',
    headline: 'L’intelligenza artificiale al lavoro per la tua azienda',
  },
  {
    path: '/chi-siamo',
    title: 'Chi Siamo: l’Agenzia di Marketing di Montichiari',
    description:
      'Scintilla Digital è un’agenzia di marketing digitale di Montichiari: la nostra storia, la missione, i valori e le persone che la guidano.',
    headline: 'Una scintilla nata a Montichiari per far crescere il territorio',
  },
  {
    path: '/contatti',
    title: 'Contatti: Consulenza Gratuita di Marketing',
    description:
      'Contatta Scintilla Digital a Montichiari: consulenza gratuita di 30 minuti, risposta entro 24 ore. Telefono, e-mail, modulo online e mappa.',
    headline: 'Parliamo del tuo progetto',
  },
];

const SERVICE_AREA_TOWNS = [
  'Montichiari',
  'Brescia',
  'Desenzano del Garda',
  'Sirmione',
  'Salò',
  'Lonato del Garda',
  'Castiglione delle Stiviere',
  'Gavardo',
];

interface JsonLdNode {
  '@type': string;
  [key: string]: unknown;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The prerendered HTML of a path: what search engines and link previews read before any script runs. */
async function prerendered(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const title = decodeHtml(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? '');
  const description = decodeHtml(/<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '');
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as JsonLdNode,
  );
  const h1 = decodeHtml((/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ''));
  return { html, title, description, jsonLd, h1 };
}

const HYDRATION_TIMEOUT = 15_000;

/** Opens a page and waits until the app has taken over the prerendered HTML, so clicks reach React. */
async function openPage(page: Page, path: string, consent: 'accepted' | 'declined' = 'declined') {
  await gotoWithConsent(page, path, consent);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: HYDRATION_TIMEOUT });
}

function packageCard(page: Page, name: string): Locator {
  return page.locator(`[data-section="packages"] [data-package="${name}"]`);
}

function countSubmissions(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(ENDPOINT)) count += 1;
  });
  return () => count;
}

/** The map's host answers as if the network were down, so the tests never depend on Google being reachable. */
async function mapHostUnreachable(page: Page) {
  await page.route('https://www.google.com/**', (route) => route.abort('internetdisconnected'));
}

/** Every request the page makes to a host other than the site's own. */
function collectThirdPartyRequests(page: Page, siteOrigin: string): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(siteOrigin) && !url.startsWith('data:') && !url.startsWith('blob:')) requests.push(url);
  });
  return requests;
}

test.describe('prerendered head of each page', () => {
  test('every page has its own title, meta description and headline before any script runs', async ({ request }) => {
    for (const expected of [...servicePages, ...otherPages]) {
      const { title, description, h1 } = await prerendered(request, expected.path);
      expect(title, expected.path).toBe(`${expected.title}${BRAND_SUFFIX}`);
      expect(description, expected.path).toBe(expected.description);
      expect(h1, expected.path).toBe(expected.headline);
    }
  });

  test('each service page describes itself as a Service with its packages as offers', async ({ request }) => {
    for (const expected of servicePages) {
      const { jsonLd } = await prerendered(request, expected.path);
      const service = jsonLd.find((node) => node['@type'] === 'Service');
      expect(service, `${expected.path} has a Service`).toBeDefined();
      expect(service?.name).toBe(expected.title);
      expect(service?.provider).toEqual({ '@id': expect.stringMatching(/#agency$/) });
      const offers = (service?.offers ?? []) as Array<{ name: string; price?: number; priceCurrency?: string }>;
      expect(offers.map((offer) => offer.name)).toEqual(expected.packages.map((pack) => pack.name));
      for (const [index, pack] of expected.packages.entries()) {
        const amount = Number(pack.price.replace(/[^\d]/g, ''));
        expect(offers[index]).toMatchObject({ price: amount, priceCurrency: 'EUR' });
      }
    }
    const ai = await prerendered(request, '/intelligenza-artificiale');
    expect(ai.jsonLd.map((node) => node['@type'])).toEqual(['Service']);
  });

  test('the contact page describes the agency as a local business with address, phone, hours and areas', async ({ request }) => {
    const { jsonLd } = await prerendered(request, '/contatti');
    const business = jsonLd.find((node) => node['@type'] === 'ProfessionalService');
    expect(business).toMatchObject({
      name: 'Scintilla Digital',
      telephone: expect.stringMatching(/^\+39\d+$/),
      address: { streetAddress: 'Via Roma 120', postalCode: '25018', addressLocality: 'Montichiari', addressRegion: 'BS' },
    });
    const hours = business?.openingHoursSpecification as Array<{ dayOfWeek: string[]; opens: string; closes: string }>;
    expect(hours).toEqual([
      expect.objectContaining({
        opens: '09:00',
        closes: '18:00',
        dayOfWeek: expect.arrayContaining(['https://schema.org/Monday', 'https://schema.org/Friday']),
      }),
      expect.objectContaining({ opens: '09:00', closes: '13:00', dayOfWeek: ['https://schema.org/Saturday'] }),
    ]);
    const areas = ((business?.areaServed ?? []) as Array<{ name: string }>).map((area) => area.name);
    expect(areas).toEqual(expect.arrayContaining(SERVICE_AREA_TOWNS));
  });
});

test.describe('service pages with packages', () => {
  for (const expected of servicePages) {
    test(`${expected.path}: packages, prices and the request dialog`, async ({ page, baseURL }) => {
      const submissions = countSubmissions(page);
      await openPage(page, expected.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.headline);
      await expect(page.locator('[data-section="features"]').first().getByRole('heading', { level: 3 })).toHaveCount(4);
      for (const [value, label] of expected.figures ?? []) {
        await expect(page.locator('[data-section="stats"]').getByRole('listitem').filter({ hasText: value })).toContainText(label);
      }
      if (expected.listed) {
        const entries = page.locator('[data-section="checklist"]').getByRole('listitem');
        await expect(entries).toHaveText(expected.listed.map((entry) => new RegExp(`^${escapeRegExp(entry)}`)));
      }
      if (expected.highlightedStat) {
        await expect(page.locator('[data-section="checklist"] aside')).toHaveText(expected.highlightedStat);
      }

      const cards = page.locator('[data-section="packages"] [data-package]');
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.packages.map((pack) => pack.name));
      for (const pack of expected.packages) {
        const card = packageCard(page, pack.name);
        await expect(card.getByTestId('price')).toHaveText(`${pack.price}${pack.period}`);
        for (const line of pack.includes) await expect(card.getByRole('listitem').filter({ hasText: line })).toHaveCount(1);
        if (pack.note) await expect(card).toContainText(pack.note);
      }
      await expect(page.locator('[data-section="packages"]').getByText(expected.popularBadge, { exact: true })).toHaveCount(1);
      await expect(packageCard(page, expected.popular)).toContainText(expected.popularBadge);

      const popular = expected.packages.find((pack) => pack.name === expected.popular);
      const opener = packageCard(page, expected.popular).getByRole('link', { name: 'Richiedi Preventivo' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: `Richiedi Preventivo – ${expected.popular}` });
      await expect(dialog).toBeVisible();
      const fields = {
        nome: dialog.getByRole('textbox', { name: 'Nome', exact: true }),
        cognome: dialog.getByRole('textbox', { name: 'Cognome' }),
        azienda: dialog.getByRole('textbox', { name: expected.companyLabel, exact: true }),
        email: dialog.getByRole('textbox', { name: 'Email' }),
      };
      for (const field of Object.values(fields)) await expect(field).toHaveAttribute('required', '');
      await expect(fields.email).toHaveAttribute('type', 'email');
      const message = dialog.getByRole('textbox', { name: 'Messaggio' });
      await expect(message).toHaveValue(new RegExp(`${expected.popular}.*${popular?.price ?? ''}`, 's'));
      await dialog.getByRole('button', { name: 'Annulla' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      const first = expected.packages[0];
      await packageCard(page, first?.name ?? '')
        .getByRole('link', { name: 'Richiedi Preventivo' })
        .click();
      const request = page.getByRole('dialog', { name: `Richiedi Preventivo – ${first?.name}` });
      await expect(request.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('');
      await request.getByRole('textbox', { name: 'Nome', exact: true }).fill('Elena');
      await request.getByRole('textbox', { name: 'Cognome' }).fill('Marchetti');
      await request.getByRole('textbox', { name: expected.companyLabel, exact: true }).fill('Marchetti Arredamenti');
      await request.getByRole('textbox', { name: 'Email' }).fill('elena@marchetti.example.com');
      const prefilled = await request.getByRole('textbox', { name: 'Messaggio' }).inputValue();

      const posted = page.waitForRequest((sent) => sent.url().endsWith(ENDPOINT) && sent.method() === 'POST');
      const answered = page.waitForResponse((response) => response.url().endsWith(ENDPOINT));
      await request.getByRole('button', { name: 'Invia richiesta' }).click();
      expect((await posted).postDataJSON()).toEqual({
        type: expected.request.type,
        pacchetto: first?.name,
        nome: 'Elena',
        cognome: 'Marchetti',
        azienda: 'Marchetti Arredamenti',
        email: 'elena@marchetti.example.com',
        messaggio: prefilled,
        timestamp: expect.stringMatching(ISO_TIMESTAMP),
        elapsedMs: expect.any(Number),
        origine: `${expected.request.sourceLabel} - ${baseURL}${expected.path}`,
      });
      expect((await answered).ok()).toBe(true);
      await expect(notice(page, 'Richiesta inviata!')).toContainText('24 ore');
      await expect(request).toBeHidden();
      expect(submissions()).toBe(1);
    });
  }

  test('/siti-web: the hero button scrolls to the packages at #packages', async ({ page }) => {
    await openPage(page, '/siti-web');
    await page.locator('[data-section="hero"]').getByRole('link', { name: 'Scopri i pacchetti' }).click();
    await expect(page).toHaveURL(/\/siti-web#packages$/);
    await expect(page.locator('#packages')).toBeInViewport();
    await expect(page.locator('#packages').getByRole('heading', { level: 3 }).first()).toBeInViewport();
  });
});

test.describe('services overview', () => {
  test('five alternating blocks with image, price label, six features and two links, then the closing banner', async ({ page }) => {
    await openPage(page, '/servizi');
    const hero = page.locator('[data-section="hero"]');
    await expect(hero.getByRole('link', { name: 'Prenota la consulenza gratuita' })).toHaveAttribute('href', '/contatti');

    const blocks = page.locator('[data-section="split"] article');
    await expect(blocks).toHaveCount(5);
    const expectedBlocks: Array<[string, string, string]> = [
      ['Social Media Management', 'da €299/mese', '/social-media'],
      ['Foto e Video Professionali', 'da €399', '/foto-video'],
      ['Siti Web ed E-commerce', 'Su richiesta', '/siti-web'],
      ['SEO Locale', 'Su richiesta', '/seo-locale'],
      ['Consulenza AI e Automazioni', 'Consulenza gratuita', '/intelligenza-artificiale'],
    ];
    for (const [index, [title, price, route]] of expectedBlocks.entries()) {
      const block = blocks.nth(index);
      await expect(block.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(block.getByText(price, { exact: true })).toBeVisible();
      await expect(block.getByRole('img')).toHaveAttribute('alt', /.+/);
      await expect(block.getByRole('listitem')).toHaveCount(6);
      await expect(block.getByRole('link', { name: 'Scopri di più' })).toHaveAttribute('href', route);
      await expect(block.getByRole('link', { name: 'Richiedi Preventivo' })).toHaveAttribute('href', '/contatti');
    }
    const imageSides = await blocks.evaluateAll((articles) =>
      articles.map((article) => {
        const image = article.querySelector('img')?.getBoundingClientRect();
        const heading = article.querySelector('h2')?.getBoundingClientRect();
        return image && heading ? (image.left > heading.left ? 'right' : 'left') : 'none';
      }),
    );
    expect(imageSides).toEqual(['right', 'left', 'right', 'left', 'right']);

    const banner = page.locator('[data-section="cta"]');
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText('Non trovi il servizio che cerchi?');
    await banner.getByRole('link', { name: 'Parliamone insieme' }).click();
    await expect(page).toHaveURL(/\/contatti$/);
  });
});

test.describe('AI page', () => {
  test('booking dialog, scroll link, four capabilities, four services, eight benefits', async ({ page, baseURL }) => {
    await openPage(page, '/intelligenza-artificiale');
    const hero = page.locator('[data-section="hero"]');

    await hero.getByRole('link', { name: 'Scopri i servizi' }).click();
    await expect(page).toHaveURL(/#servizi-ai$/);
    const services = page.locator('#servizi-ai');
    await expect(services).toBeInViewport();
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      'Assistenti virtuali e chatbot',
      'Automazione dei processi',
      'Analisi predittive',
      'Integrazione sicura con ERP e CRM',
    ]);

    await expect(page.locator('[data-section="split"] li')).toHaveCount(4);
    const benefits = page.locator('[data-section="checklist"] li');
    await expect(benefits).toHaveCount(8);
    await expect(benefits.first()).toHaveText(/Fino al 70% di costi operativi in meno/);

    const booking = hero.getByRole('link', { name: 'Prenota Consulenza Gratuita' });
    await booking.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: 'Nome' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(booking).toBeFocused();

    await page.locator('[data-section="cta"]').getByRole('link', { name: 'Prenota Consulenza Gratuita' }).click();
    await dialog.getByRole('textbox', { name: 'Nome' }).fill('Franco Pedrini');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('franco@pedrini.example.com');
    const posted = page.waitForRequest((sent) => sent.url().endsWith(ENDPOINT) && sent.method() === 'POST');
    await dialog.getByRole('button', { name: 'Prenota la consulenza' }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      type: 'Richiesta Consulenza',
      nome: 'Franco Pedrini',
      email: 'franco@pedrini.example.com',
      origine: `Popup Consulenza - ${baseURL}/intelligenza-artificiale#servizi-ai`,
    });
    await expect(notice(page, 'Successo!')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe('about page', () => {
  test('story, mission, four pillars, two co-founders with portraits, and "Contattaci Ora"', async ({ page }) => {
    await openPage(page, '/chi-siamo');
    const blocks = page.locator('[data-section="split"] article');
    await expect(blocks).toHaveCount(2);
    await expect(blocks.nth(0)).toContainText('La nostra storia');
    await expect(blocks.nth(1)).toContainText('La nostra missione');

    const pillars = page.locator('[data-section="features"]').getByRole('heading', { level: 3 });
    await expect(pillars).toHaveText(['Innovazione', 'Strategie su misura', 'Creatività efficace', 'Partner di fiducia']);

    const team = page.locator('#team');
    await expect(team.getByRole('heading', { level: 3 })).toHaveText(['Giulia Rinaldi', 'Luca Bertoli']);
    await expect(team).toContainText('Direttrice Creativa');
    await expect(team).toContainText('Responsabile Tecnico');
    for (const name of ['Giulia Rinaldi', 'Luca Bertoli']) {
      const portrait = team.getByRole('img', { name: `Ritratto illustrato di ${name}` });
      await portrait.scrollIntoViewIfNeeded();
      await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }

    const opener = page.getByRole('link', { name: 'Contattaci Ora' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Contattaci Ora' });
    await expect(dialog.getByRole('link', { name: /Chiamaci/ })).toHaveAttribute('href', /^tel:\+39\d+$/);
    await expect(dialog.getByRole('link', { name: /e-mail/i })).toHaveAttribute('href', /^mailto:.+@.+/);
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('contact page', () => {
  test('the form, address, phone, e-mail, opening hours and the eight towns', async ({ page }) => {
    await openPage(page, '/contatti');
    await expect(page.locator('#modulo').getByRole('heading', { level: 2 })).toHaveText('Richiedi una Consulenza Gratuita');
    await page.locator('[data-section="hero"]').getByRole('link', { name: 'Compila il modulo' }).click();
    await expect(page.locator('#modulo form')).toBeInViewport();

    const info = page.locator('#recapiti');
    await expect(info).toContainText('Via Roma 120');
    await expect(info).toContainText('25018 Montichiari (BS)');
    await expect(info.getByRole('link', { name: '+39 030 000 0000' })).toHaveAttribute('href', 'tel:+390300000000');
    await expect(info.getByRole('link', { name: 'info@example.com' })).toHaveAttribute('href', 'mailto:info@example.com');
    const hours = info.locator('dl > div');
    await expect(hours).toHaveText([/Lun – Ven\s*9:00 – 18:00/, /Sabato\s*9:00 – 13:00/, /Domenica\s*Chiuso/]);
    await expect(info.getByRole('list', { name: 'Zone servite' }).getByRole('listitem')).toHaveText(SERVICE_AREA_TOWNS);
  });

  test('the map loads nothing from another host until the visitor asks for it', async ({ page, baseURL }) => {
    const thirdParty = collectThirdPartyRequests(page, baseURL ?? '');
    await mapHostUnreachable(page);
    await openPage(page, '/contatti');
    const map = page.locator('[data-section="map"]');
    await map.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(map.getByRole('heading', { name: 'La mappa è in pausa' })).toBeVisible();
    await expect(map.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);

    const mapRequest = page.waitForRequest((request) => request.url().startsWith('https://www.google.com/maps'));
    await map.getByRole('button', { name: 'Mostra la mappa' }).click();
    const frame = map.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.*Montichiari/);
    await expect(frame).toHaveAttribute('title', /Montichiari/);
    await mapRequest;
  });

  test('accepting the consent banner loads the map at once; a returning visitor who accepted sees it directly', async ({
    page,
    browser,
    baseURL,
  }) => {
    const thirdParty = collectThirdPartyRequests(page, baseURL ?? '');
    await mapHostUnreachable(page);
    await page.goto('/contatti');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: HYDRATION_TIMEOUT });
    const map = page.locator('[data-section="map"]');
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole('button', { name: 'Mostra la mappa' })).toBeVisible();
    expect(thirdParty).toEqual([]);
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Accetta tutti' }).click();
    await expect(map.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps/);
    await expect.poll(() => thirdParty.some((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);

    const returning = await browser.newPage({ baseURL });
    try {
      await mapHostUnreachable(returning);
      await openPage(returning, '/contatti', 'accepted');
      // The map's island hydrates as the visitor reaches it.
      await returning.locator('[data-section="map"]').scrollIntoViewIfNeeded();
      await expect(returning.locator('[data-section="map"] iframe')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps/);
      await expect(returning.getByRole('button', { name: 'Mostra la mappa' })).toHaveCount(0);
    } finally {
      await returning.close();
    }
  });
});

test.describe('small screens', () => {
  test('every service, about and contact page fits 375 px without sideways scrolling @mobile', async ({ page }) => {
    for (const path of [
      '/servizi',
      '/siti-web',
      '/seo-locale',
      '/foto-video',
      '/social-media',
      '/intelligenza-artificiale',
      '/chi-siamo',
      '/contatti',
    ]) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
  });
});
