// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openNodeLeadStore } from '../../functions/send-contact-email/node.ts';
import type { StoredLead } from '../../functions/send-contact-email/store.ts';
import { acceptedAnswer, postJson, smtpEnv, startTestHost, waitFor } from './support/host.ts';
import { uniqueNewsletterPayload } from './support/payloads.ts';
import { startServerProcess, writeTinySite } from './support/process.ts';
import type { ServerProcess } from './support/process.ts';
import { quietPort } from './support/quiet-port.ts';
import { startSmtpServer } from './support/smtp.ts';

// Real server processes, a SQLite file and SMTP sessions, some of them under load: tens of seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function temporaryDirectory(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'fault-tolerance-'));
  cleanups.push(() => rm(directory, { recursive: true, force: true }));
  return directory;
}

async function serverProcess(options: Parameters<typeof startServerProcess>[0]): Promise<ServerProcess> {
  const server = await startServerProcess(options);
  cleanups.push(() => server.stop('SIGKILL'));
  return server;
}

/** What is really in the database file, read by a connection of its own. */
async function leadsOnDisk(databaseUrl: string): Promise<StoredLead[]> {
  const store = await openNodeLeadStore({ url: databaseUrl });
  try {
    return await store.listLeads({});
  } finally {
    await store.close();
  }
}

describe('two npm start processes on one SQLite file', () => {
  it('share the rate limit and the duplicate check', async () => {
    const directory = await temporaryDirectory();
    const databaseUrl = `file:${join(directory, 'leads.db')}`;
    const env = {
      DIST_DIR: writeTinySite(directory),
      LEADS_DB_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '4',
      RATE_LIMIT_WINDOW_SECONDS: '600',
    };
    const [first, second] = await Promise.all([serverProcess({ env, site: true }), serverProcess({ env, site: true })]);

    const sameSubmission = uniqueNewsletterPayload('doppio');
    const duplicates = [await postJson(first.functionUrl, sameSubmission), await postJson(second.functionUrl, sameSubmission)];
    const statuses = [];
    for (const server of [first, second, first, second]) {
      statuses.push((await postJson(server.functionUrl, uniqueNewsletterPayload('limite'))).status);
    }
    const refused = await postJson(second.functionUrl, uniqueNewsletterPayload('oltre'));
    const page = await fetch(`${second.origin}/`);

    expect(duplicates.map((response) => response.status)).toEqual([202, 202]);
    // Four posts allowed per address, two of them the duplicate pair: each process alone would have allowed all six.
    expect(statuses).toEqual([202, 202, 429, 429]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await refused.json()).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many submissions from this address; try again in \d+ seconds\.$/),
    });
    expect(page.status).toBe(200);
    const stored = await leadsOnDisk(databaseUrl);
    expect(stored.filter((lead) => lead.payload.email === sameSubmission.email)).toHaveLength(1);
    expect(stored).toHaveLength(3);
  });
});

describe('an SMTP server that goes down and comes back', () => {
  it('stores every lead meanwhile, and mails each exactly once as soon as the server answers again, without help', async () => {
    const smtpPort = await quietPort();
    const host = await startTestHost({
      env: { ...smtpEnv(smtpPort), DELIVERY_PROBE_SECONDS: '1', DELIVERY_RETRY_INTERVAL_SECONDS: '3600' },
    });
    cleanups.push(() => host.close());
    host.service.startDeliveryLoop();

    const ids = await Promise.all(
      Array.from({ length: 60 }, async (_, index) => {
        const response = await postJson(host.functionUrl, uniqueNewsletterPayload(`guasto${index}`));
        expect(response.status).toBe(202);
        return (await acceptedAnswer(response)).id;
      }),
    );
    await waitFor(async () => ((await host.service.store.getLead(ids[0] ?? ''))?.attempts ?? 0) >= 1 || undefined, 'a failed attempt');
    const whileDown = await host.service.store.countLeads();
    const healthWhileDown = await (await fetch(`${host.functionUrl}/health`)).json();
    const smtp = await startSmtpServer(smtpPort);
    cleanups.push(() => smtp.close());

    await smtp.waitForMessages(ids.length, 30_000);
    await waitFor(
      async () => ((await host.service.store.countLeads()).delivered === ids.length ? true : undefined),
      'all leads marked delivered',
      30_000,
    );

    expect(whileDown).toMatchObject({ total: 60, delivered: 0 });
    expect(healthWhileDown).toMatchObject({
      ok: true,
      mail: { pausedSince: expect.any(String), waiting: 60, lastErrorCode: expect.any(String) },
    });
    expect(await (await fetch(`${host.functionUrl}/health`)).json()).toMatchObject({ mail: { pausedSince: null, waiting: 0 } });
    expect(smtp.messages).toHaveLength(60);
    const mailedLabels = smtp.messages.map((mail) => /– (guasto\d+)\./.exec(mail.subject)?.[1]);
    expect(new Set(mailedLabels)).toEqual(new Set(Array.from({ length: 60 }, (_, index) => `guasto${index}`)));
    expect(await host.service.store.countLeads()).toMatchObject({ total: 60, delivered: 60, pending: 0 });
  });
});

describe('a server process killed with SIGKILL under load', () => {
  it('loses no lead it acknowledged: after a restart on the same file every 2xx lead is there', async () => {
    const directory = await temporaryDirectory();
    const databaseUrl = `file:${join(directory, 'leads.db')}`;
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const env = { ...smtpEnv(smtp.port), LEADS_DB_URL: databaseUrl, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' };
    const server = await serverProcess({ env, site: false });

    const acknowledged: string[] = [];
    let killed = false;
    const client = async (clientIndex: number) => {
      for (let request = 0; !killed; request += 1) {
        try {
          const response = await postJson(server.functionUrl, uniqueNewsletterPayload(`carico${clientIndex}-${request}`));
          if (response.status === 202) acknowledged.push((await acceptedAnswer(response)).id);
        } catch {
          // Cut by the kill: never acknowledged, so nothing was promised.
        }
      }
    };
    const load = Promise.all(Array.from({ length: 16 }, (_, index) => client(index)));
    await waitFor(async () => (acknowledged.length >= 300 ? true : undefined), '300 acknowledged leads', 60_000);
    await server.stop('SIGKILL');
    killed = true;
    await load;
    const acknowledgedBeforeKill = [...acknowledged];

    const restarted = await serverProcess({ env, site: false });
    const afterRestart = await postJson(restarted.functionUrl, uniqueNewsletterPayload('dopo-riavvio'));
    const stored = new Set((await leadsOnDisk(databaseUrl)).map((lead) => lead.id));

    expect(server.child.signalCode).toBe('SIGKILL');
    expect(acknowledgedBeforeKill.length).toBeGreaterThanOrEqual(300);
    expect(acknowledgedBeforeKill.filter((id) => !stored.has(id))).toEqual([]);
    expect(afterRestart.status).toBe(202);
  });
});
