/**
 * The scheduled re-deploy: a release leaves out the pages whose `publishAt` is still to come (or whose `unpublishAt`
 * has come), so when that time arrives the site must be built and deployed again. The build writes the instants at
 * which the release stops being the right one (SCHEDULE_FILE); every minute each runtime's own scheduler (a Cron
 * Trigger on Workers, a timer on the Node server, `Deno.cron` on Deno) runs this job, which starts the host's deploy
 * once per instant: the instant is claimed in the lead store, so two runs, two instances or two runtimes sharing the
 * database start it once. A start that fails gives the claim back and the next run tries again.
 *
 * It lives beside the function because it needs what the function has on every runtime: the one database, the
 * logger, the settings and a scheduler. Web APIs only (the Worker bundles it); the Node server's DEPLOY_COMMAND is
 * started by node.ts.
 */
import * as z from 'zod';
import { errorCode } from './log.ts';
import type { Logger } from './log.ts';
import type { LeadStore } from './store.ts';

/** Where the build writes the release's upcoming changes, beside the site server's headers: never served to visitors. */
export const SCHEDULE_FILE = '.site-server/schedule.json';

/** What the build writes: its clock, and every scheduled instant after it, earliest first (ISO 8601, UTC). */
export interface ReleaseSchedule {
  builtAt: string;
  changes: string[];
}

const isoInstant = z.iso.datetime();
const releaseScheduleSchema = z.object({ builtAt: isoInstant, changes: z.array(isoInstant) });

export function releaseScheduleText(builtAt: Date, changes: readonly Date[]): string {
  const schedule: ReleaseSchedule = { builtAt: builtAt.toISOString(), changes: changes.map((change) => change.toISOString()) };
  return `${JSON.stringify(schedule, null, 2)}\n`;
}

export function parseReleaseSchedule(text: string): ReleaseSchedule {
  return releaseScheduleSchema.parse(JSON.parse(text));
}

/** The latest scheduled instant at or before `now`: one deploy at `now` covers every earlier one too. */
export function dueChange(schedule: ReleaseSchedule, now: Date): string | undefined {
  let due: string | undefined;
  for (const change of schedule.changes) {
    const at = new Date(change).getTime();
    if (at <= now.getTime() && (due === undefined || at > new Date(due).getTime())) due = change;
  }
  return due;
}

/** How a deploy is started: it resolves once the host has taken it, and throws when it did not. */
export interface DeployStarter {
  /** For the log: `hook` or `command`. */
  via: 'hook' | 'command';
  start(): Promise<void>;
}

export class DeployStartError extends Error {
  override name = 'DeployStartError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** A host's deploy hook (Cloudflare, Netlify, Render, a CI dispatch): an empty POST; any 2xx answer means it was taken. */
export function deployHookStarter(url: string, options: { timeoutMs?: number } = {}): DeployStarter {
  return {
    via: 'hook',
    async start() {
      const response = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(options.timeoutMs ?? 30_000) });
      // The answer's body is not needed; reading it frees the connection.
      await response.body?.cancel();
      if (!response.ok) throw new DeployStartError(`The deploy hook answered ${response.status}.`, `HTTP_${response.status}`);
    },
  };
}

export type ScheduledDeployClaims = Pick<LeadStore, 'claimScheduledDeploy' | 'markScheduledDeployStarted' | 'releaseScheduledDeploy'>;

export interface ScheduledDeployDependencies {
  store: ScheduledDeployClaims;
  /** The text of the release's SCHEDULE_FILE, or undefined when the release has none (built before this file existed). */
  readSchedule(): Promise<string | undefined>;
  /** Undefined when neither DEPLOY_HOOK_URL nor (on Node) DEPLOY_COMMAND is set. */
  deploy: DeployStarter | undefined;
  logger: Logger;
  /**
   * How long a claim holds while its deploy starts: a process that dies mid-start leaves it, and after this long another
   * run takes the instant again. Longer than a DEPLOY_COMMAND may take; 15 minutes by default.
   */
  claimMs?: number;
}

