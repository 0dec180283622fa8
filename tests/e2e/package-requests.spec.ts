import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadContent } from '../../content-compiler/load.ts';
import { type ServerProcess, startServerProcess } from '../function/support/process.ts';
import { startSmtpServer, type TestSmtpServer } from '../function/support/smtp.ts';
import { CONSENT_KEY, ENDPOINT, expect, notice, test } from './fixtures.ts';

/**
 * Every package request reaches the agency: on each page with packages, a request sent through its dialog is
 * stored (npm run leads lists it) and mailed (a real SMTP server on loopback receives it), under the type and
 * page its YAML declares. The site runs as `npm start` with SMTP settings, on its own store.
 */

const SPORT_SENT = 'Riceverai una risposta entro 24 ore.';
const SENT_TITLE = 'Richiesta inviata!';
const SEND_FAILED = 'Si è verificato un errore. Riprova più tardi.';
// The function's spam score counts a form sent sooner than 1.5 s after the page painted as a bot's.
const A_PERSON_READS_FIRST_MS = 1800;

const content = (await loadContent()).content;
const pagesWithPackages = (content?.pages ?? []).flatMap((entry) =>
  entry.page.sections.flatMap((section) =>
    section.type === 'pricing' || section.type === 'packages' ? [{ path: entry.path, request: section.request }] : [],
  ),
);

interface Sent {
  path: string;
  email: string;
  packageName: string;
  type: string;
  sourceLabel: string;
}

test.describe.configure({ mode: 'serial' });

let smtp: TestSmtpServer;
let site: ServerProcess;
let databaseUrl: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  smtp = await startSmtpServer();
  mkdirSync('test-results', { recursive: true });
  databaseUrl = `file:${path.resolve('test-results', `package-requests-${Date.now()}.db`)}`;
  site = await startServerProcess({
    site: true,
    env: {
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      LEADS_DB_URL: databaseUrl,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: '0',
      MAIL_FROM: 'Sito <sito@example.com>',
      MAIL_TO: 'info@example.com',
      RATE_LIMIT_MAX: '1000',
      // Fifteen requests from one test in a minute are not a burst of bots.
      SPAM_BURST_MAX: '1000',
      LOG_LEVEL: 'silent',
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
  await smtp?.close();
});

async function openWithConsent(page: Page, pathname: string) {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'declined'), CONSENT_KEY);
  await page.goto(`${site.origin}${pathname}`);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
}

/** Opens the first package's request dialog and fills it in as a visitor would; the pre-filled message stays. */
async function fillFirstRequest(page: Page, email: string) {
  const opener = page.locator('a[data-dialog^="dialog-package-request-"]').filter({ visible: true }).first();
  const packageName = JSON.parse((await opener.getAttribute('data-dialog-fields')) ?? '{}').pacchetto as string;
  await page.waitForTimeout(A_PERSON_READS_FIRST_MS);
  await opener.click();
  const dialog = page.locator(`dialog[id="${await opener.getAttribute('data-dialog')}"]`);
  await expect(dialog).toBeVisible();
  await dialog.locator('input[name="nome"]').fill('Chiara');
  await dialog.locator('input[name="cognome"]').fill('Ferrari');
  await dialog.locator('input[name="azienda"]').fill('Polisportiva Garda');
  await dialog.locator('input[name="email"]').fill(email);
  await expect(dialog.locator('textarea[name="messaggio"]')).toHaveValue(new RegExp(packageName));
  return { dialog, packageName, submit: dialog.locator('form:not([method="dialog"]) button[type="submit"]:not([form])') };
}

const sent: Sent[] = [];

for (const { path: pathname, request } of pagesWithPackages) {
  test(`${pathname}: a package request goes to the function as "${request.type}" from "${request.sourceLabel}"`, async ({ page }) => {
    await openWithConsent(page, pathname);
    const email = `richiesta-${pathname.replaceAll('/', '-').slice(1)}-${Date.now()}@e2e.example.com`;
    const { dialog, packageName, submit } = await fillFirstRequest(page, email);
    await submit.click();
    const sport = request.type === 'Richiesta Pacchetto Sport';
    await expect(sport ? notice(page, SENT_TITLE, SPORT_SENT) : notice(page, SENT_TITLE)).toBeVisible();
    await expect(dialog).toBeHidden();
    sent.push({ path: pathname, email, packageName, type: request.type, sourceLabel: request.sourceLabel });
  });
}

test('every request sent is listed by npm run leads and mailed to the agency, with its type, package and origine', async () => {
  expect(sent).toHaveLength(pagesWithPackages.length);
  const listed = JSON.parse(
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/leads.ts', '--since', '2000-01-01', '--format', 'json', '--db', databaseUrl],
      {
        encoding: 'utf8',
      },
    ),
  ) as Array<{ type: string; status?: string; payload: Record<string, string> }>;
  const messages = await smtp.waitForMessages(sent.length, 30_000);
  for (const request of sent) {
    const origine = `${request.sourceLabel} - ${site.origin}${request.path}`;
    const lead = listed.find((entry) => entry.payload.email === request.email);
    expect(lead, request.path).toMatchObject({ type: request.type, payload: { pacchetto: request.packageName, origine } });
    const mail = messages.find((message) => message.raw.includes(request.email));
    expect(mail, `${request.path}: the agency's e-mail`).toBeDefined();
    expect(mail?.raw).toContain(request.type);
    expect(mail?.raw).toContain(request.packageName);
  }
});

test('a request the function refuses says so, and nothing the visitor wrote is lost', async ({ page, consoleErrors }) => {
  const pathname = pagesWithPackages.find((entry) => entry.path.startsWith('/sport/'))?.path ?? '/social-media';
  await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
  await openWithConsent(page, pathname);
  const { dialog, submit } = await fillFirstRequest(page, 'ancora-qui@e2e.example.com');
  const message = await dialog.locator('textarea[name="messaggio"]').inputValue();
  await submit.click();
  await expect(notice(page, 'Errore', SEND_FAILED)).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('input[name="nome"]')).toHaveValue('Chiara');
  await expect(dialog.locator('input[name="email"]')).toHaveValue('ancora-qui@e2e.example.com');
  await expect(dialog.locator('textarea[name="messaggio"]')).toHaveValue(message);
  // The failed call is in the console: Chromium reports the 500, and the form logs what went wrong.
  expect(consoleErrors.splice(0).every((text) => /500|send-contact-email/.test(text))).toBe(true);
});
