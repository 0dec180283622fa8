// @vitest-environment node
/**
 * The scheduled re-deploy (functions/send-contact-email/scheduled-deploy.ts) with a fake clock, a real SQLite store
 * shared by two "instances" (two connections to one file) and a real deploy hook: an HTTP server on loopback that
 * counts the POSTs it gets. On Node it also runs on the server's own timer, in `npm start`'s process.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJsonLogger } from '../../functions/send-contact-email/log.ts';
import type { Logger } from '../../functions/send-contact-email/log.ts';
import { openNodeLeadStore } from '../../functions/send-contact-email/node.ts';
import {
  createScheduledDeployJob,
  deployHookStarter,
  releaseScheduleText,
  SCHEDULE_FILE,
} from '../../functions/send-contact-email/scheduled-deploy.ts';
import type { DeployStarter } from '../../functions/send-contact-email/scheduled-deploy.ts';
import type { LeadStore } from '../../functions/send-contact-email/store.ts';
import { waitFor } from './support/host.ts';
import { startServerProcess, writeTinySite } from './support/process.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** publishAt "2026-12-03 09:00" in Rome; the release was built one minute before. */
const PUBLISH_AT = new Date('2026-12-03T08:00:00.000Z');
const BUILT_AT = new Date('2026-12-03T07:59:00.000Z');
const minutes = (count: number) => new Date(PUBLISH_AT.getTime() + count * 60_000);
const SCHEDULE = releaseScheduleText(BUILT_AT, [PUBLISH_AT, new Date('2026-12-24T17:00:00.000Z')]);

interface DeployHook {
  url: string;
  /** Every POST it got, with the status it answered. */
  posts: number[];
  /** The statuses of the next answers; 204 once they are used up. */
  answers: number[];
}

async function startDeployHook(answers: number[] = []): Promise<DeployHook> {
  const hook: DeployHook = { url: '', posts: [], answers };
  const server: Server = createServer((request, response) => {
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    // A host's build is not instant: the answer comes after a while, so runs racing overlap.
    setTimeout(() => {
      const status = hook.answers.shift() ?? 204;
      hook.posts.push(status);
      response.writeHead(status).end();
    }, 50);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The hook has no port');
  hook.url = `http://127.0.0.1:${address.port}/build-hook`;
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return hook;
}

function capturedLog() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createJsonLogger({ level: 'info', write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, events: (event: string) => lines.filter((line) => line.event === event) };
}

async function databaseUrl(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'scheduled-deploy-'));
  cleanups.push(() => rm(directory, { recursive: true, force: true }));
  return `file:${join(directory, 'leads.db')}`;
}

/** One instance of a runtime: its own connection to the shared database, and its own job. */
async function instance(url: string, deploy: DeployStarter | undefined, logger: Logger, schedule = SCHEDULE) {
  const store = await openNodeLeadStore({ url });
  cleanups.push(() => store.close());
  const job = createScheduledDeployJob({ store, readSchedule: async () => schedule, deploy, logger });
  return { store, job };
}

