import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import type { AnalyticsReport } from '../../functions/send-contact-email/analytics-report.ts';
import { NEWSLETTER_SESSION_KEY } from '../../src/dialogs/newsletter-session.ts';
import { type ServerProcess, startServerProcess } from '../function/support/process.ts';
import { CONSENT_KEY, expect, test } from './fixtures.ts';

/*
 * Real-user Web Vitals end to end: real Chromium against the built site served by its own server (as `npm start` runs it),
 * counting the requests. The sampling decision (one view in five, pages-yaml/_site.yaml) is forced by an init script
 * over Math.random, the one draw the tracker makes: the build is the one visitors get.
 */
test.describe.configure({ mode: 'serial' });

const EVENTS_PATH = '/functions/v1/events';
const VITALS_CHUNK = /\/assets\/web-vitals-[\w-]+\.js$/;
let site: ServerProcess;
let databaseUrl: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  mkdirSync('test-results', { recursive: true });
  databaseUrl = `file:${path.resolve('test-results', `web-vitals-${Date.now()}.db`)}`;
  site = await startServerProcess({
    site: true,
    env: {
      // A port of its own beside the suite's server (E2E_PORT) and the measurement test's (+50).
      PORT: String(Number(process.env.E2E_PORT ?? 4321) + 52),
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      LEADS_DB_URL: databaseUrl,
      LOG_LEVEL: 'silent',
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
});

interface Counted {
  page: Page;
  scripts: string[];
  beacons: Array<{ kind: string; body: Record<string, unknown> }>;
}

/** A visitor whose view the sample takes (`sampled`) or leaves out, with every script and beacon of its context counted. */
async function visitor(context: BrowserContext, sampled: boolean): Promise<Counted> {
  await context.addInitScript(
    ([consentKey, newsletterKey, draw]) => {
      if (window !== window.top) return;
      window.localStorage.setItem(consentKey, 'declined');
      window.sessionStorage.setItem(newsletterKey, '1');
      Math.random = () => draw;
    },
    [CONSENT_KEY, NEWSLETTER_SESSION_KEY, sampled ? 0 : 0.999_999] as const,
  );
  const counted: Counted = { page: await context.newPage(), scripts: [], beacons: [] };
  context.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script') counted.scripts.push(url.pathname);
    if (url.pathname === EVENTS_PATH && request.method() === 'POST') {
      const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
      counted.beacons.push({ kind: String(body.kind), body });
    }
  });
  return counted;
}

async function openAndSettle(page: Page, pathname: string) {
  await page.goto(`${site.origin}${pathname}`);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

function stats(): AnalyticsReport {
  const output = execFileSync(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/stats.ts', '--format', 'json', '--db', databaseUrl],
    { encoding: 'utf8' },
  );
  return JSON.parse(output) as AnalyticsReport;
}

test('a sampled view loads web-vitals after load and sends exactly one record when it is hidden (left), that npm run stats reports', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const { page, scripts, beacons } = await visitor(context, true);
  await openAndSettle(page, '/servizi');
  expect(scripts.filter((script) => VITALS_CHUNK.test(script))).toHaveLength(1);
  // A tap, so the view has an interaction (INP) too; nothing is sent while the page stays visible.
  await page.locator('main h1').first().click();
  await page.waitForTimeout(500);
  expect(beacons.map((beacon) => beacon.kind)).toEqual(['view']);

  // The visitor leaves: the page is hidden for the first time, and sends its record on the way out. (The headless browser
  // keeps a page visible behind another tab, so leaving is the one real hiding a test can cause; the browser sends that
  // beacon after the page is gone, where Playwright no longer sees it, so the server's store counts it.)
  await page.goto('about:blank');
  await context.close();
  // Exactly one record: each metric of /servizi on a phone has one sample, and every page's figures are that one view's.
  await expect
    .poll(() => stats().vitals, { timeout: 15_000 })
    .toEqual([
      {
        path: '/servizi',
        device: 'all',
        samples: 1,
        lcp: expect.any(Number),
        inp: expect.any(Number),
        cls: expect.any(Number),
        ttfb: expect.any(Number),
      },
      {
        path: '/servizi',
        device: 'mobile',
        samples: 1,
        lcp: expect.any(Number),
        inp: expect.any(Number),
        cls: expect.any(Number),
        ttfb: expect.any(Number),
      },
    ]);
  expect(beacons.map((beacon) => beacon.kind)).toEqual(['view']);
});

test('an unsampled view downloads nothing more and sends no vitals, even when left', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  const { page, scripts, beacons } = await visitor(context, false);
  await openAndSettle(page, '/contatti');
  await page.goto('about:blank');
  await context.close();
  expect(scripts.filter((script) => VITALS_CHUNK.test(script))).toEqual([]);
  expect(beacons.map((beacon) => beacon.kind)).toEqual(['view']);
  // The view is stored, and no vitals with it (the sampled test shows a record arrives within this wait).
  await expect.poll(() => stats().pages.find((page) => page.path === '/contatti')?.views ?? 0, { timeout: 15_000 }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(stats().vitals.filter((row) => row.path === '/contatti')).toEqual([]);
});
