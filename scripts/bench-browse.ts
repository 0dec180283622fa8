/**
 * What a visitor's browser does on the built site, measured in Chromium against the site as `npm start` serves
 * it (precompressed files, security headers): a five-page walk by clicking links, and the first press on each
 * kind of dialog. Bytes are counted where they leave the server, so every request counts, whichever page or
 * prerender asked for it; a file the browser already holds is not asked for again.
 */
import { createServer } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { Hono } from 'hono';
import { securityHeadersMiddleware } from '../site-server/headers.ts';
import { createNodeSiteApp, nodeSiteFiles } from '../site-server/node.ts';
import { builtHeaders } from '../site-server/site-app.ts';

export const WALK = ['/', '/servizi', '/sport', '/sport/calcio-marketing', '/blog'] as const;

export interface Served {
  js: number;
  css: number;
  html: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The built site with its headers, counting every answer by kind: the bytes sent (Brotli, as a browser asks)
 * and, to compare with budgets written in gzip, what the same files weigh gzipped.
 */
export async function serveCounted(distDir: string) {
  const empty = (): Served => ({ js: 0, css: 0, html: 0 });
  let sent = empty();
  let gzipped = empty();
  const app = new Hono();
  app.use('*', async (context, next) => {
    await next();
    const type = context.res.headers.get('Content-Type') ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('css') ? 'css' : type.includes('html') ? 'html' : undefined;
    if (!kind || !context.res.body) return;
    const length = Number(context.res.headers.get('Content-Length'));
    sent[kind] += Number.isFinite(length) && length > 0 ? length : (await context.res.clone().arrayBuffer()).byteLength;
    // What was sent, whichever copy of a page it was (a click gets its repeat-visit copy), weighed gzipped.
    const body = Buffer.from(await context.res.clone().arrayBuffer());
    const encoding = context.res.headers.get('Content-Encoding');
    const plain = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
    gzipped[kind] += gzipSync(plain, { level: 9 }).length;
  });
  app.use('*', securityHeadersMiddleware(await builtHeaders(nodeSiteFiles(distDir)), { trustForwardedProto: false }));
  app.route('/', createNodeSiteApp(path.resolve(distDir)));
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  return {
    origin: `http://127.0.0.1:${port}`,
    /** What was served since the last call. */
    take(): { sent: Served; gzipped: Served } {
      const taken = { sent, gzipped };
      sent = empty();
      gzipped = empty();
      return taken;
    },
    close: () => server.close(),
  };
}

async function throttle(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/**
 * Every document reports, through a binding, the time of the first frame that shows its <h1> (the first frame
 * at all: a page paints once it is whole), or that shows a new <h1> after a press, and every press its own
 * time, all on the wall clock.
 */
async function instrument(page: Page, marks: { press: number; h1: Map<string, number> }) {
  await page.exposeBinding('__benchMark', (_source, mark: { kind: 'press' | 'h1'; at: number; path: string }) => {
    if (mark.kind === 'press') marks.press = mark.at;
    else if (!marks.h1.has(mark.path)) marks.h1.set(mark.path, mark.at);
  });
  // As text: functions written here would reach the page with the helpers the TypeScript loader adds to them.
  await page.addInitScript({
    content: `if (window === window.top) {
      const mark = (kind, at) => window.__benchMark({ kind, at, path: window.location.pathname });
      document.addEventListener('pointerdown', (event) => {
        mark('press', performance.timeOrigin + event.timeStamp);
        // A page that shows the next one without a document load (a client-side router) changes its <h1> in place.
        const before = document.querySelector('h1')?.textContent;
        const changed = () => {
          const heading = document.querySelector('h1');
          if (heading && heading.textContent !== before) mark('h1', performance.timeOrigin + performance.now());
          else if (document.visibilityState === 'visible') requestAnimationFrame(changed);
        };
        requestAnimationFrame(changed);
      }, true);
      const frame = () => {
        if (document.querySelector('h1')) mark('h1', performance.timeOrigin + performance.now());
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }`,
  });
  await page.addInitScript(() => {
    window.localStorage.setItem('cookie-consent', 'declined');
    window.sessionStorage.setItem('newsletter-panel-shown', '1');
  });
}

export interface WalkStep {
  path: string;
  link: string;
  served: { sent: Served; gzipped: Served };
  msToH1: number;
}

/** The link a visitor would click on this page to reach the next one: the first visible one there. */
function linkTo(page: Page, destination: string) {
  return page.locator(`a[href="${destination}"]`).filter({ visible: true }).first();
}

/**
 * How a visitor presses a link of the walk:
 * - hover: on a desktop, the pointer goes to the link and rests a moment (as a hand does before it clicks, and long
 *   enough for the browser to act on the hover: the speculation rules' "moderate" eagerness), then presses;
 * - tap: on a phone, a touch with nothing before it, so nothing can start before the press;
 * - driven: Playwright's click, timed from the call until a poll in the new page finds its <h1>, as
 *   ../shared/tools/tap-walk.mjs (the walk the issues' figures come from) times it. It counts the driver's own work
 *   on both pages as well: its checks before the press and its script in the new document.
 */
export type PressKind = 'hover' | 'tap' | 'driven';

/** The five-page walk, each link pressed as `press` says, in a 1280 px window (the figures the issues compare with). */
export async function walk(
  browser: Browser,
  site: Awaited<ReturnType<typeof serveCounted>>,
  cpuRate: number,
  press: PressKind,
): Promise<WalkStep[]> {
  // The window of ../shared/tools/tap-walk.mjs.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, hasTouch: press === 'tap' });
  const page = await context.newPage();
  const marks = { press: 0, h1: new Map<string, number>() };
  await instrument(page, marks);
  const cdp = await throttle(page, cpuRate);
  // The tool weighs each step through DevTools' network domain, which reports every request of both pages.
  if (press === 'driven') await cdp.send('Network.enable');
  site.take();
  const steps: WalkStep[] = [];
  await page.goto(`${site.origin}${WALK[0]}`, { waitUntil: 'networkidle' });
  steps.push({ path: WALK[0], link: '(address typed)', served: site.take(), msToH1: Number.NaN });
  for (const destination of WALK.slice(1)) {
    let driven = Number.NaN;
    let label: string;
    if (press === 'driven') {
      // Step for step as the tool: the driver's first look at this document (finding the link, its checks, the scroll)
      // falls inside the timed call. Read from the page itself before, the label costs the driver nothing in the call.
      label = await page.evaluate(
        (href) => [...document.querySelectorAll(`a[href="${href}"]`)].find((anchor) => anchor.checkVisibility())?.textContent ?? '',
        destination,
      );
      const link = page.locator(`a[href="${destination}"]:visible`).first();
      const title = await page.title();
      const start = Date.now();
      if ((await link.count()) === 0) throw new Error(`No visible link to ${destination} on ${page.url()}`);
      await link.click();
      await page.waitForFunction((old) => document.title !== old && document.querySelector('h1'), title, { timeout: 15_000 });
      driven = Date.now() - start;
    } else {
      const link = linkTo(page, destination);
      await link.scrollIntoViewIfNeeded();
      label = (await link.textContent()) ?? '';
      if (press === 'tap') {
        await link.tap();
      } else {
        await link.hover();
        await page.waitForTimeout(300);
        await link.click();
      }
    }
    label = label.trim().replace(/\s+/g, ' ');
    await page.waitForURL(`**${destination}`);
    await page.waitForLoadState('networkidle');
    // The tool presses the next link as soon as the network is idle; the other walks let the page rest a moment.
    if (press !== 'driven') await page.waitForTimeout(300);
    const shown = marks.h1.get(destination);
    const pressed = shown === undefined ? Number.NaN : shown - marks.press;
    steps.push({ path: destination, link: label, served: site.take(), msToH1: press === 'driven' ? driven : pressed });
  }
  await cdp.detach();
  await context.close();
  return steps;
}

/** What a page's HTML carries inline that a linked, cached file could carry instead: its styles and its drawings. */
export interface InlineWeight {
  route: string;
  styleBytes: number;
  svgBytes: number;
  /** The whole page, compressed as the build's Brotli copy is. */
  brotliBytes: number;
  /** The most times one SVG path (its `d`) is written in the page. */
  mostRepeatedPath: number;
}

export function inlineWeight(route: string, html: string): InlineWeight {
  const total = (pattern: RegExp) => [...html.matchAll(pattern)].reduce((bytes, [match]) => bytes + Buffer.byteLength(match), 0);
  const paths = new Map<string, number>();
  for (const [, d = ''] of html.matchAll(/<path[^>]*\sd="([^"]+)"/g)) paths.set(d, (paths.get(d) ?? 0) + 1);
  return {
    route,
    styleBytes: total(/<style[^>]*>[\s\S]*?<\/style>/g),
    svgBytes: total(/<svg[\s>][\s\S]*?<\/svg>/g),
    brotliBytes: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }).byteLength,
    mostRepeatedPath: Math.max(0, ...paths.values()),
  };
}

