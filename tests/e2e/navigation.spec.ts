import type { CDPSession } from '@playwright/test';
import { NEXT_PAGE_FILES_ATTRIBUTE, PAGE_END_ID } from '../../src/app/page-end.ts';
import { expect, gotoWithConsent, test } from './fixtures.ts';

/**
 * A navigation is a document load that the browser starts early: the page's speculation rules ask it to prerender a
 * same-site page once the visitor hovers or presses its link (moderate eagerness). Chromium refuses the prerender
 * itself while DevTools is attached ("PrerenderingDisabledByDevTools"), so the test reads what the browser attempted
 * through the Preload domain: the rules parsed (no CSP or syntax error), and an attempt on hover, not before.
 */

interface PreloadEvents {
  ruleSetErrors: string[];
  ruleSets: number;
  /** The URLs the browser started a prerender or its prefetch for, in order. */
  attempted: string[];
  /** The URLs whose prefetch came back ready. */
  ready: string[];
}

async function watchPreloading(cdp: CDPSession): Promise<PreloadEvents> {
  const events: PreloadEvents = { ruleSetErrors: [], ruleSets: 0, attempted: [], ready: [] };
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => {
    events.ruleSets += 1;
    if (ruleSet.errorType) events.ruleSetErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage ?? ''}`);
  });
  cdp.on('Preload.prerenderStatusUpdated', ({ key }) => events.attempted.push(key.url));
  cdp.on('Preload.prefetchStatusUpdated', ({ key, status }) => {
    events.attempted.push(key.url);
    if (status === 'Ready') events.ready.push(key.url);
  });
  await cdp.send('Preload.enable');
  return events;
}

test('hovering a link to another page starts loading it, and nothing is loaded before the hover', async ({ page, baseURL }) => {
  const cdp = await page.context().newCDPSession(page);
  const preloading = await watchPreloading(cdp);
  await gotoWithConsent(page, '/');
  const link = page.locator('main a[href="/servizi"]').first();
  const target = `${baseURL}/servizi`;

  await expect.poll(() => preloading.ruleSets).toBeGreaterThan(0);
  expect(preloading.ruleSetErrors, 'the speculation rules are allowed by the policy and parse').toEqual([]);
  await page.waitForTimeout(500);
  expect(preloading.attempted, 'moderate eagerness: nothing before the visitor shows interest').not.toContain(target);

  await link.hover();
  await expect.poll(() => preloading.ready).toContain(target);
});

test('a link that opens a dialog is never loaded ahead', async ({ page, baseURL }) => {
  const cdp = await page.context().newCDPSession(page);
  const preloading = await watchPreloading(cdp);
  await gotoWithConsent(page, '/intelligenza-artificiale');
  const dialogLink = page.locator('a[data-dialog]').first();
  const href = await dialogLink.getAttribute('href');
  expect(href).toBeTruthy();

  await dialogLink.hover();
  await page.waitForTimeout(1000);
  expect(preloading.attempted.filter((url) => url.startsWith(`${baseURL}${href?.split('#')[0]}`))).toEqual([]);
});

test('a page opened from another page takes its styles, script and drawings from the browser, and looks the same', async ({ page }) => {
  const look = () =>
    page.evaluate(() => {
      const heading = document.querySelector('h1');
      const box = heading?.getBoundingClientRect();
      const style = heading ? getComputedStyle(heading) : undefined;
      return { box: box && [box.x, box.y, box.width, box.height], font: style && [style.fontFamily, style.fontSize, style.color] };
    });
  await gotoWithConsent(page, '/servizi');
  await page.waitForFunction(() => document.querySelectorAll('link[rel="stylesheet"][media="not all"]').length === 0);
  const firstVisit = await look();

  await gotoWithConsent(page, '/');
  await page.waitForFunction(() => document.querySelectorAll('link[rel="stylesheet"][media="not all"]').length === 0);
  await page.locator('main a[href="/servizi"]').first().click();
  await expect(page).toHaveURL(/\/servizi$/);

  const served = await page.evaluate(() => ({
    inlineStyles: [...document.querySelectorAll('style')].reduce((bytes, style) => bytes + (style.textContent ?? '').length, 0),
    inlineDrawings: [...document.querySelectorAll('img[src^="data:"], link[href^="data:"]')].length,
    firstPaintScript: document.querySelector<HTMLScriptElement>('script#page-end')?.src ?? '',
  }));
  expect(served.inlineStyles, 'inline CSS of the page a click opens').toBeLessThanOrEqual(8 * 1024);
  expect(served.inlineDrawings).toBe(0);
  expect(served.firstPaintScript).toMatch(/\/assets\/first-paint-[\w-]+\.js$/);
  expect(await look()).toEqual(firstVisit);
});

test('once a first visit has loaded, the page a click opens finds its first-paint script and the header’s logo in the browser: its first screen waits on the network for neither', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // After the click: every file the new page asked for, and those the browser answered from its own cache.
  let clicked = false;
  const asked = new Map<string, string>();
  const cached = new Set<string>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (clicked) asked.set(requestId, new URL(request.url).pathname);
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) cached.add(requestId);
  });

  await gotoWithConsent(page, '/');
  const fetchedAhead = await page.evaluate(
    ([id, attribute]) => (document.getElementById(id)?.getAttribute(attribute) ?? '').split(' ').filter(Boolean),
    [PAGE_END_ID, NEXT_PAGE_FILES_ATTRIBUTE] as const,
  );
  expect(fetchedAhead.length, 'the first visit names the files to fetch ahead').toBeGreaterThan(0);
  await expect
    .poll(() =>
      page.evaluate(
        (files) => files.every((file) => performance.getEntriesByName(new URL(file, location.href).href).length > 0),
        fetchedAhead,
      ),
    )
    .toBe(true);

  clicked = true;
  await page.locator('main a[href="/servizi"]').first().click();
  await expect(page).toHaveURL(/\/servizi$/);
  await page.waitForLoadState('load');
  const linked = await page.evaluate(() => [
    new URL(document.querySelector<HTMLScriptElement>('script#page-end')?.src ?? location.href).pathname,
    new URL(document.querySelector<HTMLImageElement>('header img')?.src ?? location.href).pathname,
  ]);
  expect(linked[0]).toMatch(/^\/assets\/first-paint-[\w-]+\.js$/);
  expect(linked[1], 'the logo is a linked file').toMatch(/^\/assets\/drawing-[\w-]+\.svg$/);
  expect([...linked].sort()).toEqual([...fetchedAhead].sort());
  expect([...asked.values()], 'the new page asked for both').toEqual(expect.arrayContaining(linked));
  const fromNetwork = [...asked].filter(([requestId, file]) => linked.includes(file) && !cached.has(requestId)).map(([, file]) => file);
  expect(fromNetwork).toEqual([]);
});
