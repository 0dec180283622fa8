// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALERT_FLOOD_LEADS_PER_SECOND,
  ALERT_GIVE_UP_AFTER_MS,
  createAlertScheduler,
  sendDueAlerts,
} from '../../functions/send-contact-email/alert-delivery.ts';
import { alertContent, formatAlert, webCryptoSigner, webhookHeaders } from '../../functions/send-contact-email/alerts.ts';
import { ConfigError, readFunctionConfig } from '../../functions/send-contact-email/config.ts';
import type { FunctionEnv } from '../../functions/send-contact-email/config.ts';
import { createJsonLogger, silentLogger } from '../../functions/send-contact-email/log.ts';
import { openNodeLeadStore } from '../../functions/send-contact-email/node.ts';
import { createNodeAlertTransport } from '../../functions/send-contact-email/node-alert-transport.ts';
import type { NewLead } from '../../functions/send-contact-email/store.ts';
import { acceptedAnswer, postJson, startTestHost, waitFor } from './support/host.ts';
import type { TestHost } from './support/host.ts';
import { contactFormPayload, newsletterPayload, uniqueNewsletterPayload } from './support/payloads.ts';
import { startWebhookSink } from './support/webhook-sink.ts';
import type { WebhookDelivery, WebhookSink } from './support/webhook-sink.ts';

vi.setConfig({ testTimeout: 30_000 });

/** 32 bytes, as `openssl rand -base64 32` prints them. */
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/YmRgT1eRkI=';
const LEAD = {
  id: '01936f5e-0000-7000-8000-000000000001',
  receivedAt: '2025-01-15T13:00:01.000Z',
  payload: { ...contactFormPayload, nome: 'Anna Maria Neri' },
};
const INBOX = 'https://www.agenzia.example/admin/';

function verified(delivery: WebhookDelivery): unknown {
  const headers = Object.fromEntries(
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(delivery.headers[name])]),
  );
  return new Webhook(SECRET).verify(delivery.body, headers);
}

describe('an alert', () => {
  it.each(['json', 'telegram', 'slack', 'ntfy'] as const)(
    'in the %s format names the first name, type, page and inbox link, nothing private',
    (format) => {
      const request = formatAlert(alertContent(LEAD, INBOX), 'https://receiver.example/hook?chat_id=-100123', format);
      const everything = `${request.body} ${Object.values(request.headers).join(' ')}`;

      expect(everything).toContain('Anna');
      expect(everything).not.toContain('Maria');
      expect(everything).toContain('http://localhost:4173/contatti');
      expect(everything).toContain(`https://www.agenzia.example/admin/?lead=${LEAD.id}`);
      expect(everything).not.toContain(contactFormPayload.email);
      expect(everything).not.toContain('preventivo');
      expect(everything).not.toContain(contactFormPayload.telefono);
    },
  );

  it('speaks Italian where a person reads it, in the shape each service expects', () => {
    const content = alertContent(LEAD, INBOX);
    const telegram = formatAlert(content, 'https://api.telegram.org/bot123:abc/sendMessage?chat_id=-100123', 'telegram');
    expect(telegram.url).toBe('https://api.telegram.org/bot123:abc/sendMessage');
    expect(JSON.parse(telegram.body)).toMatchObject({
      chat_id: '-100123',
      text: `Nuova richiesta dal sito: Contatto dal Sito\nNome: Anna\nPagina: http://localhost:4173/contatti\nApri nella casella: ${content.inboxUrl}`,
    });
    expect(JSON.parse(formatAlert(content, 'https://hooks.slack.com/services/T/B/x', 'slack').body)).toEqual({
      text: `*Nuova richiesta dal sito: Contatto dal Sito*\nNome: Anna\nPagina: http://localhost:4173/contatti\n<${content.inboxUrl}|Apri nella casella>`,
    });
    const ntfy = formatAlert(alertContent({ ...LEAD, payload: newsletterPayload }, INBOX), 'https://ntfy.sh/agenzia', 'ntfy');
    expect(ntfy.headers).toMatchObject({ Title: 'Nuova richiesta dal sito: Iscrizione Newsletter', Click: `${INBOX}?lead=${LEAD.id}` });
    expect(ntfy.body).toBe('Nome: (non richiesto)\nPagina: http://localhost:4173/');
    expect(JSON.parse(formatAlert(content, 'https://crm.example/hook', 'json').body)).toEqual({
      type: 'lead.received',
      timestamp: LEAD.receivedAt,
      data: {
        id: LEAD.id,
        firstName: 'Anna',
        requestType: 'Contatto dal Sito',
        page: 'http://localhost:4173/contatti',
        inboxUrl: content.inboxUrl,
      },
    });
  });

  it('is signed so the Standard Webhooks reference implementation verifies it, with the lead as webhook-id', async () => {
    const secret = readFunctionConfig({ ALERT_WEBHOOK_URLS: 'https://crm.example/hook', ALERT_WEBHOOK_SECRET: SECRET }).alerts?.secret;
    const body = formatAlert(alertContent(LEAD, INBOX), 'https://crm.example/hook', 'json').body;
    const headers = await webhookHeaders(LEAD.id, body, secret, new Date());

    expect(headers['webhook-id']).toBe(`msg_${LEAD.id}`);
    expect(new Webhook(SECRET).verify(body, headers)).toMatchObject({ type: 'lead.received' });
    expect(() => new Webhook(SECRET).verify(body.replace('Anna', 'Anne'), headers)).toThrow();
  });
});

