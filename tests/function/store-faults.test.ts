// @vitest-environment node
import { renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDatabasePath, openNodeLeadStore } from '../../functions/send-contact-email/node.ts';
import { createJsonLogger } from '../../functions/send-contact-email/log.ts';
import { createResilientLeadStore, StoreUnavailableError } from '../../functions/send-contact-email/resilient-store.ts';
import type { LeadStore } from '../../functions/send-contact-email/store.ts';
import { acceptedAnswer, postJson, smtpEnv, startTestHost, waitFor } from './support/host.ts';
import type { TestHost } from './support/host.ts';
import { uniqueNewsletterPayload } from './support/payloads.ts';
import { startServerProcess, writeTinySite } from './support/process.ts';
import { startSmtpServer } from './support/smtp.ts';

// Every test runs real servers, a SQLite worker thread and SMTP sessions: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 });

const STORAGE_UNAVAILABLE = {
  error: 'storage_unavailable',
  message: 'Al momento non riusciamo a salvare la richiesta. Riprova tra qualche minuto, oppure chiamaci o scrivici.',
};

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function capturedLog() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createJsonLogger({ level: 'info', write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, events: (event: string) => lines.filter((line) => line.event === event) };
}

/** The ids of the leads really in the database file at `databaseUrl`, read by a fresh connection. */
async function idsOnDisk(databaseUrl: string): Promise<Set<string>> {
  const store = await openNodeLeadStore({ url: databaseUrl });
  try {
    return new Set((await store.listLeads({})).map((lead) => lead.id));
  } finally {
    await store.close();
  }
}

interface Outcome {
  status: number;
  id?: string;
}

async function submit(host: TestHost, label: string): Promise<Outcome> {
  const response = await postJson(host.functionUrl, uniqueNewsletterPayload(label));
  if (response.status === 202) return { status: 202, id: (await acceptedAnswer(response)).id };
  const body: unknown = await response.json();
  expect(body).toEqual(STORAGE_UNAVAILABLE);
  expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  return { status: response.status };
}

async function hostWith(env: Record<string, string> = {}) {
  const log = capturedLog();
  const host = await startTestHost({ env: { LEADS_DB_REOPEN_SECONDS: '1', ...env }, logger: log.logger });
  cleanups.push(() => host.close());
  return { host, log };
}

describe('a store that cannot open', () => {
  it('answers 503 in Italian with Retry-After, logs it once, and recovers by itself once the path works', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'store-faults-'));
    cleanups.push(() => rm(directory, { recursive: true, force: true }));
    const blocker = join(directory, 'dati');
    writeFileSync(blocker, 'un file dove dovrebbe esserci una cartella');
    const databaseUrl = `file:${join(blocker, 'leads.db')}`;
    const { host, log } = await hostWith({ LEADS_DB_URL: databaseUrl });

    const refused = await Promise.all([1, 2, 3].map((n) => submit(host, `bloccato-${n}`)));
    const health = await fetch(`${host.functionUrl}/health`);
    const page = await fetch(`${host.origin}/contatti`);

    expect(refused.map((outcome) => outcome.status)).toEqual([503, 503, 503]);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ ok: false, store: { available: false, reason: 'EEXIST' } });
    expect([page.status, await page.text()]).toEqual([404, 'static site']);
    expect(log.events('store_unavailable')).toEqual([expect.objectContaining({ level: 'error', reason: 'EEXIST' })]);

    rmSync(blocker);
    await waitFor(async () => (host.service.store.health().available ? true : undefined), 'the store to reopen by itself');
    const accepted = await submit(host, 'ripreso');

    expect(accepted.status).toBe(202);
    expect(log.events('store_recovered')).toEqual([expect.objectContaining({ after: 'EEXIST' })]);
    expect((await fetch(`${host.functionUrl}/health`)).status).toBe(200);
    await host.service.close();
    expect(await idsOnDisk(databaseUrl)).toEqual(new Set([accepted.id]));
  });
});

