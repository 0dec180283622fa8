// @vitest-environment node
/**
 * The function's contract, the same on every runtime (`npm run test:runtimes` runs this file once per
 * runtime, naming it in RUNTIME_UNDER_TEST): hostile inputs, stored before answered, nothing lost
 * through an SMTP outage or a kill, the rate limit and the dedupe counted in the database, and
 * delivery over a real SMTP login to a sink on loopback.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { AnalyticsReport } from '../../functions/send-contact-email/analytics-report.ts';
import type { DailyStatistics, FirstAnswerReport, LeadPage, LeadSummary, Statistics } from '../../inbox/api-types.ts';
import { hashPassword } from '../../inbox/auth.ts';
import { CLAIM_DURATION_MS } from '../../functions/send-contact-email/delivery.ts';
import { contactFormPayload, newsletterPayload, uniqueNewsletterPayload } from '../function/support/payloads.ts';
import { createHarness, runtimeUnderTest } from './support/runtimes.ts';
import type { RunningRuntime, RuntimeHarness, StoredLeadRow } from './support/runtimes.ts';
import { SINK_USER, sinkMailSettings, startSmtpSink } from './support/smtp-sink.ts';
import type { SinkMail, SmtpSink } from './support/smtp-sink.ts';
import { Webhook } from 'standardwebhooks';
import { ALERT_CLAIM_DURATION_MS } from '../../functions/send-contact-email/alert-delivery.ts';
import { startWebhookSink } from '../function/support/webhook-sink.ts';
import type { WebhookDelivery, WebhookSink } from '../function/support/webhook-sink.ts';

// Real runtimes in processes of their own (wrangler starts workerd): seconds each on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const RATE_LIMIT_MAX = 5;
const ADMIN_PASSWORD = 'la password del titolare, lunga';
const TSX_CLI = resolve(import.meta.dirname, '..', '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');

let harness: RuntimeHarness;
let sink: SmtpSink;
let runtime: RunningRuntime;
let clientNumber = 0;
/** Each test posts from an address of its own (behind one trusted proxy), so the rate limit counts it alone. */
let clientAddress = '';
let adminPasswordHash = '';
/** The receiver of the alerts (ALERT_WEBHOOK_URLS), and the Standard Webhooks secret they are signed with. */
let webhooks: WebhookSink;
const ALERT_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/YmRgT1eRkI=';
/** When the alert receiver went down (it stays down at least 30 s, while the tests between run). */
let alertOutageStartedAt: number | undefined;
/** The lead stored before the kill -9 of the SMTP outage's test, and when the kill came. */
let killedDuringAlertOutage: { leadId: string; at: number } | undefined;

function functionSettings(): Record<string, string> {
  return {
    SITE_ORIGINS: 'https://www.agenzia.example',
    TRUST_PROXY: '1',
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    RATE_LIMIT_WINDOW_SECONDS: '600',
    SPAM_BURST_MAX: '1000',
    ...sinkMailSettings(sink),
    DELIVERY_RETRY_INTERVAL_SECONDS: '1',
    DELIVERY_PROBE_SECONDS: '1',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD_HASH: adminPasswordHash,
    ALERT_WEBHOOK_URLS: `${webhooks.url}/avvisi`,
    ALERT_WEBHOOK_SECRET: ALERT_SECRET,
    ALERT_FORMAT: 'json',
    ALERT_RETRY_BASE_SECONDS: '1',
    ALERT_RETRY_MAX_SECONDS: '4',
  };
}

beforeAll(async () => {
  adminPasswordHash = await hashPassword(ADMIN_PASSWORD);
  harness = await createHarness(runtimeUnderTest());
  sink = await startSmtpSink();
  webhooks = await startWebhookSink();
  runtime = await harness.start(functionSettings());
});

afterAll(async () => {
  await runtime?.stop('SIGKILL');
  await sink?.stop();
  await webhooks?.close();
  await harness?.dispose();
});

beforeEach(() => {
  clientNumber += 1;
  clientAddress = `203.0.113.${clientNumber}`;
});