export type ScheduledDeployOutcome =
  | { kind: 'nothing-due' }
  | { kind: 'not-configured'; at: string }
  | { kind: 'taken'; at: string }
  | { kind: 'started'; at: string }
  | { kind: 'failed'; at: string; error: string };

export interface ScheduledDeployJob {
  /** One run of the job at `now` (a scheduler's tick). Never throws: what went wrong is logged and returned. */
  run(now: Date): Promise<ScheduledDeployOutcome>;
}

const DEFAULT_CLAIM_MS = 15 * 60 * 1000;

/** A job for one process, whose store lives as long as it does; it logs each problem once (a tick comes every minute). */
export function createScheduledDeployJob(deps: ScheduledDeployDependencies): ScheduledDeployJob {
  const logged = new Set<string>();
  return { run: (now) => runScheduledDeploy(now, { ...deps, logged }) };
}

/**
 * One run of the scheduled re-deploy at `now`, for a runtime that opens its store per run (a Worker). `logged` is what
 * the process or isolate already logged: a problem seen again at the next tick is not logged again. Never throws.
 */
export async function runScheduledDeploy(
  now: Date,
  deps: ScheduledDeployDependencies & { logged: Set<string> },
): Promise<ScheduledDeployOutcome> {
  const logOnce = (key: string, log: () => void) => {
    if (deps.logged.has(key)) return;
    deps.logged.add(key);
    log();
  };
  const claimMs = deps.claimMs ?? DEFAULT_CLAIM_MS;

  const dueNow = async (): Promise<string | undefined> => {
    const text = await deps.readSchedule();
    if (text === undefined) return undefined;
    try {
      return dueChange(parseReleaseSchedule(text), now);
    } catch (error) {
      logOnce(`invalid:${text}`, () =>
        deps.logger.error('scheduled_deploy_schedule_invalid', {
          file: SCHEDULE_FILE,
          errorCode: errorCode(error),
          message: 'The release schedule cannot be read: build the site again.',
        }),
      );
      return undefined;
    }
  };

  let at: string | undefined;
  try {
    at = await dueNow();
    if (at === undefined) return { kind: 'nothing-due' };
    const dueAt = at;
    if (deps.deploy === undefined) {
      logOnce(`not-configured:${dueAt}`, () =>
        deps.logger.warn('scheduled_deploy_not_configured', {
          at: dueAt,
          message:
            'A scheduled page is due but no deploy is configured (DEPLOY_HOOK_URL, or DEPLOY_COMMAND on Node): build and deploy the site by hand.',
        }),
      );
      return { kind: 'not-configured', at };
    }
    const claim = { token: crypto.randomUUID(), claimedAt: now, expiresAt: new Date(now.getTime() + claimMs) };
    if (!(await deps.store.claimScheduledDeploy(at, claim))) return { kind: 'taken', at };
    try {
      await deps.deploy.start();
    } catch (error) {
      const code = errorCode(error);
      await deps.store.releaseScheduledDeploy(at, claim.token, code);
      deps.logger.error('scheduled_deploy_failed', {
        at,
        via: deps.deploy.via,
        errorCode: code,
        message: 'The deploy could not be started: the next run tries again.',
      });
      return { kind: 'failed', at, error: code };
    }
    deps.logger.info('scheduled_deploy_started', { at, via: deps.deploy.via });
    // Should this write fail, the claim expires after claimMs and the instant is deployed a second time: harmless, and rare.
    await deps.store.markScheduledDeployStarted(at, claim.token, now).catch((error: unknown) => {
      deps.logger.error('scheduled_deploy_not_recorded', { at, errorCode: errorCode(error) });
    });
    return { kind: 'started', at };
  } catch (error) {
    // The store was unavailable: nothing was started, and a claim taken expires after claimMs.
    const code = errorCode(error);
    deps.logger.error('scheduled_deploy_error', { errorCode: code });
    return { kind: 'failed', at: at ?? '', error: code };
  }
}
