import { expect, gotoWithConsent, test } from './fixtures.ts';
import { documentTitle, pageAt, sectionOf, sectionWithId, site } from './site-content.ts';

/* What the home page shows comes from pages-yaml/index.yaml (./site-content.ts); the specification fixes its structure. */

const hero = sectionOf('/', 'hero');
const clients = sectionOf('/', 'clients');
const [agencyFigures, sportFigures] = [sectionOf('/', 'stats', 0), sectionOf('/', 'stats', 1)];
const services = sectionWithId('/', 'servizi');
const sport = sectionWithId('/', 'sport');
const testimonials = sectionOf('/', 'testimonials');
const closing = sectionOf('/', 'cta');

const decodeHtml = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&nbsp;', '\u00a0').replaceAll('&amp;', '&');
const textOfHtml = (html: string) => decodeHtml(html.replace(/<[^>]+>/g, ''));
const routeOf = (action: { type: string; to?: string }) => (action.type === 'route' ? action.to : undefined);

test.describe('home page', () => {
  test('the prerendered HTML already holds the title, description, canonical, Open Graph and the content', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(decodeHtml(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? '')).toBe(documentTitle('/'));
    expect(decodeHtml(/<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '')).toBe(pageAt('/').description);
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/">/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\/images\/og\/[^"]+\.png">/);
    expect(textOfHtml(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '')).toBe(hero.headline);
    expect(decodeHtml(html)).toContain(clients.items[0]?.name ?? 'missing');
    expect(html).toContain(agencyFigures.items[1]?.value ?? 'missing');
    // What the agency must still supply is marked in the YAML for the dev server; a built page carries no trace of it.
    expect(html).not.toContain('toSupply');
    expect(html).not.toContain('data-placeholder-marker');
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    const business = JSON.parse(jsonLd ?? '{}') as { '@type': string; name: string; address: { addressLocality: string } };
    expect(business['@type']).toBe('ProfessionalService');
    expect(business.name).toBe(site.brand.name);
    expect(business.address.addressLocality).toBe(site.contact.address.city);
  });

  test('shows the hero with the rating, where the rating comes from, and a free-consultation button to /contatti', async ({ page }) => {
    await gotoWithConsent(page, '/');
    const section = page.locator('[data-section="hero"]');
    expect(hero.rating, 'the specification gives the home a 5.0 rating').toBeDefined();
    await expect(section).toContainText(hero.rating?.value ?? 'missing');
    await expect(section).toContainText(hero.rating?.label ?? 'missing');
    if (hero.rating?.source) await expect(section).toContainText(hero.rating.source);
    await expect(section.getByRole('heading', { level: 1 })).toHaveText(hero.headline);
    const consultation = hero.buttons.find((button) => routeOf(button.action) === '/contatti');
    await section.getByRole('link', { name: consultation?.label ?? 'missing' }).click();
    await expect(page).toHaveURL(/\/contatti$/);
  });

  test('shows six clients with their towns and the four statistics', async ({ page }) => {
    await gotoWithConsent(page, '/');
    const strip = page.locator('[data-section="clients"]');
    expect(clients.items).toHaveLength(6);
    for (const client of clients.items) {
      await expect(strip).toContainText(client.name);
      if (client.location) await expect(strip).toContainText(client.location);
    }
    await expect(strip.locator('img')).toHaveCount(6);
    const stats = page.locator('[data-section="stats"]').first();
    expect(agencyFigures.items).toHaveLength(4);
    for (const figure of agencyFigures.items) {
      await expect(stats).toContainText(figure.value);
      await expect(stats).toContainText(figure.label);
    }
  });

  test('five service cards with feature lists link to their pages', async ({ page }) => {
    await gotoWithConsent(page, '/');
    if (services.type !== 'features') throw new Error('#servizi is a features section');
    const section = page.locator('#servizi');
    const links = section.getByRole('link');
    await expect(links).toHaveCount(5);
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([
      '/social-media',
      '/foto-video',
      '/siti-web',
      '/seo-locale',
      '/intelligenza-artificiale',
    ]);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(services.cards.map((card) => card.title));
    await expect(section.locator('li')).toHaveCount(services.cards.reduce((count, card) => count + card.features.length, 0));
  });

  test('the sports block has three category cards to /sport and three statistics', async ({ page }) => {
    await gotoWithConsent(page, '/');
    if (sport.type !== 'features') throw new Error('#sport is a features section');
    const section = page.locator('#sport');
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(sport.cards.map((card) => card.title));
    const hrefs = await section.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(['/sport', '/sport', '/sport']);
    const stats = page.locator('[data-section="stats"]').nth(1);
    expect(sportFigures.items).toHaveLength(3);
    for (const figure of sportFigures.items) await expect(stats).toContainText(figure.value);
  });

  test('three testimonials carry five stars each, and the closing call to action links to /contatti and /servizi', async ({ page }) => {
    await gotoWithConsent(page, '/');
    const section = page.locator('[data-section="testimonials"]');
    expect(testimonials.items).toHaveLength(3);
    await expect(section.getByRole('img', { name: /5/ })).toHaveCount(3);
    for (const item of testimonials.items) await expect(section).toContainText(item.company);
    const cta = page.locator('[data-section="cta"]');
    const hrefs = await cta.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(closing.buttons.map((button) => routeOf(button.action)));
    expect(hrefs).toEqual(['/contatti', '/servizi']);
  });

  test('looks right on a phone: no horizontal scrolling @mobile', async ({ page }) => {
    await gotoWithConsent(page, '/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
