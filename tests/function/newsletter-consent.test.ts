// @vitest-environment node
/**
 * The newsletter asks twice (issue 30, part 4), through the real function, a real SQLite file and a real SMTP server:
 * a subscription is pending and mailed a signed link; opening it confirms nothing, its button does, once, within 48
 * hours; the lead keeps the consent's four times and texts; every newsletter mail offers one-click unsubscription.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Content } from '../../content-compiler/load.ts';
import type { EmailCopy } from '../../schema/email.ts';
import { loadEmailCopy } from './support/email-copy.ts';
import { silentLogger } from '../../functions/send-contact-email/log.ts';
import { CONFIRMATION_VALIDITY_MS } from '../../functions/send-contact-email/newsletter-consent.ts';
import { purgeExpiredLeads, UNCONFIRMED_SUBSCRIPTION_DAYS } from '../../functions/send-contact-email/retention.ts';
import { parseLeadsCommand, runLeadsCommand } from '../../scripts/leads.ts';
import { acceptedAnswer, manualClock, postJson, smtpEnv, startTestHost, waitFor } from './support/host.ts';
import type { TestHost } from './support/host.ts';
import { newsletterPayload } from './support/payloads.ts';
import { startSmtpServer } from './support/smtp.ts';
import type { TestSmtpServer } from './support/smtp.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/** The site's public address: the mails' links are written on it, whatever address a request came to. */
const SITE = 'https://www.agenzia.example';

let content: Content;
let emailCopy: EmailCopy;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  ({ content, emailCopy } = await loadEmailCopy());
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(): Promise<{ host: TestHost; smtp: TestSmtpServer; clock: ReturnType<typeof manualClock> }> {
  const smtp = await startSmtpServer();
  cleanups.push(() => smtp.close());
  const clock = manualClock(new Date('2026-03-10T09:00:00.000Z'));
  const host = await startTestHost({
    env: { ...smtpEnv(smtp.port), SITE_ORIGINS: SITE },
    now: clock.now,
    emailCopy,
  });
  cleanups.push(() => host.close());
  return { host, smtp, clock };
}

/** Subscribes `email` and returns the lead and its confirmation mail's two links, moved onto the test's server. */
async function subscribe(host: TestHost, smtp: TestSmtpServer, email: string) {
  const response = await postJson(host.functionUrl, { ...newsletterPayload, email });
  expect(response.status).toBe(202);
  const { id } = await acceptedAnswer(response);
  const mail = await waitFor(async () => smtp.messages.find((message) => message.envelopeTo.includes(email)), 'the confirmation mail');
  const confirm = /https:\/\/\S+\/newsletter\/conferma\?t=\S+/.exec(mail.text ?? '')?.[0];
  const unsubscribe = /^<(.+)>$/.exec(mail.headers.get('list-unsubscribe')?.[0] ?? '')?.[1];
  if (confirm === undefined || unsubscribe === undefined) throw new Error('The confirmation mail lacks its links');
  await waitFor(
    async () => ((await host.service.store.getLead(id))?.newsletterConsent?.confirmationSentAt != null ? true : undefined),
    'the confirmation recorded as sent',
  );
  const onTestServer = (link: string) => link.replace(SITE, host.origin);
  return { id, mail, confirm, unsubscribe, confirmHere: onTestServer(confirm), unsubscribeHere: onTestServer(unsubscribe) };
}

const heading = (page: string) => /<h1>([^<]*)<\/h1>/.exec(page)?.[1];

async function press(link: string): Promise<Response> {
  const url = new URL(link);
  const token = url.searchParams.get('t') ?? '';
  return fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ t: token }),
  });
}

