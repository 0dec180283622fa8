// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverDueLeads, retryDelayMs } from '../../functions/send-contact-email/delivery.ts';
import { readFunctionConfig } from '../../functions/send-contact-email/config.ts';
import type { FunctionConfig, SmtpConfig } from '../../functions/send-contact-email/config.ts';
import { silentLogger } from '../../functions/send-contact-email/log.ts';
import { createSmtpMailer } from '../../functions/send-contact-email/mailer-thread-client.ts';
import { openNodeLeadStore } from '../../functions/send-contact-email/node.ts';
import { acceptedAnswer, manualClock, postJson, smtpEnv, startTestHost, waitFor } from './support/host.ts';
import type { TestHost } from './support/host.ts';
import { uniqueNewsletterPayload } from './support/payloads.ts';
import { quietPort } from './support/quiet-port.ts';
import { startSmtpServer } from './support/smtp.ts';
import type { TestSmtpServer } from './support/smtp.ts';

// Every test runs real servers, a SQLite worker thread and SMTP sessions: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function hostWith(options: Parameters<typeof startTestHost>[0]): Promise<TestHost> {
  const host = await startTestHost(options);
  cleanups.push(() => host.close());
  return host;
}

async function smtpServerOn(port: number): Promise<TestSmtpServer> {
  const server = await startSmtpServer(port);
  cleanups.push(() => server.close());
  return server;
}

function requireSmtp(config: FunctionConfig): SmtpConfig {
  if (config.smtp === undefined) throw new Error('The test environment should configure SMTP');
  return config.smtp;
}

async function submit(host: TestHost, label: string): Promise<string> {
  const response = await postJson(host.functionUrl, uniqueNewsletterPayload(label));
  expect(response.status).toBe(202);
  return (await acceptedAnswer(response)).id;
}

async function failedAttempts(host: TestHost, id: string, attempts: number) {
  return waitFor(async () => {
    const lead = await host.service.store.getLead(id);
    return lead !== undefined && lead.attempts === attempts ? lead : undefined;
  }, `lead ${id} to reach ${attempts} attempts`);
}

