import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { NEWSLETTER_SESSION_KEY } from '../../src/dialogs/newsletter-session.ts';
import { expect, test } from './fixtures.ts';

/*
 * Nothing fixed on the screen covers a button or a link of the page: a thumb aiming at an action must not hit the
 * chat instead. On every route, at 375 and 1280 px, on a first visit (the cookie banner showing), from the first
 * paint and at every scroll position down to the page's end.
 */

function sitemapPaths(): string[] {
  const sitemap = readFileSync(path.join(process.env.DIST_DIR ?? 'dist', 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

/**
 * The page's fixed elements that cover a visible button, link or field, now or at any scroll position of the page,
 * as "what covers what". Content under the sticky header is hidden by the header, so a fixed element over the
 * header's band can only cover the header's own controls. Runs in the page.
 */
function coveredControls(): string[] {
  const named = (element: Element) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${text}"`;
  };
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && element.getBoundingClientRect().width > 0;
  const header = document.querySelector('header');
  const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
  const floating = [...document.querySelectorAll('body *')].filter(
    (element) => getComputedStyle(element).position === 'fixed' && !element.closest('dialog, :popover-open') && shown(element),
  );
  const controls = [
    ...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])'),
  ].filter((control) => shown(control) && !floating.some((element) => element.contains(control)));
  const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
  const scrollY = window.scrollY;
  const found: string[] = [];
  for (const element of floating) {
    const cover = element.getBoundingClientRect();
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const width = Math.min(cover.right, box.right) - Math.max(cover.left, box.left);
      if (width <= 1) continue;
      if (header?.contains(control)) {
        // The sticky header's controls keep their place on the screen.
        const height = Math.min(cover.bottom, box.bottom) - Math.max(cover.top, box.top);
        if (height > 1) found.push(`${named(element)} covers ${named(control)} in the header`);
        continue;
      }
      // A control of the page moves with the scroll: where on the page it is, and which scroll positions bring it
      // under the part of the fixed element that is below the header.
      const top = box.top + scrollY;
      const bottom = box.bottom + scrollY;
      const coverTop = Math.max(cover.top, headerBottom);
      if (cover.bottom - coverTop <= 1) continue;
      const from = Math.max(0, top - cover.bottom + 1);
      const to = Math.min(maxScroll, bottom - coverTop - 1);
      if (from <= to) found.push(`${named(element)} covers ${named(control)} scrolled to ${Math.round(from)} px`);
    }
  }
  return found;
}

/**
 * Scrolls down the page a screen at a time (so that every section is drawn) and collects what is covered, in one call
 * into the page: a round trip per screen costs more than the check on a busy machine.
 */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  await page.evaluate(`window.__coveredControls = ${coveredControls.toString()}`);
  return page.evaluate(async () => {
    const covered = (window as unknown as { __coveredControls: () => string[] }).__coveredControls;
    const found = new Set(covered());
    const screen = window.innerHeight;
    for (let top = screen; top < document.documentElement.scrollHeight; top += screen) {
      window.scrollTo({ top, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (const entry of covered()) found.add(entry);
    }
    return [...found];
  });
}

test.describe('nothing fixed covers a button or a link', () => {
  for (const pathname of sitemapPaths()) {
    test(`${pathname}: at 375 and 1280 px, from the first paint of a first visit to the page's end`, async ({ page }) => {
      test.setTimeout(90_000);
      // A first visit: the cookie banner shows; the newsletter panel (a modal, over everything on purpose) stays closed.
      await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), NEWSLETTER_SESSION_KEY);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
        await page.goto(pathname, { waitUntil: 'commit' });
        await expect(page.locator('main')).toBeVisible();
        await expect(page.getByTestId('consent-banner')).toBeVisible();
        const atFirstPaint = await page.evaluate(coveredControls);
        expect(atFirstPaint, `at the first paint, ${width} px`).toEqual([]);
        await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: 20_000 });
        expect(await coveredWhileScrolling(page), `while scrolling, ${width} px`).toEqual([]);
      }
    });
  }
});
