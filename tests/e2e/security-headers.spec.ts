import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIResponse, Page } from '@playwright/test';
import { inlineScriptHashes } from '../../build/security-headers.ts';
import { parseHeadersFile } from '../../site-server/headers.ts';
import { expect, gotoWithConsent, test } from './fixtures.ts';
import { sectionOf, site } from './site-content.ts';

/*
 * The pages are served over plain HTTP here, so the two HTTPS-only parts of the built set
 * (Strict-Transport-Security and upgrade-insecure-requests) are absent; everything else is the
 * built dist/_headers, byte for byte.
 */

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const builtHeaders = parseHeadersFile(readFileSync(path.join(distDir, '_headers'), 'utf8'));
const routes = JSON.parse(readFileSync(path.resolve(process.env.SSR_OUT_DIR ?? '.ssr', 'routes.json'), 'utf8')) as string[];
const ARTICLE = '/blog/seo-locale-brescia-montichiari-mantova-verona-2025';
const HTTPS_ONLY_HEADERS = ['Strict-Transport-Security'];

function expectedOverHttp(): Record<string, string> {
  const expected = Object.fromEntries(Object.entries(builtHeaders).filter(([name]) => !HTTPS_ONLY_HEADERS.includes(name)));
  expected['Content-Security-Policy'] = (builtHeaders['Content-Security-Policy'] ?? '').replace(/; upgrade-insecure-requests$/, '');
  return expected;
}

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(expectedOverHttp())) {
    expect(headers[name.toLowerCase()], `${name} of ${what}`).toBe(value);
  }
  for (const name of HTTPS_ONLY_HEADERS) expect(headers[name.toLowerCase()], `${name} of ${what}`).toBeUndefined();
}

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every Content-Security-Policy violation of the page itself (not of the embedded map). */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? ['the recorder did not run']);

async function openHydrated(page: Page, route: string, consent: 'accepted' | 'declined' = 'declined') {
  await gotoWithConsent(page, route, consent);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: 15_000 });
}

test.describe('the built header set', () => {
  test('holds a strict policy computed by the build', () => {
    const policy = builtHeaders['Content-Security-Policy'] ?? '';
    const inlineHashes = new Set(
      routes.flatMap((route) => inlineScriptHashes(readFileSync(path.join(distDir, route, 'index.html'), 'utf8'))),
    );
    const scriptSources = ["'self'", ...[...inlineHashes].sort().map((hash) => `'${hash}'`)].join(' ');

    expect(policy.split('; ')).toEqual([
      "default-src 'self'",
      `script-src ${scriptSources}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "form-action 'self'",
      'frame-src https://www.google.com',
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      'upgrade-insecure-requests',
    ]);
    expect(builtHeaders).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
  });

  test('is on every answer of the server: every route, the 404 page, assets, redirects and the function', async ({ request }) => {
    for (const route of routes) expectSecurityHeaders(await request.get(route), route);
    const missing = await request.get('/pagina-che-non-esiste');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, 'the 404 page');
    expectSecurityHeaders(await request.get('/favicon.svg'), 'an asset');
    const redirect = await request.get('/pagina-che-non-esiste/', { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expectSecurityHeaders(redirect, 'a redirect');
    const refused = await request.post('/functions/v1/send-contact-email', { data: { type: 'nessuno' } });
    expect(refused.status()).toBe(400);
    expectSecurityHeaders(refused, 'an answer of the function');
  });
});

test.describe('the pages under the policy', () => {
  test('home, an article and a sport page run and hydrate with no violation; dialogs open', async ({ page }) => {
    await recordCspViolations(page);

    await openHydrated(page, '/');
    await page.getByTestId('floating-newsletter').click();
    await expect(page.getByRole('dialog', { name: site.newsletter.title })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await violations(page), 'on the home page').toEqual([]);

    await openHydrated(page, ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page), 'on an article').toEqual([]);

    await openHydrated(page, '/sport/calcio-marketing');
    await page.locator('#footer, footer').first().scrollIntoViewIfNeeded();
    expect(await violations(page), 'on /sport/calcio-marketing').toEqual([]);

    await openHydrated(page, '/intelligenza-artificiale');
    const booking = sectionOf('/intelligenza-artificiale', 'hero').buttons.find((button) => button.action.type === 'dialog');
    await page
      .getByRole('link', { name: booking?.label ?? 'missing' })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page), 'with the consultation dialog open').toEqual([]);
  });

  test('on /contatti the map loads once consent is given, and the form sends, with no violation', async ({ page }) => {
    await recordCspViolations(page);
    const mapLoads: string[] = [];
    await page.route('https://www.google.com/**', async (route) => {
      mapLoads.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Mappa</title>' });
    });

    await openHydrated(page, '/contatti', 'accepted');
    const map = page.locator('[data-section="map"]');
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps/);
    await expect.poll(() => mapLoads.length).toBeGreaterThan(0);

    const { fields } = sectionOf('/contatti', 'contact-form');
    const form = page.locator('#modulo form');
    await form.getByLabel(fields.name.label).fill('Giulia Bianchi');
    await form.getByLabel(fields.email.label).fill('giulia@pasticceria.example.com');
    await form.getByLabel(fields.message.label).fill('Vorremmo sapere se la pagina rispetta la sua politica di sicurezza.');
    await form.getByRole('button', { name: sectionOf('/contatti', 'contact-form').submitLabel }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Messaggio inviato!' })).toBeVisible();

    expect(await violations(page)).toEqual([]);
  });

  test('an injected inline script is refused, so the checks above can see a violation', async ({ page, consoleErrors }) => {
    await recordCspViolations(page);
    await openHydrated(page, '/');

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "yes"';
      document.body.append(script);
      return document.documentElement.dataset.injected === 'yes';
    });

    expect(ran).toBe(false);
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    const refused = consoleErrors.splice(0);
    expect(refused).toEqual([expect.stringContaining('Content Security Policy')]);
  });

  test('another site cannot frame a page', async ({ page, baseURL, consoleErrors }) => {
    await page.setContent(`<!doctype html><title>Altro sito</title><iframe src="${baseURL}/contatti"></iframe>`);

    await expect.poll(() => consoleErrors.some((text) => text.includes("frame-ancestors 'none'"))).toBe(true);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(framed?.url()).not.toBe(`${baseURL}/contatti`);
    expect(await framed?.getByRole('heading', { level: 1 }).count()).toBe(0);
    consoleErrors.splice(0);
  });
});