describe('retry delay', () => {
  it('doubles from 30 s and stops at one hour', () => {
    const backoff = { baseMs: 30_000, maxMs: 3_600_000 };

    expect([0, 1, 2, 3, 6, 7, 50].map((attempts) => retryDelayMs(attempts, backoff))).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('when the SMTP server is down', () => {
  it('keeps the lead pending, then delivers it exactly once when the server is back', async () => {
    const clock = manualClock();
    const smtpPort = await quietPort();
    const host = await hostWith({ env: smtpEnv(smtpPort), now: clock.now });

    const id = await submit(host, 'giu');
    const afterFailure = await failedAttempts(host, id, 1);
    expect(afterFailure).toMatchObject({
      deliveryStatus: 'pending',
      attempts: 1,
      nextAttemptAt: new Date(clock.now().getTime() + 30_000).toISOString(),
      deliveredAt: null,
    });
    expect(afterFailure.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);

    const smtp = await smtpServerOn(smtpPort);
    expect(await host.service.deliverPendingNow()).toEqual({ delivered: 0, failed: 0 });
    clock.advance(30_000);
    expect(await host.service.deliverPendingNow()).toEqual({ delivered: 1, failed: 0 });

    expect(await host.service.store.getLead(id)).toMatchObject({
      deliveryStatus: 'delivered',
      attempts: 2,
      lastError: null,
      deliveredAt: clock.now().toISOString(),
    });
    expect(await host.service.deliverPendingNow({ ignoreSchedule: true })).toEqual({ delivered: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.subject).toMatch(/^\[Sito\] Iscrizione Newsletter – giu\./);
  });

  it('backs off further after each failed retry', async () => {
    const clock = manualClock();
    const host = await hostWith({ env: smtpEnv(await quietPort()), now: clock.now });

    const id = await submit(host, 'retry');
    await failedAttempts(host, id, 1);
    clock.advance(30_000);
    expect(await host.service.deliverPendingNow()).toEqual({ delivered: 0, failed: 1 });

    expect(await host.service.store.getLead(id)).toMatchObject({
      deliveryStatus: 'pending',
      attempts: 2,
      nextAttemptAt: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
  });

  it('loses nothing and mails each lead once when two delivery passes run at the same time', async () => {
    const smtpPort = await quietPort();
    // No probe during the test: only the two passes below may deliver.
    const host = await hostWith({ env: { ...smtpEnv(smtpPort), DELIVERY_PROBE_SECONDS: '3600' } });
    const ids = [];
    for (const label of ['a', 'b', 'c', 'd', 'e', 'f']) ids.push(await submit(host, label));
    await failedAttempts(host, ids[0] ?? '', 1);
    const smtp = await smtpServerOn(smtpPort);

    // The second pass works like another process: its own connection to the same file and its own mailer.
    const config = readFunctionConfig({ ...smtpEnv(smtpPort), LEADS_DB_URL: host.databaseUrl });
    const otherStore = await openNodeLeadStore(config.database);
    const otherMailer = createSmtpMailer(requireSmtp(config));
    cleanups.push(async () => {
      otherMailer.close();
      await otherStore.close();
    });
    const backoff = { baseMs: 30_000, maxMs: 3_600_000 };
    const [first, second] = await Promise.all([
      host.service.deliverPendingNow({ ignoreSchedule: true }),
      deliverDueLeads({ store: otherStore, mailer: otherMailer, logger: silentLogger, backoff }, { ignoreSchedule: true }),
    ]);

    expect((first?.delivered ?? 0) + (second?.delivered ?? 0)).toBe(6);
    expect(first?.failed).toBe(0);
    expect(second?.failed).toBe(0);
    expect(smtp.messages).toHaveLength(6);
    expect(new Set(smtp.messages.map((mail) => mail.subject)).size).toBe(6);
    expect(await host.service.store.countLeads()).toMatchObject({ total: 6, delivered: 6, pending: 0 });
  });

  it('retries on its own when the delivery loop runs', async () => {
    const smtpPort = await quietPort();
    const host = await hostWith({
      env: { ...smtpEnv(smtpPort), DELIVERY_RETRY_INTERVAL_SECONDS: '1', DELIVERY_BACKOFF_BASE_SECONDS: '1' },
    });
    const id = await submit(host, 'loop');
    await failedAttempts(host, id, 1);
    const smtp = await smtpServerOn(smtpPort);

    host.service.startDeliveryLoop();

    await smtp.waitForMessages(1);
    await waitFor(async () => {
      const lead = await host.service.store.getLead(id);
      return lead?.deliveryStatus === 'delivered' ? lead : undefined;
    }, 'the loop to mark the lead delivered');
    expect(smtp.messages).toHaveLength(1);
  });
});

describe('without SMTP configured', () => {
  it('stores leads as not_configured and delivers them once SMTP is configured', async () => {
    const host = await hostWith({ env: {} });
    const ids = [await submit(host, 'uno'), await submit(host, 'due')];

    expect(await host.service.store.countLeads()).toMatchObject({ total: 2, notConfigured: 2 });
    expect(await host.service.deliverPendingNow()).toEqual({ delivered: 0, failed: 0 });

    const smtp = await smtpServerOn(0);
    const config = readFunctionConfig({ ...smtpEnv(smtp.port), LEADS_DB_URL: host.databaseUrl });
    const store = await openNodeLeadStore(config.database);
    const mailer = createSmtpMailer(requireSmtp(config));
    cleanups.push(async () => {
      mailer.close();
      await store.close();
    });
    const summary = await deliverDueLeads({
      store,
      mailer,
      logger: silentLogger,
      backoff: { baseMs: 30_000, maxMs: 3_600_000 },
    });

    expect(summary).toEqual({ delivered: 2, failed: 0 });
    expect(smtp.messages).toHaveLength(2);
    for (const id of ids) expect((await store.getLead(id))?.deliveryStatus).toBe('delivered');
  });
});
