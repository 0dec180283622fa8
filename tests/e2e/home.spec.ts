import { expect, gotoWithConsent, test } from './fixtures.ts';

test.describe('home page', () => {
  test('the prerendered HTML already holds the title, description, canonical, Open Graph and the content', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>Scintilla Digital – Agenzia di Marketing Digitale a Montichiari e Brescia<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Social media, foto e video, siti web, SEO locale e AI/);
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/">/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\/images\/og\/default\.png">/);
    expect(html).toMatch(/<h1[^>]*>.*Facciamo .*crescere la tua attività.* online, partendo dal tuo territorio<\/h1>/s);
    expect(html).toContain('Pasticceria Bonetti');
    expect(html).toContain('200+');
    // What the agency must still supply is marked in the YAML for the dev server; a built page carries no trace of it.
    expect(html).not.toContain('toSupply');
    expect(html).not.toContain('data-placeholder-marker');
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    const business = JSON.parse(jsonLd ?? '{}') as { '@type': string; address: { addressLocality: string } };
    expect(business['@type']).toBe('ProfessionalService');
    expect(business.address.addressLocality).toBe('Montichiari');
  });

  test('shows the hero with the 5.0 rating and a free-consultation button to /contatti', async ({ page }) => {
    await gotoWithConsent(page, '/');
    const hero = page.locator('[data-section="hero"]');
    await expect(hero).toContainText('5.0');
    await expect(hero.getByRole('heading', { level: 1 })).toContainText('Facciamo crescere la tua attività online');
    const consultation = hero.getByRole('link', { name: 'Prenota la consulenza gratuita' });
    await consultation.click();
    await expect(page).toHaveURL(/\/contatti$/);
  });

  test('shows six clients with their towns and the four statistics', async ({ page }) => {
    await gotoWithConsent(page, '/');
    const clients = page.locator('[data-section="clients"]');
    const clientsWithTowns: Array<[string, string]> = [
      ['Pasticceria Bonetti', 'Montichiari'],
      ['Cantina Colline Moreniche', 'Lonato del Garda'],
      ['Ottica Visione Chiara', 'Brescia'],
      ['Hotel Riva Blu', 'Desenzano del Garda'],
      ['Officine Zanardi', 'Castiglione delle Stiviere'],
      ['Energy Lab Fitness', 'Mantova'],
    ];
    for (const [name, town] of clientsWithTowns) {
      await expect(clients).toContainText(name);
      await expect(clients).toContainText(town);
    }
    await expect(clients.locator('img')).toHaveCount(6);
    const stats = page.locator('[data-section="stats"]').first();
    const figures: Array<[string, string]> = [
      ['20+', 'Clienti attivi'],
      ['200+', 'Progetti completati'],
      ['3', 'Anni sul territorio'],
      ['100%', 'Clienti soddisfatti'],
    ];
    for (const [value, label] of figures) {
      await expect(stats).toContainText(value);
      await expect(stats).toContainText(label);
    }
  });

  test('five service cards with feature lists link to their pages', async ({ page }) => {
    await gotoWithConsent(page, '/');
    const services = page.locator('#servizi');
    const links = services.getByRole('link', { name: /Scopri di più/ });
    await expect(links).toHaveCount(5);
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([
      '/social-media',
      '/foto-video',
      '/siti-web',
      '/seo-locale',
      '/intelligenza-artificiale',
    ]);
    await expect(services.getByRole('heading', { level: 3 })).toHaveCount(5);
    await expect(services.locator('li')).toHaveCount(20);
  });

  test('the sports block has three category cards to /sport and three statistics', async ({ page }) => {
    await gotoWithConsent(page, '/');
    const sport = page.locator('#sport');
    await expect(sport.getByRole('heading', { level: 3 })).toHaveText(['Sport di squadra', 'Fitness e benessere', 'Sport individuali']);
    const hrefs = await sport.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(['/sport', '/sport', '/sport']);
    const sportStats = page.locator('[data-section="stats"]').nth(1);
    for (const value of ['+40%', '200%', '15+']) await expect(sportStats).toContainText(value);
  });

  test('three testimonials carry five stars each, and the closing call to action links to /contatti and /servizi', async ({ page }) => {
    await gotoWithConsent(page, '/');
    const testimonials = page.locator('[data-section="testimonials"]');
    await expect(testimonials.getByRole('img', { name: /5/ })).toHaveCount(3);
    await expect(testimonials).toContainText('Pasticceria Bonetti');
    const cta = page.locator('[data-section="cta"]');
    const hrefs = await cta.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(['/contatti', '/servizi']);
  });

  test('looks right on a phone: no horizontal scrolling @mobile', async ({ page }) => {
    await gotoWithConsent(page, '/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
