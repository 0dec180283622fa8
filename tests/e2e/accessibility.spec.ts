import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { NEWSLETTER_SESSION_KEY } from '../../src/dialogs/newsletter-session.ts';
import { CONSENT_KEY, expect, gotoWithConsent, test } from './fixtures.ts';
import { site } from './site-content.ts';

const distDir = process.env.DIST_DIR ?? 'dist';

/** Every route of the built sitemap, as a visitor's browser asks for it. */
const routes = [...readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
  (match) => match[1] || '/',
);

function builtPages(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : builtPages(full);
    return name === 'index.html' ? [full] : [];
  });
}

/** Each kind of dialog the pages open, with the first page (in sitemap order) that has a button for it. */
const dialogOpeners = new Map<string, string>();
const routeOfPage = (file: string) => `/${path.relative(distDir, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/$/, '') || '/';
const pagesByRoute = new Map(builtPages(distDir).map((file) => [routeOfPage(file), file]));
for (const route of routes) {
  const file = pagesByRoute.get(route);
  if (!file) continue;
  // A dialog's element id is dialog-<name>; a package request's adds its form's fingerprint.
  for (const match of readFileSync(file, 'utf8').matchAll(/data-dialog="dialog-([^"]+)"/g)) {
    const name = match[1]?.startsWith('package-request-') ? 'package-request' : (match[1] ?? '');
    if (!dialogOpeners.has(name)) dialogOpeners.set(name, route);
  }
}

const MAP_HOST = 'https://www.google.com/**';

/** The map is a third-party frame: it is stood in for offline, and axe checks only the site's own markup. */
async function standInForTheMap(page: Page) {
  await page.route(MAP_HOST, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="it"><title>Mappa</title></html>' }),
  );
}

async function expectNoAxeViolations(page: Page, state: string) {
  // Legacy mode runs axe inside the page: the default mode opens an extra page for every run, which costs seconds per route.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).exclude('iframe[src^="https://www.google.com/"]').analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.nodes.map((node) => `${node.target.join(' ')} → ${node.failureSummary ?? ''}`).join(' | ')}`,
  );
  expect(found, `axe-core violations, ${state}`).toEqual([]);
}

/**
 * Interactive elements that show no outline and no box-shadow when focused from the keyboard. A visually
 * hidden radio button counts as visible when its label (the box the visitor sees) shows the focus.
 */
async function elementsWithoutVisibleFocus(page: Page): Promise<string[]> {
  // A key press first, so that the browser treats the following focus moves as keyboard focus.
  await page.keyboard.press('Shift');
  return page.evaluate(() => {
    const interactive =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const showsFocus = (element: Element) => {
      const style = getComputedStyle(element);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const nameOf = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const missing: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(interactive)) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      element.focus({ preventScroll: true });
      if (document.activeElement !== element) continue;
      if (!element.matches(':focus-visible')) {
        missing.push(`${nameOf(element)} is not :focus-visible`);
        continue;
      }
      const labels =
        element instanceof HTMLInputElement ? [...(element.labels ?? [])].flatMap((label) => [label, ...label.querySelectorAll('*')]) : [];
      if (![element, ...labels].some(showsFocus)) missing.push(nameOf(element));
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return missing;
  });
}

for (const width of ['desktop', 'mobile'] as const) {
  const tag = width === 'mobile' ? ' @mobile' : '';

  test.describe(`every route at ${width === 'mobile' ? 375 : 1280} px`, () => {
    for (const route of routes) {
      test(`${route}: no axe violation with the consent banner open and accepted; focus visible on every interactive element${tag}`, async ({
        page,
      }) => {
        await standInForTheMap(page);
        // A first visit: no consent yet; the newsletter panel (checked with the dialogs) does not open by itself.
        await page.addInitScript((newsletterKey) => {
          if (window === window.top) window.sessionStorage.setItem(newsletterKey, '1');
        }, NEWSLETTER_SESSION_KEY);
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
        const banner = page.getByTestId('consent-banner');
        await expect(banner).toBeVisible();
        await expectNoAxeViolations(page, `${route} with the consent banner open`);

        await banner.getByRole('button', { name: site.consent.accept }).click();
        await expect(banner).toBeHidden();
        expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY)).toBe('accepted');
        await expectNoAxeViolations(page, `${route} with the consent accepted`);

        expect(await elementsWithoutVisibleFocus(page), 'interactive elements without a visible focus').toEqual([]);
      });
    }
  });

  test.describe(`dialogs at ${width === 'mobile' ? 375 : 1280} px`, () => {
    for (const [dialog, route] of dialogOpeners) {
      test(`the "${dialog}" dialog on ${route}: no axe violation while open; it traps the focus, closes with Escape and gives the focus back${tag}`, async ({
        page,
      }) => {
        await standInForTheMap(page);
        await gotoWithConsent(page, route, 'accepted');
        await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
        const opener = page
          .locator(dialog === 'package-request' ? '[data-dialog^="dialog-package-request-"]' : `[data-dialog="dialog-${dialog}"]`)
          .filter({ visible: true })
          .first();
        await opener.focus();
        await page.keyboard.press('Enter');
        const dialogElement = page.getByRole('dialog');
        await expect(dialogElement).toBeVisible();
        await expect.poll(() => isFocusInside(dialogElement), 'the focus moves into the dialog').toBe(true);
        await expectNoAxeViolations(page, `the "${dialog}" dialog open on ${route}`);

        const stops = await dialogElement.evaluate(
          (element) =>
            element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea, select')
              .length,
        );
        for (let press = 0; press <= stops; press += 1) {
          await page.keyboard.press('Tab');
          expect(await isFocusInside(dialogElement), `Tab ${press + 1} keeps the focus in the dialog`).toBe(true);
        }
        await page.keyboard.press('Shift+Tab');
        expect(await isFocusInside(dialogElement), 'Shift+Tab keeps the focus in the dialog').toBe(true);

        await page.keyboard.press('Escape');
        await expect(dialogElement).toBeHidden();
        await expect(opener).toBeFocused();
      });
    }
  });
}

function isFocusInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

test.describe('keyboard', () => {
  test('the skip link is the first stop and lands on main', async ({ page }) => {
    await gotoWithConsent(page, '/servizi');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: site.ui.skipToContent });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
      'the next Tab stays in the content',
    ).toBe(true);
  });

  test('the Servizi dropdown opens with ArrowDown and moves with the arrow keys, Home and End', async ({ page }) => {
    await gotoWithConsent(page, '/chi-siamo');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    const header = page.locator('header').first();
    const trigger = header.getByRole('button', {
      name: site.navigation.items.find((item) => item.children.length > 0)?.label ?? 'missing',
    });
    const menu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    const links = menu.getByRole('link');
    await trigger.focus();
    // The header hydrates when the focus reaches it; a key pressed before that is replayed (tests/e2e/first-paint.spec.ts).
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.last(), 'ArrowUp on the first link wraps to the last').toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0), 'ArrowDown on the last link wraps to the first').toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