/** A post whose answer never comes fails within 30 s, with what the runtime printed, instead of the test's timeout. */
async function post(body: string, contentType = 'application/json', headers: Record<string, string> = {}): Promise<Response> {
  try {
    return await fetch(runtime.functionUrl, {
      method: 'POST',
      headers: { 'Content-Type': contentType, 'X-Forwarded-For': clientAddress, ...headers },
      body,
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new Error(`No answer to the post (${String(error)}). The runtime printed:\n${runtime.output().slice(-3000)}`);
  }
}

/**
 * `npm run stats -- --format json` over the runtime's database. Run asynchronously: a synchronous child blocked the test's
 * event loop for seconds, the runtime closed the idle keep-alive socket meanwhile, and the next post reused it ("other
 * side closed", seen under load on Node 22, 24 and 26).
 */
async function statsReport(databaseFile: string): Promise<AnalyticsReport> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [TSX_CLI, 'scripts/stats.ts', '--format', 'json', '--db', `file:${databaseFile}`],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(stdout) as AnalyticsReport;
}

const postJson = (payload: unknown) => post(JSON.stringify(payload));

/** The body of an alert, once the Standard Webhooks reference implementation has checked its signature. */
function verifiedAlert(delivery: WebhookDelivery): unknown {
  const headers = Object.fromEntries(
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(delivery.headers[name])]),
  );
  return new Webhook(ALERT_SECRET).verify(delivery.body, headers);
}

async function accepted(response: Response): Promise<string> {
  expect(response.status).toBe(202);
  const body: unknown = await response.json();
  expect(body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/) });
  return (body as { id: string }).id;
}

