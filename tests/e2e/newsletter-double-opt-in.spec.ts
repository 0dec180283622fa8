/**
 * The newsletter asks twice (issue 30, part 4), in the browser, against a server of its own that mails a real SMTP
 * sink on loopback: the panel's subscription shows the notice of pages-yaml, the confirmation mail arrives with
 * List-Unsubscribe and the one-click POST; its link opens a page whose button confirms; a second use, and a link past
 * 48 hours, are refused in Italian; the lead keeps the four times and texts; a one-click POST removes the person.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { openLibsqlLeadStore } from '../../functions/send-contact-email/libsql-store.ts';
import { NEWSLETTER_LINK_SECRET } from '../../functions/send-contact-email/newsletter-consent.ts';
import { signLink } from '../../functions/send-contact-email/signed-link.ts';
import { FAST_MS } from '../../functions/send-contact-email/spam.ts';
import { startSmtpServer, type TestSmtpServer } from '../function/support/smtp.ts';
import { expect, gotoWithConsent, notice, test } from './fixtures.ts';
import { site } from './site-content.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
let sink: TestSmtpServer;
let server: ChildProcess;
let origin = '';
let directory = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/** The links of the mail's plain text. */
function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'double-opt-in-'));
  sink = await startSmtpServer();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'site-server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      LEADS_DB_URL: `file:${path.join(directory, 'leads.db')}`,
      SITE_ORIGINS: origin,
      RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'silent',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      SMTP_IGNORE_TLS: '1',
      MAIL_FROM: 'Sito <sito@example.com>',
      MAIL_TO: 'agenzia@example.com',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`The server ended (${code})`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Site running')) resolve();
    });
  });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await sink?.close();
  rmSync(directory, { recursive: true, force: true });
});

test('subscribes in the panel, confirms once from the mail within 48 hours, keeps the proof, and leaves in one click', async ({
  page,
  consoleErrors,
}) => {
  const email = 'doppia.conferma@studio.example.com';
  await gotoWithConsent(page, `${origin}/`);
  await page.getByTestId('floating-newsletter').click();
  const panel = page.getByRole('dialog', { name: site.newsletter.title });
  await panel.getByLabel(site.newsletter.emailLabel).fill(email);
  // A person reads before subscribing: a form sent within 4 s of the first paint is suspect to the spam score, and a
  // suspect subscription is mailed nothing (no one can use the form to mail a stranger).
  await page.waitForTimeout(FAST_MS + 500);
  await panel.getByRole('button', { name: site.newsletter.button, exact: true }).click();
  await expect(notice(page, 'Iscrizione completata!', site.newsletter.subscribedNotice)).toBeVisible();

  await expect.poll(() => sink.messages.filter((mail) => mail.envelopeTo.includes(email)).length, { timeout: 20_000 }).toBe(1);
  const confirmation = sink.messages.find((mail) => mail.envelopeTo.includes(email));
  if (confirmation === undefined) throw new Error('No confirmation mail');
  expect(confirmation.headers.get('list-unsubscribe-post')?.[0]).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = confirmation.headers.get('list-unsubscribe')?.[0]?.replace(/^<|>$/g, '') ?? '';
  expect(unsubscribe).toMatch(new RegExp(`^${origin}/functions/v1/send-contact-email/newsletter/disiscrizione\\?t=`));
  const confirmLink = linksIn(confirmation.text ?? '').find((link) => link.includes('/newsletter/conferma?t='));
  if (confirmLink === undefined) throw new Error('The mail has no confirmation link');

  // Opening the link (as a mail scanner would) confirms nothing: the page's button does.
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conferma l’iscrizione');
  await page.getByRole('button', { name: 'Confermo l’iscrizione' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iscrizione confermata');

  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link già usato');

  // The running server writes the same file: wait for its lock as the server's own connection does (node.ts), rather than
  // fail at once with SQLITE_BUSY (1 run in the clean run's 2 tries).
  const store = await openLibsqlLeadStore(createClient({ url: `file:${path.join(directory, 'leads.db')}`, timeout: 5000 }));
  try {
    const [lead] = await store.listLeads({ email });
    if (lead === undefined) throw new Error('The subscription was not stored');
    // A link past 48 hours: another subscription's, signed with the site's own key as if sent 49 hours ago.
    const late = 'tardi.conferma@studio.example.com';
    const subscribed = await fetch(`${origin}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({
        type: 'Iscrizione Newsletter',
        email: late,
        timestamp: new Date().toISOString(),
        origine: `Newsletter Popup - ${origin}/`,
      }),
    });
    expect(subscribed.status).toBe(202);
    const lateId = ((await subscribed.json()) as { id: string }).id;
    const secret = await store.linkSecret(NEWSLETTER_LINK_SECRET);
    const issuedAt = new Date(Date.now() - 49 * 60 * 60 * 1000);
    const lateToken = await signLink(secret, { leadId: lateId, purpose: 'confirm', issuedAt });
    await page.goto(`${origin}/functions/v1/send-contact-email/newsletter/conferma?t=${lateToken}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link scaduto');
    await expect(page.getByRole('button')).toHaveCount(0);

    expect(lead.newsletterConsent).toMatchObject({
      subscribedAt: expect.any(String),
      notice: site.newsletter.subscribedNotice,
      confirmationSentAt: expect.any(String),
      confirmationText: expect.stringContaining(confirmLink),
      confirmedAt: expect.any(String),
      unsubscribedAt: null,
    });

    const oneClick = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await store.getLead(lead.id))?.newsletterConsent?.unsubscribedAt).toEqual(expect.any(String));
  } finally {
    await store.close();
  }
  // The two refused links are answered 410 Gone on purpose (a used or expired link is gone for good): the browser logs each.
  const gone = consoleErrors.filter((error) => error.includes('status of 410'));
  expect(gone).toHaveLength(2);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !gone.includes(error)));
});