describe('a store whose file goes away while running', () => {
  it('notices a deleted data directory before the next lead, and stores it in a new file at the configured path', async () => {
    const { host, log } = await hostWith();
    const before = await submit(host, 'prima');
    expect(before.status).toBe(202);

    rmSync(dirname(localDatabasePath(host.databaseUrl) ?? ''), { recursive: true, force: true });
    const outcomes: Outcome[] = [];
    for (let round = 0; round < 5; round += 1) {
      outcomes.push(...(await Promise.all([1, 2, 3].map((n) => submit(host, `dopo-${round}-${n}`)))));
    }
    await host.service.close();

    const acknowledged = outcomes.flatMap((outcome) => (outcome.id === undefined ? [] : [outcome.id]));
    const onDisk = await idsOnDisk(host.databaseUrl);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.filter((id) => !onDisk.has(id))).toEqual([]);
    expect(log.events('store_unavailable')).toEqual([expect.objectContaining({ reason: 'DATABASE_FILE_REPLACED' })]);
  });

  it('notices a file replaced under it and answers from the new file', async () => {
    const { host } = await hostWith();
    expect((await submit(host, 'vecchio')).status).toBe(202);
    const path = localDatabasePath(host.databaseUrl) ?? '';
    const replacementUrl = `file:${path}.nuovo`;
    await (await openNodeLeadStore({ url: replacementUrl })).close();
    renameSync(`${path}.nuovo`, path);

    const first = await submit(host, 'sostituito-1');
    const second = await submit(host, 'sostituito-2');
    await host.service.close();

    expect([first.status, second.status]).toEqual([202, 202]);
    expect(await idsOnDisk(host.databaseUrl)).toEqual(new Set([first.id, second.id]));
  });

  it('refuses a lead whose file was deleted while it was being committed', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'store-faults-commit-'));
    cleanups.push(() => rm(directory, { recursive: true, force: true }));
    const dataDirectory = join(directory, 'dati');
    const databaseUrl = `file:${join(dataDirectory, 'leads.db')}`;
    const log = capturedLog();
    let deleteDuringNextInsert = false;
    const store = createResilientLeadStore({
      open: async () => {
        const real = await openNodeLeadStore({ url: databaseUrl });
        return {
          ...bindAll(real),
          async insertLead(lead, windowStart) {
            const result = await real.insertLead(lead, windowStart);
            if (deleteDuringNextInsert) rmSync(dataDirectory, { recursive: true, force: true });
            deleteDuringNextInsert = false;
            return result;
          },
        };
      },
      fileIdentity: () => fileIdentityOf(join(dataDirectory, 'leads.db')),
      logger: log.logger,
      reopenIntervalMs: 1000,
    });
    cleanups.push(() => store.close());
    const lead = async (email: string) => {
      const payload = { ...uniqueNewsletterPayload(email) };
      return store.insertLead(
        { id: crypto.randomUUID(), receivedAt: new Date(), payload, payloadHash: crypto.randomUUID(), deliveryStatus: 'pending' },
        new Date(0),
      );
    };

    const kept = await lead('prima');
    deleteDuringNextInsert = true;
    await expect(lead('durante')).rejects.toThrow(StoreUnavailableError);
    const after = await lead('dopo');
    await store.close();

    expect(await idsOnDisk(databaseUrl)).toEqual(new Set([after.id]));
    expect(kept.isDuplicate).toBe(false);
    expect(log.events('store_unavailable')).toEqual([expect.objectContaining({ reason: 'DATABASE_FILE_REPLACED' })]);
  });
});

