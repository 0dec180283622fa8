// @vitest-environment node
/**
 * The morning digest on the Worker's Cron Trigger (`npm run test:runtimes` runs this file on workerd, with a local D1
 * database): the every-minute trigger fired by hand, as Cloudflare fires it, with its scheduled time as the fake clock.
 * A lead posted now is more than 24 hours old at the first 08:00 (Rome) two days on: at 07:59 nothing goes out, at 08:00
 * (fired twice at once) and 08:01 exactly one digest does, and the day is recorded in D1. Node's and Deno's timers run
 * the same job, tested on the Node service with a fake clock (tests/function/morning-digest.test.ts).
 */
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { romeDay, romeInstant } from '../../schema/rome-clock.ts';
import { consultationPayload } from '../function/support/payloads.ts';
import { createHarness, runtimeUnderTest } from './support/runtimes.ts';
import type { RunningRuntime, RuntimeHarness } from './support/runtimes.ts';
import { sinkMailSettings, startSmtpSink } from './support/smtp-sink.ts';
import type { SmtpSink } from './support/smtp-sink.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

const MINUTE = 60_000;
const DIGEST_SUBJECT = '[Sito] 1 richiesta senza risposta da più di 24 ore';

let harness: RuntimeHarness;
let sink: SmtpSink;
let worker: RunningRuntime;

beforeAll(async () => {
  harness = await createHarness(runtimeUnderTest());
  sink = await startSmtpSink();
  worker = await harness.start({
    SITE_ORIGINS: 'https://www.agenzia.example',
    ...sinkMailSettings(sink),
    LOG_LEVEL: 'warn',
  });
});

afterAll(async () => {
  await worker?.stop('SIGKILL');
  await sink?.stop();
  await harness?.dispose();
});

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}. The runtime printed:\n${worker.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const digests = () => sink.messages.filter((mail) => mail.subject === DIGEST_SUBJECT);

it('the Cron Trigger sends the morning digest from 08:00 Rome, once, claimed in D1', async () => {
  const response = await fetch(worker.functionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...consultationPayload, nome: 'Ornella', email: 'ornella.mattino@example.com' }),
  });
  expect(response.status).toBe(202);
  // The lead's own mail and the visitor's automatic answer first, so that every mail after them is the digest's.
  await until(() => sink.messages.length === 2, 'the lead’s mail and the visitor’s answer');

  const day = romeDay(new Date(Date.now() + 48 * 60 * MINUTE));
  const eight = romeInstant(`${day} 08:00`)?.getTime() ?? Number.NaN;
  const fire = async (at: number) => {
    const fired = await fetch(`${worker.origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}&time=${at}`);
    expect(fired.ok).toBe(true);
  };

  await fire(eight - MINUTE);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(digests()).toEqual([]);

  await Promise.all([fire(eight), fire(eight)]);
  await until(() => digests().length === 1, 'the digest');
  await fire(eight + MINUTE);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(digests()).toHaveLength(1);
  expect(digests()[0]?.envelopeTo).toEqual(['agenzia@example.com']);
  expect(digests()[0]?.text).toMatch(/^- Richiesta Consulenza – Ornella – ricevuta /m);
  expect(digests()[0]?.text).toContain('Apri le richieste: https://www.agenzia.example/admin/');

  const d1 = createClient({ url: `file:${harness.databaseFile()}` });
  try {
    const rows = (await d1.execute('SELECT day, sent_at FROM morning_digests')).rows.map((row) => ({ ...row }));
    expect(rows).toEqual([{ day, sent_at: new Date(eight).toISOString() }]);
  } finally {
    d1.close();
  }
});