describe('the scheduled re-deploy, with a fake clock and a real store', () => {
  it('starts nothing before the time, then POSTs to the hook once, though two instances run it together and again', async () => {
    const hook = await startDeployHook();
    const log = capturedLog();
    const url = await databaseUrl();
    const [first, second] = [
      await instance(url, deployHookStarter(hook.url), log.logger),
      await instance(url, deployHookStarter(hook.url), log.logger),
    ];

    expect(await first.job.run(minutes(-1))).toEqual({ kind: 'nothing-due' });
    expect(await second.job.run(new Date(PUBLISH_AT.getTime() - 1))).toEqual({ kind: 'nothing-due' });
    expect(hook.posts).toEqual([]);

    const together = await Promise.all([first.job.run(PUBLISH_AT), second.job.run(PUBLISH_AT), first.job.run(PUBLISH_AT)]);
    expect(together.filter((outcome) => outcome.kind === 'started')).toEqual([{ kind: 'started', at: PUBLISH_AT.toISOString() }]);
    expect(together.filter((outcome) => outcome.kind === 'taken')).toHaveLength(2);
    for (const later of [minutes(1), minutes(2), minutes(60)]) {
      expect(await first.job.run(later)).toEqual({ kind: 'taken', at: PUBLISH_AT.toISOString() });
      expect(await second.job.run(later)).toEqual({ kind: 'taken', at: PUBLISH_AT.toISOString() });
    }
    expect(hook.posts).toEqual([204]);
    expect(log.events('scheduled_deploy_started')).toEqual([
      expect.objectContaining({ level: 'info', at: PUBLISH_AT.toISOString(), via: 'hook' }),
    ]);
  });

  it('tries a failing hook again at the next run, then never after it took the deploy', async () => {
    const hook = await startDeployHook([503]);
    const log = capturedLog();
    const { job } = await instance(await databaseUrl(), deployHookStarter(hook.url), log.logger);

    expect(await job.run(PUBLISH_AT)).toEqual({ kind: 'failed', at: PUBLISH_AT.toISOString(), error: 'HTTP_503' });
    expect(log.events('scheduled_deploy_failed')).toEqual([
      expect.objectContaining({ level: 'error', at: PUBLISH_AT.toISOString(), errorCode: 'HTTP_503' }),
    ]);
    expect(await job.run(minutes(1))).toEqual({ kind: 'started', at: PUBLISH_AT.toISOString() });
    expect(await job.run(minutes(2))).toEqual({ kind: 'taken', at: PUBLISH_AT.toISOString() });
    expect(hook.posts).toEqual([503, 204]);
  });

  it('tries a hook that cannot be reached again, and takes back a claim whose process died before starting', async () => {
    const hook = await startDeployHook();
    const url = await databaseUrl();
    const unreachable = await instance(url, deployHookStarter('http://127.0.0.1:9/'), capturedLog().logger);
    expect(await unreachable.job.run(PUBLISH_AT)).toMatchObject({ kind: 'failed' });

    // A run claims the instant, then its process dies: no deploy started, and its claim holds 15 minutes.
    const dead: LeadStore = (await instance(url, undefined, capturedLog().logger)).store;
    expect(
      await dead.claimScheduledDeploy(PUBLISH_AT.toISOString(), { token: 'died', claimedAt: minutes(1), expiresAt: minutes(16) }),
    ).toBe(true);
    const { job } = await instance(url, deployHookStarter(hook.url), capturedLog().logger);
    expect(await job.run(minutes(2))).toEqual({ kind: 'taken', at: PUBLISH_AT.toISOString() });
    expect(hook.posts).toEqual([]);
    expect(await job.run(minutes(16))).toEqual({ kind: 'started', at: PUBLISH_AT.toISOString() });
    expect(hook.posts).toEqual([204]);
    // The dead run's late word changes nothing.
    expect(await dead.markScheduledDeployStarted(PUBLISH_AT.toISOString(), 'died', minutes(17))).toBe(false);
  });

  it('deploys once for every change already due, and again at the next one', async () => {
    const hook = await startDeployHook();
    const schedule = releaseScheduleText(BUILT_AT, [PUBLISH_AT, minutes(5), minutes(30)]);
    const { job } = await instance(await databaseUrl(), deployHookStarter(hook.url), capturedLog().logger, schedule);

    // Down at 08:00 and 08:05, back at 08:10: one deploy covers both.
    expect(await job.run(minutes(10))).toEqual({ kind: 'started', at: minutes(5).toISOString() });
    expect(await job.run(minutes(11))).toEqual({ kind: 'taken', at: minutes(5).toISOString() });
    expect(await job.run(minutes(30))).toEqual({ kind: 'started', at: minutes(30).toISOString() });
    expect(hook.posts).toEqual([204, 204]);
  });

  it('without a deploy configured, says once that a scheduled page is due, and claims nothing', async () => {
    const hook = await startDeployHook();
    const log = capturedLog();
    const url = await databaseUrl();
    const unconfigured = await instance(url, undefined, log.logger);
    for (const now of [PUBLISH_AT, minutes(1), minutes(2)]) {
      expect(await unconfigured.job.run(now)).toEqual({ kind: 'not-configured', at: PUBLISH_AT.toISOString() });
    }
    expect(log.events('scheduled_deploy_not_configured')).toEqual([
      expect.objectContaining({ level: 'warn', at: PUBLISH_AT.toISOString(), message: expect.stringMatching(/DEPLOY_HOOK_URL/) }),
    ]);
    // Once a hook is set, the instant is still there to deploy.
    const configured = await instance(url, deployHookStarter(hook.url), log.logger);
    expect(await configured.job.run(minutes(3))).toMatchObject({ kind: 'started' });
    expect(hook.posts).toEqual([204]);
  });

  it('does nothing for a release without a schedule file, and says once that an unreadable one must be built again', async () => {
    const hook = await startDeployHook();
    const log = capturedLog();
    const store = (await instance(await databaseUrl(), undefined, log.logger)).store;
    const missing = createScheduledDeployJob({
      store,
      readSchedule: async () => undefined,
      deploy: deployHookStarter(hook.url),
      logger: log.logger,
    });
    expect(await missing.run(minutes(1))).toEqual({ kind: 'nothing-due' });
    const broken = createScheduledDeployJob({
      store,
      readSchedule: async () => '{"changes": 3}',
      deploy: deployHookStarter(hook.url),
      logger: log.logger,
    });
    expect(await broken.run(minutes(1))).toEqual({ kind: 'nothing-due' });
    expect(await broken.run(minutes(2))).toEqual({ kind: 'nothing-due' });
    expect(log.events('scheduled_deploy_schedule_invalid')).toHaveLength(1);
    expect(hook.posts).toEqual([]);
  });
});