export interface DialogPress {
  path: string;
  dialog: string;
  msToPaint: number;
}

/** The first press on each kind of dialog the site has, on an idle page: from pointerdown to the frame that shows it. */
export async function pressDialogs(
  browser: Browser,
  site: Awaited<ReturnType<typeof serveCounted>>,
  openers: ReadonlyArray<{ path: string; dialog: string }>,
  cpuRate: number,
): Promise<DialogPress[]> {
  const results: DialogPress[] = [];
  for (const { path: pathname, dialog } of openers) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await instrument(page, { press: 0, h1: new Map() });
    await page.goto(`${site.origin}${pathname}`, { waitUntil: 'networkidle' });
    await page.locator('html[data-interactive="true"]').waitFor();
    await throttle(page, cpuRate);
    await page.waitForTimeout(1500);
    const opener = page.locator(`a[data-dialog="${dialog}"]`).filter({ visible: true }).first();
    await opener.scrollIntoViewIfNeeded();
    await page.evaluate(`{
      const record = { ms: Number.NaN };
      window.__dialogPaint = record;
      document.addEventListener('pointerdown', (event) => {
        // The clock when the frame that shows it is drawn, not the frame's own start time: Chromium hands input to a frame
        // after that frame has begun, so its time read 0 and -7 ms for a dialog shown in the press's own frame.
        const check = () => {
          const shown = document.querySelector('dialog[open]');
          if (shown && shown.checkVisibility() && shown.getBoundingClientRect().height > 0) record.ms = performance.now() - event.timeStamp;
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }, { capture: true, once: true });
    }`);
    await opener.click();
    await page.locator('dialog[open]').waitFor();
    await page.waitForTimeout(200);
    const ms = await page.evaluate(() => (window as unknown as { __dialogPaint: { ms: number } }).__dialogPaint.ms);
    results.push({ path: pathname, dialog, msToPaint: ms });
    await context.close();
  }
  return results;
}