describe('alert settings', () => {
  it('reads the receivers, the secret, the format and the inbox from the first site origin', () => {
    const alerts = readFunctionConfig({
      SITE_ORIGINS: 'https://www.agenzia.example,https://agenzia.example',
      ALERT_WEBHOOK_URLS: ' https://ntfy.sh/agenzia , https://hooks.slack.com/services/T/B/x ',
      ALERT_FORMAT: 'NTFY',
    }).alerts;
    expect(alerts).toEqual({
      urls: ['https://ntfy.sh/agenzia', 'https://hooks.slack.com/services/T/B/x'],
      secret: undefined,
      format: 'ntfy',
      inboxUrl: 'https://www.agenzia.example/admin/',
      backoffBaseMs: 5_000,
      backoffMaxMs: 600_000,
    });
    expect(readFunctionConfig({}).alerts).toBeUndefined();
  });

  it.each<[FunctionEnv, string]>([
    [
      { ALERT_WEBHOOK_URLS: 'ntfy.sh/agenzia', ALERT_FORMAT: 'ntfy' },
      'ALERT_WEBHOOK_URLS contains "ntfy.sh/agenzia", which is not an http:// or https:// address.',
    ],
    [
      { ALERT_WEBHOOK_URLS: 'https://ntfy.sh/a', ALERT_FORMAT: 'whatsapp' },
      'ALERT_FORMAT must be one of json, telegram, slack, ntfy; got "whatsapp".',
    ],
    [
      { ALERT_WEBHOOK_URLS: 'https://crm.example/hook' },
      'ALERT_WEBHOOK_URLS is set with ALERT_FORMAT=json, so ALERT_WEBHOOK_SECRET (whsec_…) must be set too.',
    ],
    ...['segreto', 'whsec_c2hvcnQ=', 'whsec_non base64!'].map((secret): [FunctionEnv, string] => [
      { ALERT_WEBHOOK_URLS: 'https://crm.example/hook', ALERT_WEBHOOK_SECRET: secret },
      'ALERT_WEBHOOK_SECRET must be whsec_ followed by the base64 of 24 to 64 random bytes (e.g. whsec_ and `openssl rand -base64 32`).',
    ]),
  ])('refuses %j with a readable message', (env, message) => {
    expect(() => readFunctionConfig(env)).toThrow(new ConfigError(message));
  });
});