async function until<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  whileWaiting?: () => Promise<void>,
  withinMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}. The runtime printed:\n${runtime.output().slice(-3000)}`);
    await whileWaiting?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The lead's alert as the receiver took it, firing the Cron Trigger meanwhile where the runtime has one. */
async function alertTaken(leadId: string): Promise<WebhookDelivery> {
  return until(
    async () => webhooks.accepted(`msg_${leadId}`)[0],
    `the alert of ${leadId}`,
    () => harness.fireScheduledDelivery(runtime),
  );
}

async function storedLead(id: string): Promise<StoredLeadRow | undefined> {
  return (await harness.storedLeads()).find((lead) => lead.id === id);
}

const healthSchema = z.object({ ok: z.boolean(), mail: z.object({ pausedSince: z.string().nullable() }) });

async function healthReport(): Promise<z.infer<typeof healthSchema>> {
  return healthSchema.parse(await (await fetch(`${runtime.functionUrl}/health`)).json());
}

function mailsFor(email: string): SinkMail[] {
  return sink.messages.filter((mail) => mail.headerLines.some((line) => line.startsWith('Reply-To:') && line.includes(email)));
}

/** Waits for the lead's mail, firing the Cron Trigger meanwhile where the runtime has one. */
async function deliveredMail(email: string, withinMs?: number): Promise<SinkMail> {
  return until(
    async () => mailsFor(email)[0],
    `the mail of ${email}`,
    () => harness.fireScheduledDelivery(runtime),
    withinMs,
  );
}

describe(`the function on ${process.env.RUNTIME_UNDER_TEST}`, () => {
  it('stores a lead before it answers 202, then mails it over an SMTP login with the lead as Message-ID', async () => {
    const payload = { ...contactFormPayload, email: 'anna.contratto@example.com' };
    const id = await accepted(await postJson(payload));

    expect(await storedLead(id)).toMatchObject({ email: 'anna.contratto@example.com', status: 'new' });
    const mail = await deliveredMail(payload.email);
    expect(mail.subject).toBe('[Sito] Contatto dal Sito – Anna Neri');
    expect(mail.user).toBe(SINK_USER);
    expect(mail.envelopeTo).toEqual(['agenzia@example.com']);
    expect(mail.headers.get('message-id')).toEqual([`<${id}@example.com>`]);
    expect(mail.text).toContain('Messaggio:\n    Buongiorno,\n    vorrei un preventivo per il sito della mia palestra.');
    await until(async () => ((await storedLead(id))?.deliveryStatus === 'delivered' ? true : undefined), 'the lead marked delivered');
  });

  it('answers the visitor once, with the request’s number, Auto-Submitted, and neither the message nor a link', async () => {
    const email = 'visitatore.contratto@example.com';
    const id = await accepted(await postJson({ ...contactFormPayload, email, elapsedMs: 30_000 }));

    const answer = await until(
      async () => sink.messages.find((mail) => mail.envelopeTo.includes(email)),
      'the answer to the visitor',
      () => harness.fireScheduledDelivery(runtime),
    );
    const reference = (await storedLead(id))?.reference;
    expect(reference).toMatch(/^\d{4}-\d{4}$/);
    expect(answer.subject).toContain(reference);
    expect(answer.headers.get('auto-submitted')).toEqual(['auto-replied']);
    expect(answer.text).toContain(contactFormPayload.type);
    expect(answer.text).not.toContain(contactFormPayload.messaggio.split('\n')[1]);
    expect(answer.html).not.toMatch(/https?:\/\//);
    await until(async () => ((await storedLead(id))?.replyStatus === 'sent' ? true : undefined), 'the answer marked sent');
    expect(sink.messages.filter((mail) => mail.envelopeTo.includes(email))).toHaveLength(1);
  });

  it('asks a newsletter subscriber to confirm: a signed link whose page confirms by its button, once, and one-click unsubscription', async () => {
    const email = 'lettrice.contratto@example.com';
    const id = await accepted(await postJson({ ...newsletterPayload, email }));
    const mail = await until(
      async () => sink.messages.find((message) => message.envelopeTo.includes(email)),
      'the confirmation mail',
      () => harness.fireScheduledDelivery(runtime),
    );
    expect(mail.headers.get('list-unsubscribe-post')).toEqual(['List-Unsubscribe=One-Click']);
    const onRuntime = (link: string | undefined) => (link ?? '').replace('https://www.agenzia.example', runtime.origin);
    const confirm = onRuntime(/https:\/\/\S+\/newsletter\/conferma\?t=\S+/.exec(mail.text ?? '')?.[0]);
    const unsubscribe = onRuntime(/^<(https:\/\/.+)>$/.exec(mail.headers.get('list-unsubscribe')?.[0] ?? '')?.[1]);

    const opened = await fetch(confirm);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('<button type="submit">');
    const press = () =>
      fetch(confirm.split('?')[0] ?? '', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ t: new URL(confirm).searchParams.get('t') ?? '' }),
      });
    expect((await press()).status).toBe(200);
    expect((await press()).status).toBe(410);
    const oneClick = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await storedLead(id)).toMatchObject({ email });
  });

  it('alerts once per lead that is not spam, signed as Standard Webhooks, and never for spam', async () => {
    const bot = await accepted(await postJson({ ...uniqueNewsletterPayload('bot-avviso'), website: 'http://spam.example' }));
    const payload = { ...contactFormPayload, email: 'anna.avviso@example.com' };
    const id = await accepted(await postJson(payload));

    const alert = await alertTaken(id);
    expect(verifiedAlert(alert)).toEqual({
      type: 'lead.received',
      timestamp: expect.any(String),
      data: {
        id,
        firstName: 'Anna',
        requestType: 'Contatto dal Sito',
        page: 'http://localhost:4173/contatti',
        inboxUrl: `https://www.agenzia.example/admin/?lead=${id}`,
      },
    });
    expect(alert.path).toBe('/avvisi');
    expect(alert.body).not.toContain(payload.email);
    expect(alert.body).not.toContain('preventivo');
    expect(webhooks.attempts(`msg_${bot}`)).toEqual([]);
  });

  it('keeps alerts while their receiver is down: the outage starts here and lasts while the next tests run', async () => {
    webhooks.setFailing(true);
    alertOutageStartedAt = Date.now();
    const id = await accepted(await postJson(uniqueNewsletterPayload('avviso-guasto')));
    await until(
      async () => (webhooks.attempts(`msg_${id}`).length > 0 ? true : undefined),
      'a refused attempt',
      () => harness.fireScheduledDelivery(runtime),
    );
    expect((await storedLead(id))?.status).toBe('new');
  });

  it.each([
    { name: 'an empty object', body: '{}', contentType: 'application/json', status: 400, error: 'invalid_payload' },
    { name: 'broken JSON', body: '{"type": ', contentType: 'application/json', status: 400, error: 'malformed_json' },
    { name: 'another content type', body: 'type=x', contentType: 'text/plain', status: 415, error: 'unsupported_media_type' },
    {
      name: 'a body over 16 KB',
      body: JSON.stringify({ ...newsletterPayload, origine: 'x'.repeat(17_000) }),
      contentType: 'application/json',
      status: 413,
      error: 'payload_too_large',
    },
    {
      name: 'a header injection in a one-line field',
      body: JSON.stringify({ ...contactFormPayload, nome: 'Anna\r\nBcc: tutti@example.com' }),
      contentType: 'application/json',
      status: 400,
      error: 'invalid_payload',
    },
    {
      name: 'a field the form does not have',
      body: JSON.stringify({ ...newsletterPayload, admin: true }),
      contentType: 'application/json',
      status: 400,
      error: 'invalid_payload',
    },
  ])('refuses $name with $status and a JSON error, storing nothing', async ({ body, contentType, status, error }) => {
    const before = (await harness.storedLeads()).length;
    const response = await post(body, contentType);

    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ error });
    expect(await harness.storedLeads()).toHaveLength(before);
  });

  it('refuses another site, another method and every other address under /functions/', async () => {
    const foreign = await post(JSON.stringify(newsletterPayload), 'application/json', { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: 'origin_not_allowed' });

    const get = await fetch(runtime.functionUrl);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');

    for (const path of ['/functions/v1/send-contact-email/', '/Functions/v1/send-contact-email', '/functions/v1/altro']) {
      const response = await fetch(`${runtime.origin}${path}`, {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toMatchObject({ error: 'not_found' });
    }
  });

  it('answers a form sent without JavaScript with the Italian page, and stores it', async () => {
    const fields = {
      type: 'Iscrizione Newsletter',
      email: 'senza.script@example.com',
      origine: 'Blog Newsletter Box - https://www.agenzia.example/blog',
    };
    const response = await post(new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded');

    expect(response.status).toBe(202);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('lang="it"');
    expect((await harness.storedLeads()).some((lead) => lead.email === 'senza.script@example.com')).toBe(true);
  });

  it('keeps a bot apart: a filled honeypot is answered like a lead, stored as spam and never mailed', async () => {
    const bot = { ...uniqueNewsletterPayload('bot'), website: 'http://spam.example' };
    const botId = await accepted(await postJson(bot));
    const person = uniqueNewsletterPayload('persona');
    await accepted(await postJson(person));

    await deliveredMail(person.email);
    expect(await storedLead(botId)).toMatchObject({ status: 'spam', attempts: 0 });
    expect(mailsFor(bot.email)).toEqual([]);
  });

  it('stores the same submission sent twice once, and answers both alike', async () => {
    const payload = uniqueNewsletterPayload('doppio');
    const first = await accepted(await postJson(payload));
    const second = await accepted(await postJson({ ...payload, timestamp: '2025-01-15T10:31:00.000Z' }));

    expect(second).not.toBe(first);
    expect((await harness.storedLeads()).filter((lead) => lead.email === payload.email)).toHaveLength(1);
  });

  it(`limits a client address to ${RATE_LIMIT_MAX} posts in its window, counted in the database`, async () => {
    const statuses: number[] = [];
    for (let post = 0; post <= RATE_LIMIT_MAX; post += 1) statuses.push((await postJson(uniqueNewsletterPayload('limite'))).status);
    clientAddress = '203.0.113.250';
    const otherClient = await postJson(uniqueNewsletterPayload('altro'));

    expect(statuses).toEqual([...Array.from({ length: RATE_LIMIT_MAX }, () => 202), 429]);
    expect(otherClient.status).toBe(202);
  });

  it('counts scripted visits from two campaigns at /functions/v1/events exactly as npm run stats reports them, and stores no user agent', async () => {
    const events = runtime.functionUrl.replace(/send-contact-email$/, 'events');
    const browser = (person: string) =>
      `Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 Contratto${person}`;
    const beacon = async (person: string, event: Record<string, string>, headers: Record<string, string> = {}) => {
      const response = await fetch(events, {
        method: 'POST',
        headers: {
          'Content-Type': 'text/plain;charset=UTF-8',
          'User-Agent': browser(person),
          'X-Forwarded-For': clientAddress,
          ...headers,
        },
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(30_000),
      });
      expect(response.status).toBe(204);
    };
    const google = { referrer: 'www.google.com', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'autunno' };
    const newsletter = { referrer: '', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'novembre' };
    // Google: three people view, two open the dialog, one starts and sends. The newsletter: two view, one opens, starts, sends.
    for (const person of ['A', 'B', 'C']) await beacon(person, { kind: 'view', path: '/servizi', ...google });
    for (const person of ['A', 'B']) await beacon(person, { kind: 'dialog', path: '/servizi', target: 'consultation', ...google });
    await beacon('A', { kind: 'start', path: '/servizi', target: 'consultation', ...google });
    await beacon('A', { kind: 'send', path: '/servizi', target: 'consultation', ...google });
    for (const person of ['D', 'E']) await beacon(person, { kind: 'view', path: '/sport', ...newsletter });
    for (const kind of ['dialog', 'start', 'send']) await beacon('D', { kind, path: '/sport', target: 'newsletter', ...newsletter });
    // Not counted: Global Privacy Control, a declared crawler.
    await beacon('F', { kind: 'view', path: '/sport' }, { 'Sec-GPC': '1' });
    await beacon(
      'G',
      { kind: 'view', path: '/sport' },
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    );

    const report = await statsReport(harness.databaseFile());
    expect(report.funnel.map((step) => step.count)).toEqual([5, 3, 2, 2]);
    expect(
      report.pages.map(({ path, views, visitors, opened, started, sent }) => ({ path, views, visitors, opened, started, sent })),
    ).toEqual([
      { path: '/servizi', views: 3, visitors: 3, opened: 2, started: 1, sent: 1 },
      { path: '/sport', views: 2, visitors: 2, opened: 1, started: 1, sent: 1 },
    ]);
    expect(
      report.sources.map(({ referrerHost, utmCampaign, views, opened, sent }) => ({ referrerHost, utmCampaign, views, opened, sent })),
    ).toEqual([
      { referrerHost: 'www.google.com', utmCampaign: 'autunno', views: 3, opened: 2, sent: 1 },
      { referrerHost: '', utmCampaign: 'novembre', views: 2, opened: 1, sent: 1 },
    ]);
    expect(report.forms).toEqual([
      { form: 'consultation', views: 3, opened: 2, started: 1, sent: 1 },
      { form: 'newsletter', views: 2, opened: 1, started: 1, sent: 1 },
    ]);
    const bytes = readFileSync(harness.databaseFile()).toString('latin1');
    expect(bytes).not.toContain('Contratto');
  });

  it('stores a sampled view’s Web Vitals at /functions/v1/events, without a visitor, and npm run stats reports their p75', async () => {
    const events = runtime.functionUrl.replace(/send-contact-email$/, 'events');
    const vitals = async (record: Record<string, string | number>) =>
      fetch(events, {
        method: 'POST',
        headers: {
          'Content-Type': 'text/plain;charset=UTF-8',
          'User-Agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 ContrattoVitali',
          'X-Forwarded-For': clientAddress,
        },
        body: JSON.stringify({ kind: 'vitals', ...record }),
        signal: AbortSignal.timeout(30_000),
      });
    expect((await vitals({ path: '/vitali', device: 'mobile', lcp: 1800.4, inp: 120, cls: 0.05, ttfb: 400 })).status).toBe(204);
    expect((await vitals({ path: '/vitali', device: 'mobile', lcp: 2600, ttfb: 380 })).status).toBe(204);
    expect((await vitals({ path: '/vitali', device: 'desktop', lcp: 900, cls: 0 })).status).toBe(204);
    expect((await vitals({ path: '/vitali', device: 'mobile' })).status).toBe(400);

    const report = await statsReport(harness.databaseFile());
    expect(report.vitals.filter((row) => row.path === '/vitali')).toEqual([
      { path: '/vitali', device: 'all', samples: 3, lcp: 2600, inp: 120, cls: 0.05, ttfb: 400 },
      { path: '/vitali', device: 'mobile', samples: 2, lcp: 2600, inp: 120, cls: 0.05, ttfb: 400 },
      { path: '/vitali', device: 'desktop', samples: 1, lcp: 900, inp: null, cls: 0, ttfb: null },
    ]);
    expect(readFileSync(harness.databaseFile()).toString('latin1')).not.toContain('ContrattoVitali');
  });

  it('loses nothing while the SMTP server is down, nor when the runtime is killed: the lead is mailed once it is back', {
    timeout: CLAIM_DURATION_MS + 180_000,
  }, async () => {
    // The outage begins once no delivery of an earlier test is in flight. Under wrangler dev, an SMTP server stopped in the
    // middle of a Worker's session left the local server answering nothing more (3 runs in 8 with the CPU busy, none when
    // it waited): a fault of the session's end, not of the outage this test is about.
    await until(async () => ((await harness.storedLeads()).every((lead) => !lead.claimed) ? true : undefined), 'earlier deliveries to end');
    await sink.stop();
    const payload = uniqueNewsletterPayload('guasto');
    const id = await accepted(await postJson(payload));
    expect(await storedLead(id)).toMatchObject({ deliveryStatus: 'pending' });
    // The outage is noticed: the attempt after the answer failed, or delivery is paused (Node and Deno pause and probe).
    // Then no pass holds the lead: one killed while holding it would wait for its claim to expire (a delay, not a loss).
    await until(async () => {
      const lead = await storedLead(id);
      const paused = (await healthReport()).mail.pausedSince !== null;
      return lead !== undefined && !lead.claimed && (lead.attempts === 1 || paused) ? true : undefined;
    }, 'the outage noticed');

    // Killed with no chance to finish anything, then started again on the same database.
    await runtime.stop('SIGKILL');
    // The alert receiver is still down (the outage above): this lead's alert too was stored and not yet taken.
    killedDuringAlertOutage = { leadId: id, at: Date.now() };
    const atKill = await storedLead(id);
    expect(atKill).toMatchObject({ email: payload.email, deliveryStatus: 'pending' });
    runtime = await harness.start(functionSettings());
    await sink.restart();

    // A retry that claimed the lead between the check above and the kill holds it until its claim expires: a delay, not
    // a loss (seen once in a clean run with the machine busy: no mail within 60 s, and nothing else printed).
    const mail = await deliveredMail(payload.email, atKill?.claimed ? CLAIM_DURATION_MS + 60_000 : undefined);
    expect(mail.headers.get('message-id')).toEqual([`<${id}@example.com>`]);
    await until(async () => ((await storedLead(id))?.deliveryStatus === 'delivered' ? true : undefined), 'the lead marked delivered');
    expect(mailsFor(payload.email)).toHaveLength(1);
  });
});

describe(`the owner's app on ${process.env.RUNTIME_UNDER_TEST}, behind its login`, () => {
  /** The browser's address on a deployment, as the proxy in front of the runtime (TRUST_PROXY=1) forwards it. */
  const PUBLIC_ORIGIN = 'https://www.agenzia.example';
  let loginAttempts = 0;

  async function logIn(password: string): Promise<Response> {
    loginAttempts += 1;
    return fetch(`${runtime.origin}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: PUBLIC_ORIGIN,
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Host': 'www.agenzia.example',
        'X-Forwarded-For': clientAddress,
      },
      body: new URLSearchParams({ password }),
      signal: AbortSignal.timeout(30_000),
    });
  }

  const adminGet = (path: string, cookie?: string) =>
    fetch(`${runtime.origin}/admin/${path}`, {
      redirect: 'manual',
      headers: cookie === undefined ? {} : { Cookie: cookie },
      signal: AbortSignal.timeout(30_000),
    });

  it('logs in with the password and lists the lead just sent; without the session, and with a token in the address, it shows nothing', async () => {
    const payload = uniqueNewsletterPayload('titolare');
    const leadId = await accepted(await postJson(payload));
    expect((await adminGet('api/leads')).status).toBe(401);
    expect((await adminGet('?token=un-token-lungo-quanto-basta-0123456789')).headers.get('location')).toBe('/admin/login');
    const loginPage = await adminGet('login');
    expect(loginPage.status).toBe(200);
    expect(await loginPage.text()).toContain('<form method="post" action="/admin/login">');

    const login = await logIn(ADMIN_PASSWORD);
    expect([login.status, login.headers.get('location')]).toEqual([303, '/admin/']);
    const setCookie = login.headers.get('set-cookie') ?? '';
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/admin']) expect(setCookie).toContain(attribute);
    const cookie = setCookie.split(';', 1)[0] ?? '';

    const leads = await adminGet('api/leads', cookie);
    expect(leads.status).toBe(200);
    const page: LeadPage = await leads.json();
    expect(page.leads.find((lead) => lead.id === leadId)?.payload).toMatchObject({ email: payload.email });
    const app = await adminGet('', cookie);
    expect(app.status).toBe(200);
    const html = await app.text();
    expect(html).toContain('<title>Richieste dal sito</title>');
    expect(app.headers.get('content-security-policy')).toContain("script-src 'self'");
    const script = /src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await adminGet(script ?? '', cookie)).status).toBe(200);
  });

  it('logs in and reads the statistics of a period: the visits just counted and the lead just sent', async () => {
    const events = runtime.functionUrl.replace(/send-contact-email$/, 'events');
    const path = `/statistiche-contratto-${clientNumber}`;
    const visit = { path, referrer: 'www.bing.com', utmSource: 'bing', utmMedium: 'cpc', utmCampaign: 'statistiche' };
    for (const [person, kind] of [
      ['H', 'view'],
      ['I', 'view'],
      ['H', 'dialog'],
    ] as const) {
      const response = await fetch(events, {
        method: 'POST',
        headers: {
          'Content-Type': 'text/plain;charset=UTF-8',
          'User-Agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Statistiche${person}`,
          'X-Forwarded-For': clientAddress,
        },
        body: JSON.stringify({ kind, ...visit }),
        signal: AbortSignal.timeout(30_000),
      });
      expect(response.status).toBe(204);
    }
    const payload = uniqueNewsletterPayload('statistiche');
    await accepted(await postJson(payload));
    expect((await adminGet('api/stats?days=7')).status).toBe(401);

    const login = await logIn(ADMIN_PASSWORD);
    expect(login.status).toBe(303);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
    const stats = await adminGet('api/stats?days=7', cookie);
    expect(stats.status).toBe(200);
    const figures: Statistics = await stats.json();
    expect(figures.days).toBe(7);
    expect(figures.pages.find((page) => page.path === path)).toMatchObject({ views: 2, visitors: 2, opened: 1, sent: 0 });
    expect(figures.sources.find((source) => source.utmCampaign === 'statistiche')).toMatchObject({
      referrerHost: 'www.bing.com',
      views: 2,
    });
    expect((await adminGet('api/stats?days=45', cookie)).status).toBe(400);
    const daily: DailyStatistics = await (await adminGet('api/stats/daily?days=7', cookie)).json();
    expect(daily.daily).toHaveLength(7);
    expect(daily.daily.at(-1)?.views).toBeGreaterThanOrEqual(2);

    const summary = await adminGet('api/summary', cookie);
    expect(summary.status).toBe(200);
    const glance: LeadSummary = await summary.json();
    expect(glance.newToday).toBeGreaterThanOrEqual(1);
    expect(glance.week.byType.find((row) => row.type === payload.type)?.count).toBeGreaterThanOrEqual(1);
  });

  it('records the owner’s first answer in the runtime’s store from the reply link pressed, and counts it in the week’s figures', async () => {
    const leadId = await accepted(await postJson({ ...contactFormPayload, email: `prima.risposta.${clientNumber}@example.com` }));
    const login = await logIn(ADMIN_PASSWORD);
    expect(login.status).toBe(303);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
    const week = async () => ((await (await adminGet('api/first-answer', cookie)).json()) as FirstAnswerReport).periods[0];
    // What the owner's browser sends from the app's page behind the proxy.
    const adminSend = (path: string, method: 'POST' | 'PATCH', body?: unknown) =>
      fetch(`${runtime.origin}/admin/${path}`, {
        method,
        headers: {
          Cookie: cookie,
          Origin: PUBLIC_ORIGIN,
          'X-Forwarded-Proto': 'https',
          'X-Forwarded-Host': 'www.agenzia.example',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(30_000),
      });

    const before = await week();
    expect((await adminSend(`api/leads/${leadId}/reply`, 'POST')).status).toBe(204);
    expect((await adminSend(`api/leads/${leadId}`, 'PATCH', { status: 'in_progress' })).status).toBe(200);
    expect((await adminSend('api/leads/nessuna-richiesta/reply', 'POST')).status).toBe(404);
    const after = await week();
    expect([(after?.answered ?? 0) - (before?.answered ?? 0), (after?.waiting ?? 0) - (before?.waiting ?? 0)]).toEqual([1, -1]);
    expect(after?.overall?.median).toBeGreaterThanOrEqual(0);
  });

  it('refuses a wrong password', async () => {
    const wrong = await logIn('non è questa');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(await wrong.text()).toContain('Password non corretta.');
  });

  it('answers the 11th try within a minute with 429', async () => {
    // The account's attempts of the tests above count in the same minute: at most 10 in all are let through.
    const earlier = loginAttempts;
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) statuses.push((await logIn(`tentativo ${attempt}`)).status);
    const letThrough = statuses.filter((status) => status === 401).length;
    expect(statuses).toEqual([...Array.from({ length: letThrough }, () => 401), ...Array.from({ length: 11 - letThrough }, () => 429)]);
    expect(letThrough).toBeGreaterThanOrEqual(10 - earlier);
    const limited = await logIn(ADMIN_PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toMatch(/Troppi tentativi di accesso: riprova tra \d+ secondi\./);
  });
});