/** The store's methods, bound, so a test can replace one of them. */
function bindAll(store: LeadStore): LeadStore {
  return {
    insertLead: (lead, windowStart) => store.insertLead(lead, windowStart),
    claimDueLeads: (options) => store.claimDueLeads(options),
    markDelivered: (id, token, at) => store.markDelivered(id, token, at),
    markFailed: (id, token, failure) => store.markFailed(id, token, failure),
    releaseClaims: (ids, token) => store.releaseClaims(ids, token),
    claimDueVisitorReplies: (options) => store.claimDueVisitorReplies(options),
    markVisitorReplySent: (id, token, at, text) => store.markVisitorReplySent(id, token, at, text),
    markVisitorReplyFailed: (id, token, failure) => store.markVisitorReplyFailed(id, token, failure),
    releaseVisitorReplyClaims: (ids, token) => store.releaseVisitorReplyClaims(ids, token),
    linkSecret: (name) => store.linkSecret(name),
    confirmNewsletter: (id, at) => store.confirmNewsletter(id, at),
    unsubscribeNewsletter: (id, at) => store.unsubscribeNewsletter(id, at),
    claimDueAlerts: (options) => store.claimDueAlerts(options),
    markAlertSent: (id, token) => store.markAlertSent(id, token),
    giveUpAlert: (id, token) => store.giveUpAlert(id, token),
    markAlertFailed: (id, token, failure) => store.markAlertFailed(id, token, failure),
    releaseAlertClaims: (ids, token) => store.releaseAlertClaims(ids, token),
    countRequest: (key, at, windowMs) => store.countRequest(key, at, windowMs),
    listPending: () => store.listPending(),
    listLeads: (query) => store.listLeads(query),
    countMatchingLeads: (filter) => store.countMatchingLeads(filter),
    getLead: (id) => store.getLead(id),
    countLeads: () => store.countLeads(),
    countRepeats: (query) => store.countRepeats(query),
    updateLead: (id, change, at) => store.updateLead(id, change, at),
    eraseLeadsByEmail: (email) => store.eraseLeadsByEmail(email),
    purgeReceivedBefore: (cutoff) => store.purgeReceivedBefore(cutoff),
    recordHoneypotHit: (at, type) => store.recordHoneypotHit(at, type),
    claimScheduledDeploy: (at, claim) => store.claimScheduledDeploy(at, claim),
    markScheduledDeployStarted: (at, token, startedAt) => store.markScheduledDeployStarted(at, token, startedAt),
    releaseScheduledDeploy: (at, token, error) => store.releaseScheduledDeploy(at, token, error),
    recordFirstAnswer: (id, at) => store.recordFirstAnswer(id, at),
    listAnswerTimes: (since, types) => store.listAnswerTimes(since, types),
    claimMorningDigest: (day, claim) => store.claimMorningDigest(day, claim),
    markMorningDigestSent: (day, token, sentAt) => store.markMorningDigestSent(day, token, sentAt),
    releaseMorningDigest: (day, token, error) => store.releaseMorningDigest(day, token, error),
    close: () => store.close(),
  };
}

function fileIdentityOf(path: string): string | undefined {
  try {
    const stats = statSync(path);
    return `${stats.dev}:${stats.ino}`;
  } catch {
    return undefined;
  }
}

describe('npm start when the store cannot open', () => {
  it('keeps serving the pages, and the form gets 503', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'store-faults-start-'));
    cleanups.push(() => rm(directory, { recursive: true, force: true }));
    const distDir = writeTinySite(directory);
    writeFileSync(join(directory, 'non-una-cartella'), '');
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());

    const server = await startServerProcess({
      env: { ...smtpEnv(smtp.port), DIST_DIR: distDir, LEADS_DB_URL: `file:${join(directory, 'non-una-cartella', 'leads.db')}` },
      site: true,
    });
    cleanups.push(() => server.stop('SIGKILL'));
    const { origin } = server;

    const home = await fetch(`${origin}/`);
    const lead = await postJson(`${origin}/functions/v1/send-contact-email`, uniqueNewsletterPayload('avvio'));

    expect([home.status, await home.text()]).toEqual([200, '<!doctype html><title>Agenzia di prova</title><h1>Benvenuti</h1>']);
    expect(home.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(lead.status).toBe(503);
    expect(await lead.json()).toEqual(STORAGE_UNAVAILABLE);
    expect(server.child.exitCode).toBeNull();
    expect(server.output().match(/"event":"store_unavailable"/g)).toHaveLength(1);
  });
});
