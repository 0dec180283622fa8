import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { AnalyticsReport } from '../../functions/send-contact-email/analytics-report.ts';
import { NEWSLETTER_SESSION_KEY } from '../../src/dialogs/newsletter-session.ts';
import { type ServerProcess, startServerProcess } from '../function/support/process.ts';
import { CONSENT_KEY, expect, notice, test } from './fixtures.ts';
import { site as content } from './site-content.ts';

/*
 * The first-party measurement end to end: real Chromium against the built site served by its own server (as `npm start`
 * runs it) over a database of its own, so that the counts are exactly this test's visits; then `npm run stats`.
 */
test.describe.configure({ mode: 'serial' });

const EVENTS_PATH = '/functions/v1/events';
let site: ServerProcess;
let databaseUrl: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  mkdirSync('test-results', { recursive: true });
  databaseUrl = `file:${path.resolve('test-results', `measurement-${Date.now()}.db`)}`;
  site = await startServerProcess({
    site: true,
    env: {
      // A port of its own beside the suite's server (E2E_PORT), so that machines sharing port ranges keep to theirs.
      PORT: String(Number(process.env.E2E_PORT ?? 4321) + 50),
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      LEADS_DB_URL: databaseUrl,
      RATE_LIMIT_MAX: '1000',
      SPAM_BURST_MAX: '1000',
      LOG_LEVEL: 'silent',
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
});

/** A new visitor: nothing on the device but the consent answer and the newsletter's session flag, which the visitor gave. */
async function newVisitor(context: BrowserContext): Promise<{ page: Page; beacons: () => number }> {
  await context.addInitScript(
    ([consentKey, newsletterKey]) => {
      if (window !== window.top) return;
      window.localStorage.setItem(consentKey, 'declined');
      window.sessionStorage.setItem(newsletterKey, '1');
      // The headless browser has no phone app: the press is kept from leaving the page, and still seen by the page's script.
      window.addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault();
      });
    },
    [CONSENT_KEY, NEWSLETTER_SESSION_KEY] as const,
  );
  const page = await context.newPage();
  let beacons = 0;
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === EVENTS_PATH) beacons += 1;
  });
  return { page, beacons: () => beacons };
}

async function open(page: Page, pathname: string, referer?: string) {
  await page.goto(`${site.origin}${pathname}`, referer === undefined ? {} : { referer });
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: 20_000 });
}

/** Opens the consultation dialog; with a name, fills it in (the form is started) and sends it. */
async function consult(page: Page, name?: string) {
  await page.getByRole('link', { name: 'Prenota Consulenza Gratuita' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (name === undefined) return;
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('Email').fill(`${name.toLowerCase()}@esempio.example.com`);
  await dialog.getByRole('button', { name: content.dialogs.booking.submit }).click();
  await expect(notice(page, 'Successo!')).toBeVisible();
}

function stats(): AnalyticsReport {
  const output = execFileSync(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/stats.ts', '--format', 'json', '--db', databaseUrl],
    { encoding: 'utf8' },
  );
  return JSON.parse(output) as AnalyticsReport;
}

const zero = { views: 0, visitors: 0, opened: 0, started: 0, sent: 0, tel: 0, whatsapp: 0, mailto: 0, map: 0 };

test('a scripted set of visits from two sources with UTM is what npm run stats reports, per page, per source and per step', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const landing = '/intelligenza-artificiale';
  const google = `${landing}?utm_source=google&utm_medium=cpc&utm_campaign=autunno`;
  const facebook = `${landing}?utm_source=facebook&utm_medium=social&utm_campaign=sport-promo`;
  // Three people, told apart by their browsers (all come from this machine's address).
  const person = (name: string) =>
    `Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 ${name}`;
  const visits: Array<{ who: string; referer?: string; path: string; act: (page: Page) => Promise<void>; beacons: number }> = [
    // From Google's campaign, a visitor who opens the dialog and gives up, then comes back the same day and sends.
    { who: person('A'), referer: 'https://www.google.com/', path: google, act: (page) => consult(page), beacons: 2 },
    { who: person('A'), referer: 'https://www.google.com/', path: google, act: (page) => consult(page, 'Anna'), beacons: 4 },
    // From Facebook's campaign, a visitor who sends.
    { who: person('B'), referer: 'https://www.facebook.com/', path: facebook, act: (page) => consult(page, 'Bruno'), beacons: 4 },
    // Straight to the contact page, a press on the phone number.
    { who: person('C'), path: '/contatti', act: (page) => page.locator('a[href^="tel:"]').first().click(), beacons: 2 },
  ];
  for (const visit of visits) {
    const context = await browser.newContext({ userAgent: visit.who });
    const { page, beacons } = await newVisitor(context);
    await open(page, visit.path, visit.referer);
    await visit.act(page);
    await expect.poll(beacons).toBe(visit.beacons);
    await context.close();
  }

  const report = stats();
  expect(report.funnel).toEqual([
    { step: 'view', count: 4 },
    { step: 'opened', count: 3 },
    { step: 'started', count: 2 },
    { step: 'sent', count: 2 },
  ]);
  expect(report.totals).toEqual({ ...zero, views: 4, visitors: 3, opened: 3, started: 2, sent: 2, tel: 1 });
  expect(report.pages).toEqual([
    { path: landing, ...zero, views: 3, visitors: 2, opened: 3, started: 2, sent: 2 },
    { path: '/contatti', ...zero, views: 1, visitors: 1, tel: 1 },
  ]);
  expect(report.sources).toEqual([
    {
      referrerHost: 'www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'autunno',
      ...zero,
      views: 2,
      // The same person twice in a day: one visitor.
      visitors: 1,
      opened: 2,
      started: 1,
      sent: 1,
    },
    {
      referrerHost: 'www.facebook.com',
      utmSource: 'facebook',
      utmMedium: 'social',
      utmCampaign: 'sport-promo',
      ...zero,
      views: 1,
      visitors: 1,
      opened: 1,
      started: 1,
      sent: 1,
    },
    { referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '', ...zero, views: 1, visitors: 1, tel: 1 },
  ]);
  // The landing page's consultation button opens its booking dialog: each step of that form, under the name the page gives it.
  expect(report.forms).toEqual([{ form: 'booking', views: 3, opened: 3, started: 2, sent: 2 }]);
});

test('a visitor walks five pages, opens a dialog, sends a form and presses the phone number: nothing is left on the device but the two named keys', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const { page } = await newVisitor(context);
  for (const pathname of ['/', '/servizi', '/chi-siamo', '/contatti', '/intelligenza-artificiale']) await open(page, pathname);
  await consult(page, 'Carla');
  await page.keyboard.press('Escape');
  await page.locator('a[href^="tel:"]').first().click();

  expect(await context.cookies()).toEqual([]);
  const stored = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    databases: (await indexedDB.databases()).map((database) => database.name),
    caches: await caches.keys(),
  }));
  expect(stored).toEqual({ local: [CONSENT_KEY], session: [NEWSLETTER_SESSION_KEY], databases: [], caches: [] });
  await context.close();
});

test('a browser sending Global Privacy Control sends nothing', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const { page, beacons } = await newVisitor(context);
  await open(page, '/contatti');
  await page.locator('a[href^="tel:"]').first().click();
  // The page's other requests have settled: a beacon would have gone with the view, at the entry script's start.
  await page.waitForLoadState('networkidle');
  expect(beacons()).toBe(0);
  await context.close();
});