describe('the newsletter’s double opt-in', () => {
  it('mails a pending subscription a signed link on the site’s https address, with one-click unsubscription', async () => {
    const { host, smtp } = await setUp();
    const { id, mail, confirm, unsubscribe } = await subscribe(host, smtp, 'giulia.conferma@example.com');

    expect(confirm.startsWith(`${SITE}/functions/v1/send-contact-email/newsletter/conferma?t=`)).toBe(true);
    expect(unsubscribe.startsWith(`${SITE}/functions/v1/send-contact-email/newsletter/disiscrizione?t=`)).toBe(true);
    expect(mail.headers.get('list-unsubscribe-post')).toEqual(['List-Unsubscribe=One-Click']);
    expect(mail.subject).toBe(content.email.newsletterConfirmation.subject);
    expect(mail.html).toContain(`href="${confirm}"`);
    expect((await host.service.store.getLead(id))?.newsletterConsent).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
  });

  it('confirms by the page’s button, not by opening the link; a second use and a link past 48 hours are refused in Italian', async () => {
    const { host, smtp, clock } = await setUp();
    const pages = content.email.newsletterPages;
    const { id, confirmHere } = await subscribe(host, smtp, 'luca.conferma@example.com');

    const opened = await fetch(confirmHere);
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(heading(page)).toBe(pages.confirmTitle);
    expect(page).toContain(`<button type="submit">${pages.confirmButton}</button>`);
    expect((await host.service.store.getLead(id))?.newsletterConsent?.confirmedAt).toBeNull();

    const confirmed = await press(confirmHere);
    expect([confirmed.status, heading(await confirmed.text())]).toEqual([200, pages.confirmedTitle]);
    for (const again of [await fetch(confirmHere), await press(confirmHere)]) {
      expect([again.status, heading(await again.text())]).toEqual([410, pages.usedTitle]);
    }

    const late = await subscribe(host, smtp, 'anna.tardi@example.com');
    clock.advance(CONFIRMATION_VALIDITY_MS + 60_000);
    for (const tooLate of [await fetch(late.confirmHere), await press(late.confirmHere)]) {
      expect([tooLate.status, heading(await tooLate.text())]).toEqual([410, pages.expiredTitle]);
    }
    expect((await host.service.store.getLead(late.id))?.newsletterConsent?.confirmedAt).toBeNull();

    // Another lead's id in the signed part: the signature no longer holds.
    const [token = ''] = new URL(confirmHere).searchParams.getAll('t');
    const [body = '', signature = ''] = token.split('.');
    const otherLead = Buffer.from(
      Buffer.from(body, 'base64url')
        .toString()
        .replace(/^[^.]+/, crypto.randomUUID()),
    ).toString('base64url');
    const tampered = await fetch(confirmHere.replace(token, `${otherLead}.${signature}`));
    expect([tampered.status, heading(await tampered.text())]).toEqual([400, pages.invalidTitle]);
  });

  it('keeps the consent’s proof: when it was asked and the notice shown, the mail as it left, when it was confirmed and when the person left by one click', async () => {
    const { host, smtp, clock } = await setUp();
    const { id, confirm, confirmHere, unsubscribeHere } = await subscribe(host, smtp, 'marta.prova@example.com');
    clock.advance(60 * 60 * 1000);
    await press(confirmHere);
    clock.advance(24 * 60 * 60 * 1000);

    // RFC 8058: the mail client POSTs exactly this to the List-Unsubscribe address.
    const oneClick = await fetch(unsubscribeHere, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect([oneClick.status, heading(await oneClick.text())]).toEqual([200, content.email.newsletterPages.unsubscribedTitle]);

    const consent = (await host.service.store.getLead(id))?.newsletterConsent;
    expect(consent).toEqual({
      subscribedAt: '2026-03-10T09:00:00.000Z',
      notice: content.site.newsletter.subscribedNotice,
      // The test's client is 127.0.0.1: only its network is kept.
      address: '127.0.0.0',
      confirmationSentAt: '2026-03-10T09:00:00.000Z',
      confirmationText: expect.stringContaining(confirm),
      confirmedAt: '2026-03-10T10:00:00.000Z',
      unsubscribedAt: '2026-03-11T10:00:00.000Z',
    });
  });

  it('deletes a subscription never confirmed after 7 days, and keeps the confirmed one', async () => {
    const { host, smtp, clock } = await setUp();
    const confirmed = await subscribe(host, smtp, 'resta@example.com');
    const unconfirmed = await subscribe(host, smtp, 'se-ne-va@example.com');
    await press(confirmed.confirmHere);

    clock.advance(UNCONFIRMED_SUBSCRIPTION_DAYS * 24 * 60 * 60 * 1000 + 60_000);
    const purged = await purgeExpiredLeads(host.service.store, { now: clock.now(), retentionMs: 730 * 86_400_000, logger: silentLogger });

    expect(purged.unconfirmedSubscriptions).toBe(1);
    expect(await host.service.store.getLead(unconfirmed.id)).toBeUndefined();
    expect((await host.service.store.getLead(confirmed.id))?.newsletterConsent?.confirmedAt).not.toBeNull();
  });

  it('lists for a newsletter tool only the addresses that confirmed and have not left (npm run leads -- --subscribers)', async () => {
    const { host, smtp } = await setUp();
    const confirmed = await subscribe(host, smtp, 'confermata@example.com');
    await subscribe(host, smtp, 'in-attesa@example.com');
    const gone = await subscribe(host, smtp, 'andata-via@example.com');
    for (const link of [confirmed.confirmHere, gone.confirmHere]) await press(link);
    await fetch(gone.unsubscribeHere, { method: 'POST', body: 'List-Unsubscribe=One-Click' });

    const csv = await runLeadsCommand(parseLeadsCommand(['--subscribers'], {}), host.service.store, new Date());
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');

    expect(rows[0]).toBe('"email","subscribed_at","origine","confirmed_at","notice"');
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(['"confermata@example.com"']);
  });
});