describe('the scheduled re-deploy on the Node server’s own timer (npm start)', () => {
  /** Two servers on one database and one release whose scheduled time has just come (the job's clock is the real one). */
  async function releaseDueNow(): Promise<{ directory: string; distDir: string; leadsUrl: string }> {
    const directory = await mkdtemp(join(tmpdir(), 'scheduled-deploy-node-'));
    cleanups.push(() => rm(directory, { recursive: true, force: true }));
    const distDir = writeTinySite(directory);
    const now = Date.now();
    await writeFile(
      join(distDir, SCHEDULE_FILE),
      releaseScheduleText(new Date(now - 120_000), [new Date(now - 60_000), new Date(now + 3_600_000)]),
    );
    return { directory, distDir, leadsUrl: `file:${join(directory, 'leads.db')}` };
  }

  it('POSTs to DEPLOY_HOOK_URL once, though two servers on one database start together', async () => {
    const hook = await startDeployHook();
    const { distDir, leadsUrl } = await releaseDueNow();
    const env = { DIST_DIR: distDir, LEADS_DB_URL: leadsUrl, DEPLOY_HOOK_URL: hook.url, LOG_LEVEL: 'info' };
    const servers = await Promise.all([startServerProcess({ env, site: true }), startServerProcess({ env, site: true })]);
    cleanups.push(() => Promise.all(servers.map((server) => server.stop())).then(() => undefined));

    await waitFor(async () => (hook.posts.length > 0 ? true : undefined), 'the deploy hook to be called', 30_000);
    // Both servers ran the job at start; a server started again runs it again.
    const again = await startServerProcess({ env, site: true });
    cleanups.push(() => again.stop());
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(hook.posts).toEqual([204]);
    const started = servers.flatMap((server) => server.output().split('\n')).filter((line) => line.includes('"scheduled_deploy_started"'));
    expect(started).toHaveLength(1);
  });

  it('runs DEPLOY_COMMAND once when no hook is set', async () => {
    const { directory, distDir, leadsUrl } = await releaseDueNow();
    const marker = join(directory, 'deployed.txt');
    const env = {
      DIST_DIR: distDir,
      LEADS_DB_URL: leadsUrl,
      // The command runs in a shell; node is on every machine that runs the server.
      DEPLOY_COMMAND: `"${process.execPath}" -e "require('node:fs').appendFileSync(process.argv[1], 'deploy\\n')" "${marker}"`,
      LOG_LEVEL: 'info',
    };
    const servers = await Promise.all([startServerProcess({ env, site: true }), startServerProcess({ env, site: true })]);
    cleanups.push(() => Promise.all(servers.map((server) => server.stop())).then(() => undefined));
    await waitFor(
      async () => (servers.some((server) => server.output().includes('"scheduled_deploy_started"')) ? true : undefined),
      'the command to run',
      30_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await readFile(marker, 'utf8')).toBe('deploy\n');
  });
});