describe('the Node server’s alert requests', () => {
  it('are signed as WebCrypto signs them', async () => {
    const secret = readFunctionConfig({ ALERT_WEBHOOK_URLS: 'https://crm.example/hook', ALERT_WEBHOOK_SECRET: SECRET }).alerts?.secret;
    if (secret === undefined) throw new Error('The secret was not read.');
    expect(await createNodeAlertTransport().sign(secret, 'msg_1.1700000000.{}')).toBe(await webCryptoSigner(secret, 'msg_1.1700000000.{}'));
  });

  it('give the status, and fail on a refused connection and on a receiver that stays silent', async () => {
    const { post, close } = createNodeAlertTransport();
    const sink = await startWebhookSink();
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentAddress = silent.address();
    try {
      const request = { headers: { 'Content-Type': 'application/json' }, body: '{}', timeoutMs: 300 };
      expect(await post({ ...request, url: `${sink.url}/ok` })).toBe(204);
      sink.setFailing(true);
      expect(await post({ ...request, url: `${sink.url}/ok` })).toBe(503);
      await sink.close();
      await expect(post({ ...request, url: `${sink.url}/ok` })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      const port = typeof silentAddress === 'object' && silentAddress !== null ? silentAddress.port : 0;
      await expect(post({ ...request, url: `http://127.0.0.1:${port}/` })).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    } finally {
      close();
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe('the alerts’ outbox', () => {
  it('holds an alert from the lead’s own commit until it is sent, and lets it go with the lead when the lead is erased', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'alert-outbox-'));
    const store = await openNodeLeadStore({ url: `file:${join(directory, 'leads.db')}` });
    try {
      const now = new Date();
      const lead = (email: string, alertDue: boolean): NewLead => ({
        id: crypto.randomUUID(),
        receivedAt: now,
        payload: { ...newsletterPayload, email },
        payloadHash: email,
        deliveryStatus: 'not_configured',
        alertDue,
      });
      const [kept, erased, withoutAlert] = [
        lead('tenuto@example.com', true),
        lead('cancellato@example.com', true),
        lead('no@example.com', false),
      ];
      for (const each of [kept, erased, withoutAlert]) await store.insertLead(each, now);
      await store.eraseLeadsByEmail('cancellato@example.com');

      const claim = () => store.claimDueAlerts({ now: new Date(), claimDurationMs: 60_000, limit: 10 });
      const claimed = await claim();
      expect(claimed.map((alert) => alert.lead.id)).toEqual([kept.id]);
      expect(await claim()).toEqual([]);
      const [first] = claimed;
      expect(await store.markAlertSent(kept.id, first?.claimToken ?? '')).toBe(true);
      expect(await store.markAlertSent(kept.id, first?.claimToken ?? '')).toBe(false);
    } finally {
      await store.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('an alert no receiver takes', () => {
  it('is tried again and again for a day after its lead, then given up and logged', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'alert-give-up-'));
    const store = await openNodeLeadStore({ url: `file:${join(directory, 'leads.db')}` });
    const sink = await startWebhookSink();
    sink.setFailing(true);
    const logLines: Array<Record<string, unknown>> = [];
    const logger = createJsonLogger({ level: 'info', write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) });
    const config = readFunctionConfig({ ALERT_WEBHOOK_URLS: `${sink.url}/revocato`, ALERT_WEBHOOK_SECRET: SECRET }).alerts;
    if (config === undefined) throw new Error('The alerts were not configured.');
    try {
      const receivedAt = new Date('2026-03-02T10:00:00.000Z');
      const id = crypto.randomUUID();
      await store.insertLead(
        { id, receivedAt, payload: newsletterPayload, payloadHash: id, deliveryStatus: 'not_configured', alertDue: true },
        receivedAt,
      );
      const passAt = (msAfterLead: number) =>
        sendDueAlerts({ store, config, logger, now: () => new Date(receivedAt.getTime() + msAfterLead) });

      expect(await passAt(60_000)).toEqual({ sent: 0, failed: 1 });
      expect(await passAt(ALERT_GIVE_UP_AFTER_MS - 60_000)).toEqual({ sent: 0, failed: 1 });
      expect(logLines.filter((line) => line.event === 'alert_given_up')).toEqual([]);

      expect(await passAt(ALERT_GIVE_UP_AFTER_MS + 60_000)).toEqual({ sent: 0, failed: 1 });
      expect(logLines.filter((line) => line.event === 'alert_given_up')).toEqual([
        expect.objectContaining({ level: 'error', leadId: id, attempts: 3, receiversLeft: 1 }),
      ]);
      expect(await passAt(2 * ALERT_GIVE_UP_AFTER_MS)).toEqual({ sent: 0, failed: 0 });
      expect(sink.deliveries.map((delivery) => delivery.headers['webhook-id'])).toEqual([`msg_${id}`, `msg_${id}`, `msg_${id}`]);
    } finally {
      await store.close();
      await sink.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('alerts during a flood of leads', () => {
  it(`wait while more than ${ALERT_FLOOD_LEADS_PER_SECOND} leads a second come, and go once it is over`, async () => {
    const directory = await mkdtemp(join(tmpdir(), 'alert-flood-'));
    const store = await openNodeLeadStore({ url: `file:${join(directory, 'leads.db')}` });
    const sink = await startWebhookSink();
    let clock = 0;
    const config = readFunctionConfig({ ALERT_WEBHOOK_URLS: `${sink.url}/piena`, ALERT_WEBHOOK_SECRET: SECRET }).alerts;
    if (config === undefined) throw new Error('The alerts were not configured.');
    const scheduler = createAlertScheduler({ store, config, logger: silentLogger }, { clock: () => clock });
    try {
      const now = new Date();
      const id = crypto.randomUUID();
      await store.insertLead(
        { id, receivedAt: now, payload: newsletterPayload, payloadHash: id, deliveryStatus: 'not_configured', alertDue: true },
        now,
      );
      for (let lead = 0; lead <= ALERT_FLOOD_LEADS_PER_SECOND; lead += 1) scheduler.alertSoon();
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(sink.deliveries).toEqual([]);

      clock += 2_000;
      await waitFor(async () => sink.accepted(`msg_${id}`)[0], 'the alert after the flood');
    } finally {
      await scheduler.stop();
      await store.close();
      await sink.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('alerts from the Node server', () => {
  let host: TestHost | undefined;
  let sink: WebhookSink | undefined;
  afterEach(async () => {
    await host?.close();
    await sink?.close();
  });

  async function start(): Promise<{ host: TestHost; sink: WebhookSink }> {
    sink = await startWebhookSink();
    host = await startTestHost({
      env: {
        SITE_ORIGINS: 'https://www.agenzia.example',
        ALERT_WEBHOOK_URLS: `${sink.url}/lead`,
        ALERT_WEBHOOK_SECRET: SECRET,
        ALERT_RETRY_BASE_SECONDS: '1',
        ALERT_RETRY_MAX_SECONDS: '1',
      },
    });
    host.service.startDeliveryLoop();
    return { host, sink };
  }

  it('posts one signed alert per lead that is not spam, and none for spam', async () => {
    const { host, sink } = await start();
    const bot = await acceptedAnswer(
      await postJson(host.functionUrl, { ...uniqueNewsletterPayload('bot'), website: 'http://spam.example' }),
    );
    const person = { ...contactFormPayload, email: 'anna.avviso@example.com' };
    const lead = await acceptedAnswer(await postJson(host.functionUrl, person));

    const alert = await waitFor(async () => sink.accepted(`msg_${lead.id}`)[0], 'the alert');
    expect(verified(alert)).toMatchObject({ type: 'lead.received', data: { id: lead.id, firstName: 'Anna' } });
    expect(alert.body).not.toContain(person.email);
    expect(sink.attempts(`msg_${bot.id}`)).toEqual([]);
    expect(sink.deliveries).toHaveLength(1);
  });

  it('retries a receiver that is down with the same webhook-id, and delivers once when it is back', async () => {
    const { host, sink } = await start();
    sink.setFailing(true);
    const lead = await acceptedAnswer(await postJson(host.functionUrl, uniqueNewsletterPayload('guasto')));
    const webhookId = `msg_${lead.id}`;
    await waitFor(async () => (sink.attempts(webhookId).length >= 2 ? true : undefined), 'two refused attempts');
    sink.setFailing(false);

    await waitFor(async () => (sink.accepted(webhookId).length > 0 ? true : undefined), 'the alert taken');
    // A retry period and a half (1 s here): nothing further arrives.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sink.accepted(webhookId)).toHaveLength(1);
    for (const attempt of sink.attempts(webhookId)) expect(verified(attempt)).toMatchObject({ data: { id: lead.id } });
    expect(new Set(sink.deliveries.map((delivery) => delivery.webhookId))).toEqual(new Set([webhookId]));
  });
});
