/**
 * After the push: the target's deploy (a shell command, a deploy hook to POST, or nothing when the host builds on
 * push), then the live site itself says when the change is online: every build serves the commit it was built from
 * in /version.json (never cached), polled until it names the pushed commit.
 */
import { spawn } from 'node:child_process';
import { deployKind, type ResolvedTarget } from './settings.ts';

export const LOG_LINES_KEPT = 20;
export const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;
const POLL_INTERVAL_MS = 500;

/** The last lines of a deploy's output, as they arrive. */
export class DeployLog {
  readonly lines: string[] = [];
  private partial = '';
  constructor(private readonly onChange: (lines: string[]) => void = () => {}) {}

  write(chunk: string): void {
    const parts = (this.partial + chunk).split(/\r?\n|\r/);
    this.partial = parts.pop() ?? '';
    const added = parts.filter((line) => line.trim() !== '');
    if (added.length === 0) return;
    this.lines.push(...added);
    this.lines.splice(0, Math.max(0, this.lines.length - LOG_LINES_KEPT));
    this.onChange([...this.lines]);
  }

  end(): string[] {
    if (this.partial.trim() !== '') this.write('\n');
    return [...this.lines];
  }

  add(line: string): void {
    this.write(`${line}\n`);
  }
}

export interface DeployContext {
  root: string;
  target: ResolvedTarget;
  commit: string;
  env?: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  onLog?: (lines: string[]) => void;
}

export type DeployResult = { ok: true; log: string[] } | { ok: false; message: string; log: string[] };

function runCommand(context: DeployContext, command: string, log: DeployLog): Promise<DeployResult> {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      cwd: context.root,
      env: {
        ...process.env,
        ...context.env,
        PUBLISH_COMMIT: context.commit,
        PUBLISH_BRANCH: context.target.branch,
        PUBLISH_TARGET: context.target.target,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group on POSIX, so a cancel stops the command's children too, not only the shell.
      detached: process.platform !== 'win32',
    });
    const stop = () => {
      if (child.pid === undefined || child.exitCode !== null) return;
      try {
        if (process.platform === 'win32') child.kill();
        else process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    };
    context.signal?.addEventListener('abort', stop, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => log.write(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => log.write(chunk));
    child.on('error', (error) => {
      log.add(error.message);
      resolve({ ok: false, message: `Il comando di deploy non è partito: ${error.message}`, log: log.end() });
    });
    child.on('close', (code, signal) => {
      context.signal?.removeEventListener('abort', stop);
      const lines = log.end();
      if (code === 0) resolve({ ok: true, log: lines });
      else
        resolve({
          ok: false,
          message: `Il comando di deploy è finito con un errore (${code === null ? `segnale ${signal}` : `codice ${code}`}).`,
          log: lines,
        });
    });
  });
}

async function callHook(context: DeployContext, url: string, log: DeployLog): Promise<DeployResult> {
  try {
    const response = await fetch(url, { method: 'POST', signal: context.signal ?? null });
    const text = await response.text().catch(() => '');
    for (const line of text.split('\n').slice(0, LOG_LINES_KEPT)) log.add(line);
    if (response.ok) return { ok: true, log: log.end() };
    return { ok: false, message: `Il deploy hook ha risposto ${response.status} ${response.statusText}.`, log: log.end() };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.add(reason);
    return { ok: false, message: `Il deploy hook non risponde (${new URL(url).host}): ${reason}`, log: log.end() };
  }
}

/** Starts the target's deploy and waits for it to end. */
export async function runDeploy(context: DeployContext): Promise<DeployResult> {
  const log = new DeployLog(context.onLog);
  const deploy = context.target.deploy.trim();
  switch (deployKind(deploy)) {
    case 'none':
      return { ok: true, log: [] };
    case 'hook':
      return callHook(context, deploy, log);
    case 'command':
      return runCommand(context, deploy, log);
  }
}

/** The commit a live site says it was built from, or undefined when it does not answer (yet). */
export async function liveCommit(siteUrl: string, signal?: AbortSignal): Promise<string | null | undefined> {
  try {
    const response = await fetch(`${siteUrl}/version.json?t=${Date.now()}`, {
      cache: 'no-store',
      headers: { 'cache-control': 'no-cache' },
      signal: signal ?? null,
    });
    if (!response.ok) return undefined;
    const data = (await response.json()) as { commit?: unknown };
    return typeof data.commit === 'string' ? data.commit : null;
  } catch {
    return undefined;
  }
}

/** Polls the site until it serves the commit; false after the timeout (or when aborted). */
export async function waitUntilOnline(
  siteUrl: string,
  commit: string,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<boolean> {
  const deadline = Date.now() + options.timeoutMs;
  while (!options.signal?.aborted) {
    if ((await liveCommit(siteUrl, options.signal)) === commit) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_INTERVAL_MS, Math.max(0, deadline - Date.now()))));
  }
  return false;
}

/** PUBLISH_TIMEOUT_MS, or 10 minutes. */
export function onlineTimeout(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PUBLISH_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_TIMEOUT_MS;
}
