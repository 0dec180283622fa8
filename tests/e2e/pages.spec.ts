import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, gotoWithConsent, notice, test } from './fixtures.ts';
import { documentTitle, escapeRegExp, euro, pageAt, sectionOf, sectionsOf, site } from './site-content.ts';

/*
 * Titles, headlines, prices and labels come from the YAML the site was built from (./site-content.ts): a marketer's
 * edit changes what these tests expect with it. What the specification fixes stays exact here: the payloads, their
 * types and origins, the notices.
 */

const ENDPOINT = '/functions/v1/send-contact-email';
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The service pages of the specification that sell packages, and the type and origin label their requests carry (decisions.md). */
const PACKAGE_REQUESTS: Record<string, { type: string; sourceLabel: string }> = {
  '/siti-web': { type: 'Richiesta Pacchetto Siti Web', sourceLabel: 'Pagina Siti Web' },
  '/seo-locale': { type: 'Richiesta Pacchetto SEO Locale', sourceLabel: 'Pagina SEO Locale' },
  '/foto-video': { type: 'Richiesta Pacchetto Foto/Video', sourceLabel: 'Pagina Foto/Video' },
  '/social-media': { type: 'Richiesta Pacchetto Social Media', sourceLabel: 'Pagina Social Media' },
};
const SERVICE_ROUTES = Object.keys(PACKAGE_REQUESTS);

function servicePage(route: string) {
  const packages = sectionOf(route, 'packages');
  const request = packages.request;
  const popular = packages.packages.find((pack) => pack.popular);
  if (!popular) throw new Error(`${route}: no package is marked popular`);
  const sent = PACKAGE_REQUESTS[route];
  if (!sent) throw new Error(`${route}: no request type is pinned for it`);
  const highlight = sectionsOf(route, 'checklist').find((section) => section.highlight)?.highlight;
  return {
    path: route,
    title: documentTitle(route),
    description: pageAt(route).description,
    headline: sectionOf(route, 'hero').headline,
    popularBadge: packages.popularBadge,
    popular: popular.name,
    buttonLabel: packages.buttonLabel,
    dialogTitle: request.title ?? site.dialogs.packageRequest.title,
    packages: packages.packages.map((pack) => ({
      name: pack.name,
      price: euro(pack.price),
      amount: pack.price,
      period: pack.period ?? '',
      includes: pack.features,
      note: pack.note,
    })),
    companyLabel: request.companyLabel ?? site.dialogs.packageRequest.companyLabel,
    /** How the page's request reaches the agency (decisions.md): its type and the first half of its origine. */
    request: sent,
    /** Figures in the page's stats bands: value and label. */
    figures: sectionsOf(route, 'stats').flatMap((section) => section.items.map((item) => [item.value, item.label] as const)),
    /** Entries of the page's list sections (search situations, platforms). */
    listed: sectionsOf(route, 'checklist').flatMap((section) => section.items.map((item) => item.title)),
    highlightedStat: highlight ? new RegExp(`^${escapeRegExp(highlight.value)}\\s*${escapeRegExp(highlight.text)}`) : undefined,
  };
}

const servicePages = SERVICE_ROUTES.map(servicePage);

/** Other pages of the specification, with their own title, description and headline. */
const otherPages = ['/servizi', '/intelligenza-artificiale', '/chi-siamo', '/contatti'].map((route) => ({
  path: route,
  title: documentTitle(route),
  description: pageAt(route).description,
  headline: sectionOf(route, 'hero').headline,
}));

const packageDialog = site.dialogs.packageRequest;

/** The contact page's service area, as its contact-info section lists it. */
const contactInfo = sectionOf('/contatti', 'contact-info');
const SERVICE_AREA_TOWNS = contactInfo.areas.towns;