describe(`alerts on ${process.env.RUNTIME_UNDER_TEST}, after a receiver down for 30 s and a kill -9`, () => {
  it('arrive exactly once per lead that is not spam, with the lead as webhook-id, the killed one after the restart', {
    timeout: ALERT_CLAIM_DURATION_MS + 120_000,
  }, async () => {
    const outageStartedAt = alertOutageStartedAt ?? Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageStartedAt + 30_000 - Date.now())));
    webhooks.setFailing(false);
    const expected = (await harness.storedLeads()).filter((lead) => lead.status !== 'spam').map((lead) => `msg_${lead.id}`);

    // A pass the kill cut short holds its alerts until their claim expires: a delay, not a loss.
    await until(
      async () => (expected.every((webhookId) => webhooks.accepted(webhookId).length > 0) ? true : undefined),
      'every alert taken',
      () => harness.fireScheduledDelivery(runtime),
      ALERT_CLAIM_DURATION_MS + 60_000,
    );
    // A second copy would come from a pass that still held one: given a moment and a Cron Trigger, none comes.
    await harness.fireScheduledDelivery(runtime);
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const taken = webhooks.deliveries.filter((delivery) => delivery.accepted);
    expect(taken.map((delivery) => delivery.webhookId).sort()).toEqual([...expected].sort());
    for (const delivery of taken) expect(verifiedAlert(delivery)).toMatchObject({ type: 'lead.received' });
    const refusedDuringOutage = webhooks.deliveries.filter((delivery) => !delivery.accepted);
    expect(refusedDuringOutage.length).toBeGreaterThan(0);
    expect(refusedDuringOutage.every((delivery) => delivery.webhookId !== undefined && expected.includes(delivery.webhookId))).toBe(true);
    const killed = killedDuringAlertOutage;
    expect(killed).toBeDefined();
    expect(webhooks.accepted(`msg_${killed?.leadId}`)[0]?.receivedAt).toBeGreaterThan(killed?.at ?? Number.POSITIVE_INFINITY);
  });
});
