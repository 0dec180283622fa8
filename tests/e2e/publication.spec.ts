import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, gotoWithConsent, test } from './fixtures.ts';
import { isPreview, sectionOf, site } from './site-content.ts';

/*
 * Whether a build may be published shows on every page. A build whose content still has placeholders is a preview: every
 * answer asks search engines not to index it and every page says so on screen. A release build (no placeholder left;
 * npm test builds one from a copy of the content, tests/edited-site/run.ts) has none of this. Both show the agency's
 * legal identity in every page's footer, and its facts as the site file states them.
 */

const routes = JSON.parse(readFileSync(path.resolve(process.env.SSR_OUT_DIR ?? '.ssr', 'routes.json'), 'utf8')) as string[];
const NOT_FOUND = '/pagina-che-non-esiste';

function decodeHtml(html: string): string {
  return html.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

function robotsMetas(html: string): string[] {
  return [...html.matchAll(/<meta name="robots" content="([^"]*)">/g)].map((match) => match[1] ?? '');
}

const textOf = (html: string) => decodeHtml(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).trim();

test.describe(isPreview ? 'a preview build (its content has placeholders)' : 'a release build (no placeholder left)', () => {
  test(`every page ${isPreview ? 'asks not to be indexed, in its head and its headers' : 'may be indexed'}; robots.txt agrees`, async ({
    request,
  }) => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      expect(robotsMetas(await response.text()), route).toEqual(isPreview ? ['noindex'] : []);
      expect(response.headers()['x-robots-tag'], route).toBe(isPreview ? 'noindex' : undefined);
    }
    const missing = await request.get(NOT_FOUND);
    expect(missing.status()).toBe(404);
    expect(robotsMetas(await missing.text()), 'the not-found page is never indexed').toEqual(['noindex']);
    for (const file of ['/sitemap.xml', '/favicon.svg']) {
      expect((await request.get(file)).headers()['x-robots-tag'], file).toBe(isPreview ? 'noindex' : undefined);
    }

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toBe(isPreview ? 'User-agent: *\nDisallow: /\n' : `User-agent: *\nAllow: /\n\nSitemap: ${site.brand.url}/sitemap.xml\n`);
  });

  test(`every page ${isPreview ? 'carries the preview marker' : 'is free of the preview marker'}`, async ({ request }) => {
    for (const route of routes) {
      const html = await (await request.get(route)).text();
      const marker = /<aside class="preview-marker" aria-label="([^"]*)">(.*?)<\/aside>/s.exec(html);
      if (!isPreview) {
        expect(marker, route).toBeNull();
        continue;
      }
      expect(decodeHtml(marker?.[1] ?? ''), route).toBe(site.preview.label);
      expect(textOf(marker?.[2] ?? ''), route).toBe(`${site.preview.label} ${site.preview.text}`);
      // First in the body: a screen reader meets it before the page.
      expect(html.indexOf('<aside class="preview-marker"'), route).toBeLessThan(html.indexOf('<div id="root">'));
    }
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px the marker ${isPreview ? 'shows above the logo, fixed, moving nothing' : 'is absent'}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoWithConsent(page, '/');
      const marker = page.getByRole('complementary', { name: site.preview.label, exact: true });
      if (!isPreview) {
        await expect(marker).toHaveCount(0);
        return;
      }
      await expect(marker).toBeVisible();
      await expect(marker).toContainText(site.preview.label);
      await expect(marker).toHaveCSS('position', 'fixed');
      await expect(marker).toHaveCSS('pointer-events', 'none');
      const box = await marker.boundingBox();
      const logo = await page.locator('header').getByRole('link', { name: site.ui.homeLabel }).locator('img').boundingBox();
      expect(box?.y).toBe(0);
      expect((box?.y ?? 0) + (box?.height ?? 0), 'above the logo').toBeLessThanOrEqual(logo?.y ?? 0);
      expect(box?.width ?? 0, 'within the screen').toBeLessThanOrEqual(width);
      // Out of the flow: the page starts at the top, as without it.
      expect(await page.locator('#root').evaluate((root) => root.getBoundingClientRect().top)).toBe(0);
      await page.mouse.wheel(0, 1500);
      await expect(marker).toBeInViewport();
    });
  }
});

test.describe('the agency’s facts and legal identity, from the site file', () => {
  const legal = site.legal;
  const labels = site.footer.legalIdentity;
  const expectedIdentity = [
    legal.ragioneSociale.value,
    `${labels.vatNumber} ${legal.partitaIva.value}`,
    `${labels.rea} ${legal.rea.value}`,
    `${labels.shareCapital} ${legal.capitaleSociale.value}`,
    `${labels.pec} ${legal.pec.value}`,
  ];

  test('the footer of every page shows the ragione sociale, P.IVA, REA, capitale sociale and PEC, and the page its brand', async ({
    request,
  }) => {
    for (const route of [...routes, NOT_FOUND]) {
      const html = await (await request.get(route)).text();
      const identity = /<p[^>]*data-testid="legal-identity"[^>]*>(.*?)<\/p>/s.exec(html)?.[1];
      expect(identity, `${route} has the legal line`).toBeDefined();
      const text = textOf(identity ?? '');
      for (const part of expectedIdentity) expect(text, route).toContain(part);
      expect(decodeHtml(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? ''), route).toContain(route === NOT_FOUND ? '404' : site.brand.name);
    }
  });

  test('the structured data and the map name the agency as the site file does', async ({ request }) => {
    const html = await (await request.get('/contatti')).text();
    const business = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>)
      .find((data) => data['@type'] === 'ProfessionalService');
    expect(business).toMatchObject({ name: site.brand.name, legalName: legal.ragioneSociale.value, vatID: legal.partitaIva.value });
    const map = sectionOf('/contatti', 'map');
    expect(map.frameTitle).toContain(site.brand.name);
    expect(map.embedUrl).toContain(encodeURIComponent(site.contact.address.street));
    expect(decodeHtml(html)).toContain(map.embedUrl);
  });
});