interface JsonLdNode {
  '@type': string;
  [key: string]: unknown;
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
      expect(title, expected.path).toBe(expected.title);
      expect(description, expected.path).toBe(expected.description);
      expect(h1, expected.path).toBe(expected.headline);
    }
  });

  test('each service page describes itself as a Service with its packages as offers', async ({ request }) => {
    for (const expected of servicePages) {
      const { jsonLd } = await prerendered(request, expected.path);
      const service = jsonLd.find((node) => node['@type'] === 'Service');
      expect(service, `${expected.path} has a Service`).toBeDefined();
      expect(service?.name).toBe(pageAt(expected.path).title);
      expect(service?.provider).toEqual({ '@id': expect.stringMatching(/#agency$/) });
      const offers = (service?.offers ?? []) as Array<{ name: string; price?: number; priceCurrency?: string }>;
      expect(offers.map((offer) => offer.name)).toEqual(expected.packages.map((pack) => pack.name));
      for (const [index, pack] of expected.packages.entries()) {
        expect(offers[index]).toMatchObject({ price: pack.amount, priceCurrency: 'EUR' });
      }
    }
    const ai = await prerendered(request, '/intelligenza-artificiale');
    expect(ai.jsonLd.map((node) => node['@type'])).toEqual(['Service']);
  });

  test('the contact page describes the agency as a local business with its legal identity, address, phone, hours and areas', async ({
    request,
  }) => {
    const { jsonLd } = await prerendered(request, '/contatti');
    const business = jsonLd.find((node) => node['@type'] === 'ProfessionalService');
    const { address } = site.contact;
    expect(business).toMatchObject({
      name: site.brand.name,
      legalName: site.legal.ragioneSociale.value,
      vatID: site.legal.partitaIva.value,
      identifier: { '@type': 'PropertyValue', value: site.legal.rea.value },
      contactPoint: { '@type': 'ContactPoint', email: site.legal.pec.value },
      additionalProperty: { '@type': 'PropertyValue', value: site.legal.capitaleSociale.value },
      telephone: site.contact.phone,
      address: {
        streetAddress: address.street,
        postalCode: address.postalCode,
        addressLocality: address.city,
        addressRegion: address.province,
      },
    });
    const hours = business?.openingHoursSpecification as Array<{ dayOfWeek: string[]; opens: string; closes: string }>;
    expect(hours).toEqual(
      site.contact.hours
        .filter((open) => open.opens && open.closes)
        .map((open) =>
          expect.objectContaining({
            opens: open.opens,
            closes: open.closes,
            dayOfWeek: open.days.map((day) => `https://schema.org/${day}`),
          }),
        ),
    );
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
      await expect(page.locator('[data-section="features"]').first().getByRole('heading', { level: 3 })).toHaveCount(
        sectionOf(expected.path, 'features').cards.length,
      );
      for (const [value, label] of expected.figures) {
        await expect(page.locator('[data-section="stats"]').getByRole('listitem').filter({ hasText: value })).toContainText(label);
      }
      if (expected.listed.length > 0) {
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
        await expect(card.getByTestId('vat')).toHaveText(site.prices.vat.value);
        await expect(card.getByRole('listitem')).toHaveText(pack.includes);
        if (pack.note) await expect(card).toContainText(pack.note);
      }
      await expect(page.locator('[data-section="packages"]').getByText(expected.popularBadge, { exact: true })).toHaveCount(1);
      await expect(packageCard(page, expected.popular)).toContainText(expected.popularBadge);

      const popular = expected.packages.find((pack) => pack.name === expected.popular);
      const opener = packageCard(page, expected.popular).getByRole('link', { name: expected.buttonLabel });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: `${expected.dialogTitle} – ${expected.popular}` });
      await expect(dialog).toBeVisible();
      const fields = {
        nome: dialog.getByRole('textbox', { name: packageDialog.firstNameLabel, exact: true }),
        cognome: dialog.getByRole('textbox', { name: packageDialog.lastNameLabel }),
        azienda: dialog.getByRole('textbox', { name: expected.companyLabel, exact: true }),
        email: dialog.getByRole('textbox', { name: packageDialog.emailLabel }),
      };
      for (const field of Object.values(fields)) await expect(field).toHaveAttribute('required', '');
      await expect(fields.email).toHaveAttribute('type', 'email');
      const message = dialog.getByRole('textbox', { name: packageDialog.messageLabel });
      await expect(message).toHaveValue(new RegExp(`${escapeRegExp(expected.popular)}.*${escapeRegExp(popular?.price ?? '')}`, 's'));
      await dialog.getByRole('button', { name: packageDialog.cancel }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      const first = expected.packages[0];
      await packageCard(page, first?.name ?? '')
        .getByRole('link', { name: expected.buttonLabel })
        .click();
      const request = page.getByRole('dialog', { name: `${expected.dialogTitle} – ${first?.name}` });
      const firstName = request.getByRole('textbox', { name: packageDialog.firstNameLabel, exact: true });
      await expect(firstName).toHaveValue('');
      await firstName.fill('Elena');
      await request.getByRole('textbox', { name: packageDialog.lastNameLabel }).fill('Marchetti');
      await request.getByRole('textbox', { name: expected.companyLabel, exact: true }).fill('Marchetti Arredamenti');
      await request.getByRole('textbox', { name: packageDialog.emailLabel }).fill('elena@marchetti.example.com');
      const prefilled = await request.getByRole('textbox', { name: packageDialog.messageLabel }).inputValue();

      const posted = page.waitForRequest((sent) => sent.url().endsWith(ENDPOINT) && sent.method() === 'POST');
      const answered = page.waitForResponse((response) => response.url().endsWith(ENDPOINT));
      await request.getByRole('button', { name: packageDialog.submit }).click();
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
    const scroll = sectionOf('/siti-web', 'hero').buttons.find((button) => button.action.type === 'anchor');
    await page
      .locator('[data-section="hero"]')
      .getByRole('link', { name: scroll?.label ?? 'missing' })
      .click();
    await expect(page).toHaveURL(/\/siti-web#packages$/);
    await expect(page.locator('#packages')).toBeInViewport();
    await expect(page.locator('#packages').getByRole('heading', { level: 3 }).first()).toBeInViewport();
  });
});

test.describe('services overview', () => {
  test('five alternating blocks with image, price label, six features and two links, then the closing banner', async ({ page }) => {
    await openPage(page, '/servizi');
    const heroButton = sectionOf('/servizi', 'hero').buttons[0];
    const hero = page.locator('[data-section="hero"]');
    await expect(hero.getByRole('link', { name: heroButton?.label ?? 'missing' })).toHaveAttribute('href', '/contatti');

    const blocks = page.locator('[data-section="split"] article');
    const expectedBlocks = sectionOf('/servizi', 'split').blocks;
    await expect(blocks).toHaveCount(5);
    for (const [index, expected] of expectedBlocks.entries()) {
      const block = blocks.nth(index);
      const [more, quote] = expected.buttons;
      await expect(block.getByRole('heading', { level: 2 })).toHaveText(expected.title);
      await expect(block.getByText(expected.badge ?? 'missing', { exact: true })).toBeVisible();
      await expect(block.getByRole('img')).toHaveAttribute('alt', /.+/);
      await expect(block.getByRole('listitem')).toHaveCount(6);
      await expect(block.getByRole('link', { name: more?.label ?? 'missing' })).toHaveAttribute(
        'href',
        more?.action.type === 'route' ? more.action.to : 'missing',
      );
      await expect(block.getByRole('link', { name: quote?.label ?? 'missing' })).toHaveAttribute('href', '/contatti');
    }
    expect(expectedBlocks.map((block) => (block.buttons[0]?.action.type === 'route' ? block.buttons[0].action.to : ''))).toEqual([
      '/social-media',
      '/foto-video',
      '/siti-web',
      '/seo-locale',
      '/intelligenza-artificiale',
    ]);
    const imageSides = await blocks.evaluateAll((articles) =>
      articles.map((article) => {
        const image = article.querySelector('img')?.getBoundingClientRect();
        const heading = article.querySelector('h2')?.getBoundingClientRect();
        return image && heading ? (image.left > heading.left ? 'right' : 'left') : 'none';
      }),
    );
    expect(imageSides).toEqual(['right', 'left', 'right', 'left', 'right']);

    const closing = sectionOf('/servizi', 'cta');
    const banner = page.locator('[data-section="cta"]');
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText(closing.headline);
    await banner.getByRole('link', { name: closing.buttons[0]?.label ?? 'missing' }).click();
    await expect(page).toHaveURL(/\/contatti$/);
  });
});

test.describe('AI page', () => {
  test('booking dialog, scroll link, four capabilities, four services, eight benefits', async ({ page, baseURL }) => {
    const route = '/intelligenza-artificiale';
    await openPage(page, route);
    const heroButtons = sectionOf(route, 'hero').buttons;
    const scrollButton = heroButtons.find((button) => button.action.type === 'anchor');
    const bookingButton = heroButtons.find((button) => button.action.type === 'dialog' && button.action.dialog === 'booking');
    const target = scrollButton?.action.type === 'anchor' ? scrollButton.action.target : 'missing';
    const hero = page.locator('[data-section="hero"]');

    await hero.getByRole('link', { name: scrollButton?.label ?? 'missing' }).click();
    await expect(page).toHaveURL(new RegExp(`#${target}$`));
    const services = page.locator(`#${target}`);
    await expect(services).toBeInViewport();
    const serviceCards = sectionsOf(route, 'features').find((section) => section.id === target)?.cards ?? [];
    expect(serviceCards).toHaveLength(4);
    await expect(services.getByRole('heading', { level: 3 })).toHaveText(serviceCards.map((card) => card.title));

    await expect(page.locator('[data-section="split"] li')).toHaveCount(4);
    const benefits = page.locator('[data-section="checklist"] li');
    const expectedBenefits = sectionOf(route, 'checklist').items;
    await expect(benefits).toHaveCount(8);
    await expect(benefits.first()).toContainText(expectedBenefits[0]?.title ?? 'missing');

    const booking = hero.getByRole('link', { name: bookingButton?.label ?? 'missing' });
    await booking.click();
    const dialog = page.getByRole('dialog');
    const copy = site.dialogs.booking;
    await expect(dialog.getByRole('textbox', { name: copy.nameLabel })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: copy.emailLabel })).toHaveAttribute('type', 'email');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(booking).toBeFocused();

    const closing = sectionOf(route, 'cta').buttons.find((button) => button.action.type === 'dialog');
    await page
      .locator('[data-section="cta"]')
      .getByRole('link', { name: closing?.label ?? 'missing' })
      .click();
    await dialog.getByRole('textbox', { name: copy.nameLabel }).fill('Franco Pedrini');
    await dialog.getByRole('textbox', { name: copy.emailLabel }).fill('franco@pedrini.example.com');
    const posted = page.waitForRequest((sent) => sent.url().endsWith(ENDPOINT) && sent.method() === 'POST');
    await dialog.getByRole('button', { name: copy.submit }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      type: 'Richiesta Consulenza',
      nome: 'Franco Pedrini',
      email: 'franco@pedrini.example.com',
      origine: `Popup Consulenza - ${baseURL}${route}#${target}`,
    });
    await expect(notice(page, 'Successo!')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe('about page', () => {
  test('story, mission, four pillars, two co-founders with portraits, and "Contattaci Ora"', async ({ page }) => {
    const route = '/chi-siamo';
    await openPage(page, route);
    const blocks = page.locator('[data-section="split"] article');
    const expectedBlocks = sectionOf(route, 'split').blocks;
    await expect(blocks).toHaveCount(2);
    for (const [index, block] of expectedBlocks.entries()) await expect(blocks.nth(index)).toContainText(block.eyebrow ?? block.title);

    const pillars = page.locator('[data-section="features"]').getByRole('heading', { level: 3 });
    const expectedPillars = sectionOf(route, 'features').cards.map((card) => card.title);
    expect(expectedPillars).toHaveLength(4);
    await expect(pillars).toHaveText(expectedPillars);

    const members = sectionOf(route, 'team').members;
    expect(members).toHaveLength(2);
    const team = page.locator('#team');
    await expect(team.getByRole('heading', { level: 3 })).toHaveText(members.map((member) => member.name));
    for (const member of members) {
      await expect(team).toContainText(member.role);
      const portrait = team.getByRole('img', { name: member.portrait.alt });
      await portrait.scrollIntoViewIfNeeded();
      await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }

    const contactNow = sectionsOf(route, 'cta')
      .flatMap((section) => section.buttons)
      .find((button) => button.action.type === 'dialog' && button.action.dialog === 'contact-now');
    const opener = page.getByRole('link', { name: contactNow?.label ?? 'missing' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: site.dialogs.contactNow.title });
    await expect(dialog.getByRole('link', { name: site.dialogs.contactNow.phoneButton })).toHaveAttribute(
      'href',
      `tel:${site.contact.phone}`,
    );
    await expect(dialog.getByRole('link', { name: site.dialogs.contactNow.emailButton })).toHaveAttribute(
      'href',
      `mailto:${site.contact.email}`,
    );
    await dialog.getByRole('button', { name: site.ui.close }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('contact page', () => {
  test('the form, address, phone, e-mail, opening hours and the towns', async ({ page }) => {
    await openPage(page, '/contatti');
    const form = sectionOf('/contatti', 'contact-form');
    await expect(page.locator(`#${form.id}`).getByRole('heading', { level: 2 })).toHaveText(form.title ?? 'missing');
    const toForm = sectionOf('/contatti', 'hero').buttons.find((button) => button.action.type === 'anchor');
    await page
      .locator('[data-section="hero"]')
      .getByRole('link', { name: toForm?.label ?? 'missing' })
      .click();
    await expect(page.locator(`#${form.id} form`)).toBeInViewport();

    const { address } = site.contact;
    const info = page.locator(`#${contactInfo.id}`);
    await expect(info).toContainText(address.street);
    await expect(info).toContainText(`${address.postalCode} ${address.city} (${address.province})`);
    await expect(info.getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute('href', `tel:${site.contact.phone}`);
    await expect(info.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
    const hours = info.locator('dl > div');
    await expect(hours).toHaveText(
      site.contact.hours.map((open) => new RegExp(`${escapeRegExp(open.label)}\\s*${escapeRegExp(open.text)}`)),
    );
    await expect(info.getByRole('list', { name: contactInfo.areas.title }).getByRole('listitem')).toHaveText(SERVICE_AREA_TOWNS);
  });

  const map = sectionOf('/contatti', 'map');

  test('the map shows the agency’s address, and loads nothing from another host until the visitor asks for it', async ({
    page,
    baseURL,
  }) => {
    const thirdParty = collectThirdPartyRequests(page, baseURL ?? '');
    await mapHostUnreachable(page);
    await openPage(page, '/contatti');
    const section = page.locator('[data-section="map"]');
    await section.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(section.getByRole('heading', { name: map.placeholder.title })).toBeVisible();
    await expect(section.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);

    const mapRequest = page.waitForRequest((request) => request.url().startsWith('https://www.google.com/maps'));
    await section.getByRole('button', { name: map.placeholder.button }).click();
    const frame = section.locator('iframe');
    const { address } = site.contact;
    const fullAddress = `${address.street}, ${address.postalCode} ${address.city} (${address.province})`;
    await expect(frame).toHaveAttribute('src', `https://www.google.com/maps?q=${encodeURIComponent(fullAddress)}&output=embed`);
    await expect(frame).toHaveAttribute('title', map.frameTitle);
    expect(map.frameTitle).toContain(fullAddress);
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
    const section = page.locator('[data-section="map"]');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('button', { name: map.placeholder.button })).toBeVisible();
    expect(thirdParty).toEqual([]);
    await page.getByTestId('consent-banner').getByRole('button', { name: site.consent.accept }).click();
    // The banner sits under the header at the top of the page, so the press scrolled up; the map loads lazily, once back in view.
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps/);
    await expect.poll(() => thirdParty.some((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);

    const returning = await browser.newPage({ baseURL });
    try {
      await mapHostUnreachable(returning);
      await openPage(returning, '/contatti', 'accepted');
      // The map's island hydrates as the visitor reaches it.
      await returning.locator('[data-section="map"]').scrollIntoViewIfNeeded();
      await expect(returning.locator('[data-section="map"] iframe')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps/);
      await expect(returning.getByRole('button', { name: map.placeholder.button })).toHaveCount(0);
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
