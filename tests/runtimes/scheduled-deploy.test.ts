// @vitest-environment node
/**
 * The scheduled re-deploy on each runtime's own scheduler (`npm run test:runtimes` runs this file on Node, workerd and
 * Deno): a release whose schedule holds a publishAt, a deploy hook on loopback that counts the POSTs, and the runtime's
 * database. The hook first answers 503, so the scheduler's next run must try again, and then never again.
 *
 * - workerd: the Cron Trigger fired by hand, as Cloudflare fires it, with its scheduled time as the fake clock (before
 *   the publishAt, then after it, twice at once); the claim lives in the local D1 database.
 * - Node (the production build, `npm start`) and Deno: the job runs at start and then on the runtime's own clock (the
 *   server's own timer, every DEPLOY_CHECK_SECONDS, here 2 s rather than its default minute so the test does not wait
 *   one out; `Deno.cron('scheduled-deploy', '* * * * *')`), so the retry comes at the timer's next tick; a second process
 *   on the same database then starts nothing.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { releaseScheduleText, SCHEDULE_FILE } from '../../functions/send-contact-email/scheduled-deploy.ts';
import { writeTinySite } from '../function/support/process.ts';
import { createHarness, runtimeUnderTest } from './support/runtimes.ts';
import type { RunningRuntime, RuntimeHarness } from './support/runtimes.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

const runtime = runtimeUnderTest();

interface DeployHook {
  url: string;
  posts: number[];
  close(): Promise<void>;
}

/** A host's deploy hook on loopback: answers the given statuses in turn, then 204. */
async function startDeployHook(answers: number[]): Promise<DeployHook> {
  const posts: number[] = [];
  const server = createServer((request, response) => {
    const status = request.method === 'POST' ? (answers.shift() ?? 204) : 405;
    if (request.method === 'POST') posts.push(status);
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The hook has no port');
  return {
    url: `http://127.0.0.1:${address.port}/build-hook`,
    posts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function waitUntil(condition: () => boolean, description: string, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${description}:\n${output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe(`the scheduled re-deploy on ${runtime}’s own scheduler`, () => {
  let harness: RuntimeHarness;
  let hook: DeployHook;
  let directory: string;
  let distDir: string;
  const running: RunningRuntime[] = [];

  beforeAll(async () => {
    harness = await createHarness(runtime);
    hook = await startDeployHook([503]);
    directory = await mkdtemp(join(tmpdir(), 'scheduled-deploy-release-'));
    distDir = writeTinySite(directory);
  });

  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop()));
    await hook?.close();
    await harness?.dispose();
    if (directory !== undefined) await rm(directory, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  });

  const start = async () => {
    const server = await harness.start({ DEPLOY_HOOK_URL: hook.url, LOG_LEVEL: 'info', DEPLOY_CHECK_SECONDS: '2' }, { distDir });
    running.push(server);
    return server;
  };
  const output = () => running.map((server) => server.output()).join('\n');

  const workerdOnly = runtime === 'workerd' ? it : undefined;
  const ownClock = runtime === 'workerd' ? undefined : it;

  workerdOnly?.('the Cron Trigger starts the deploy after publishAt, once, claimed in D1', async () => {
    const publishAt = new Date('2026-12-03T08:00:00.000Z');
    await writeFile(join(distDir, SCHEDULE_FILE), releaseScheduleText(new Date('2026-12-03T07:59:00.000Z'), [publishAt]));
    const worker = await start();
    const fire = async (minutesAfter: number) => {
      const time = publishAt.getTime() + minutesAfter * 60_000;
      const response = await fetch(`${worker.origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}&time=${time}`);
      expect(response.ok).toBe(true);
    };

    await fire(-1);
    await pause(2_000);
    expect(hook.posts).toEqual([]);

    await fire(1);
    await waitUntil(() => hook.posts.length === 1, 'the first POST', 30_000, output);
    expect(hook.posts).toEqual([503]);

    // The next minute's trigger tries again; two of them at once still start one deploy.
    await Promise.all([fire(2), fire(2)]);
    await waitUntil(() => hook.posts.length === 2, 'the retry', 30_000, output);
    await fire(3);
    await pause(2_000);
    expect(hook.posts).toEqual([503, 204]);

    const d1 = createClient({ url: `file:${harness.databaseFile()}` });
    try {
      const rows = (await d1.execute('SELECT at, started_at, attempts FROM scheduled_deploys')).rows.map((row) => ({ ...row }));
      expect(rows).toEqual([
        { at: publishAt.toISOString(), started_at: new Date(publishAt.getTime() + 120_000).toISOString(), attempts: 2 },
      ]);
    } finally {
      d1.close();
    }
  });

  ownClock?.(
    'the runtime’s own clock starts the deploy once the publishAt has passed, retries within a minute, and never twice',
    async () => {
      const now = Date.now();
      await writeFile(
        join(distDir, SCHEDULE_FILE),
        releaseScheduleText(new Date(now - 120_000), [new Date(now - 30_000), new Date(now + 3_600_000)]),
      );
      await start();
      // At start: the host's hook is down. (Started just before a minute's turn, Deno.cron's retry can follow within
      // the same 100 ms poll, so the wait is for at least one POST.)
      await waitUntil(() => hook.posts.length >= 1, 'the POST at start', 30_000, output);
      expect(hook.posts[0]).toBe(503);
      // The scheduler's next run: Node's timer 2 s on (DEPLOY_CHECK_SECONDS); Deno.cron at the next minute.
      await waitUntil(() => hook.posts.length >= 2, 'the scheduler’s next run', 75_000, output);
      expect(hook.posts).toEqual([503, 204]);
      // The server logs the start once the hook has answered and the claim is stored: a moment after the hook saw the POST.
      await waitUntil(() => output().includes('"event":"scheduled_deploy_started"'), 'the scheduled_deploy_started log', 10_000, output);

      // Another instance on the same database, started now: the instant is done.
      const second = await start();
      await waitUntil(
        () => second.output().includes('listening') || second.output().includes('Site running'),
        'the second start',
        30_000,
        output,
      );
      await pause(3_000);
      expect(hook.posts).toEqual([503, 204]);
    },
  );
});
