/**
 * "Pubblica", the one code path of the editor's button and `npm run publish`: the release gate, the commit on top of
 * the target's remote branch and its push, the deploy, then the live site's own word that the commit is online.
 * Each step is reported through `onStatus` as it happens; the returned status is the last one.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { type Author, readAuthor, validateAuthor } from './author.ts';
import { onlineTimeout, runDeploy, waitUntilOnline } from './deploy.ts';
import { type ContentCheck, releaseBlockers, type ReleaseBlocker } from './gate.ts';
import { commitAndPush, gitDir } from './git.ts';
import { deployKind, type PublishTarget, resolveTarget } from './settings.ts';

export type { Author } from './author.ts';
export type { ReleaseBlocker } from './gate.ts';
export type { PublishTarget } from './settings.ts';

export type PublishStatus =
  /** The release gate is running (reported through onStatus only). */
  | { phase: 'checking' }
  /** Refused: what must be fixed first. */
  | { phase: 'gate'; blockers: ReleaseBlocker[] }
  | { phase: 'nothing' }
  /** Refused: the remote changed the same lines; nothing was pushed and the files on disk are as they were. */
  | { phase: 'conflict'; file: string; line: number | undefined; message: string }
  /** The commit is on the remote branch (reported through onStatus; the deploy follows). */
  | { phase: 'pushed'; commit: string; branch: string; subject: string; checkoutNote?: string }
  /** The deploy runs, or the site is polled until it serves the commit; `log` holds its last 20 lines. */
  | { phase: 'deploying'; commit: string; log: string[] }
  /** The site at `url` serves the commit since `at` (ISO). */
  | { phase: 'online'; commit: string; at: string; url: string }
  /** Pushed and deployed; no site address is configured to check it online. */
  | { phase: 'published'; commit: string }
  | { phase: 'error'; message: string; log: string[] };

export interface PublishOptions {
  /** The repository's root (the folder holding pages-yaml/ and publish.json). */
  root: string;
  target: PublishTarget;
  /** The marketer's own words, added as the commit's body. */
  message?: string;
  /** Who publishes; by default the one remembered on this computer (author.ts), GIT_AUTHOR_NAME/EMAIL first. */
  author?: Author;
  onStatus?: (status: PublishStatus) => void;
  /** Stops the deploy and the wait for "online" (the push, once done, stays). */
  signal?: AbortSignal;
  /** The environment the settings and the deploy read; process.env by default. */
  env?: NodeJS.ProcessEnv;
  /** The content's check before the push (gate.ts); the load's own checks by default. */
  check?: ContentCheck;
}

const LOCK_FILE = 'agenzia-publish.lock';
const publishingHere = new Set<string>();
const ALREADY_RUNNING = 'Una pubblicazione è già in corso da questo computer: aspetta che finisca.';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One publication at a time per repository, across processes (the editor and a terminal): a lock file in the git
 * folder holding the publishing process's id; a lock whose process is gone is taken over. Undefined when taken.
 */
async function lock(root: string): Promise<(() => void) | undefined> {
  const file = path.join(await gitDir(root), LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = openSync(file, 'wx');
      writeSync(handle, String(process.pid));
      closeSync(handle);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) return undefined;
      rmSync(file, { force: true });
    }
  }
  return undefined;
}

const rome = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' });
const shortCommit = (commit: string) => commit.slice(0, 7);

/** The Italian line a marketer reads for a status. */
export function describeStatus(status: PublishStatus): string {
  switch (status.phase) {
    case 'checking':
      return 'Controllo dei contenuti…';
    case 'gate':
      return status.blockers.length === 1
        ? 'Non pubblicato: c’è 1 cosa da sistemare prima.'
        : `Non pubblicato: ci sono ${status.blockers.length} cose da sistemare prima.`;
    case 'nothing':
      return 'Nessuna modifica da pubblicare.';
    case 'conflict':
      return status.message;
    case 'pushed':
      return `Modifiche inviate (versione ${shortCommit(status.commit)} sul ramo ${status.branch}).${status.checkoutNote ? ` ${status.checkoutNote}` : ''}`;
    case 'deploying':
      return 'In pubblicazione…';
    case 'online':
      return `Online dalle ${rome.format(new Date(status.at))}: ${status.url}`;
    case 'published':
      return `Pubblicato (versione ${shortCommit(status.commit)}). Nessun indirizzo del sito da controllare: aggiungi siteUrl in publish.json per sapere quando è online.`;
    case 'error':
      return `Errore: ${status.message}`;
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function run(options: PublishOptions, report: (status: PublishStatus) => PublishStatus): Promise<PublishStatus> {
  const env = options.env ?? process.env;
  const target = resolveTarget(options.root, options.target, env);
  const author = options.author ? validateAuthor(options.author) : readAuthor(env);
  if (!author) {
    return report({
      phase: 'error',
      message: 'Non so chi pubblica: scrivi il tuo nome e la tua e-mail (oppure imposta GIT_AUTHOR_NAME e GIT_AUTHOR_EMAIL).',
      log: [],
    });
  }

  report({ phase: 'checking' });
  const blockers = await releaseBlockers(options.root, options.target, options.check ? { check: options.check } : {});
  if (blockers.length > 0) return report({ phase: 'gate', blockers });

  const pushed = await commitAndPush({
    root: options.root,
    remote: target.remote,
    branch: target.branch,
    author,
    ...(options.message ? { message: options.message } : {}),
  });
  if (pushed.kind === 'nothing') return report({ phase: 'nothing' });
  if (pushed.kind === 'conflict') return report({ phase: 'conflict', file: pushed.file, line: pushed.line, message: pushed.message });
  const { commit } = pushed;
  report({
    phase: 'pushed',
    commit,
    branch: pushed.branch,
    subject: pushed.subject,
    ...(pushed.checkoutNote ? { checkoutNote: pushed.checkoutNote } : {}),
  });

  let log: string[] = [];
  if (deployKind(target.deploy) !== 'none' || target.siteUrl) report({ phase: 'deploying', commit, log });
  const deployed = await runDeploy({
    root: options.root,
    target,
    commit,
    env,
    ...(options.signal ? { signal: options.signal } : {}),
    onLog: (lines) => {
      log = lines;
      report({ phase: 'deploying', commit, log: lines });
    },
  });
  log = deployed.log;
  if (!deployed.ok) return report({ phase: 'error', message: deployed.message, log });
  if (!target.siteUrl) return report({ phase: 'published', commit });

  const timeoutMs = onlineTimeout(env);
  const online = await waitUntilOnline(target.siteUrl, commit, { timeoutMs, ...(options.signal ? { signal: options.signal } : {}) });
  if (online) return report({ phase: 'online', commit, at: new Date().toISOString(), url: target.siteUrl });
  const why = options.signal?.aborted
    ? 'Pubblicazione interrotta prima di vedere il sito aggiornato.'
    : `Il sito ${target.siteUrl} non mostra ancora la nuova versione (${shortCommit(commit)}) dopo ${Math.round(timeoutMs / 1000)} secondi: controlla il deploy.`;
  return report({ phase: 'error', message: why, log });
}

/**
 * Publishes the marketer's changes to a target. Never throws: every failure is an `error` status in Italian. One
 * publication at a time per repository, across processes (a second call while one runs gets an error status).
 */
export async function publish(options: PublishOptions): Promise<PublishStatus> {
  const report = (status: PublishStatus) => {
    options.onStatus?.(status);
    return status;
  };
  // In this process, checked before anything is awaited: two calls at once must not both take over a stale lock file.
  const key = path.resolve(options.root);
  if (publishingHere.has(key)) return report({ phase: 'error', message: ALREADY_RUNNING, log: [] });
  publishingHere.add(key);
  let unlock: (() => void) | undefined;
  try {
    unlock = await lock(options.root);
    if (!unlock) return report({ phase: 'error', message: ALREADY_RUNNING, log: [] });
    return await run(options, report);
  } catch (error) {
    return report({ phase: 'error', message: errorMessage(error), log: [] });
  } finally {
    unlock?.();
    publishingHere.delete(key);
  }
}

/** A publication running in the background, for a server that answers at once and is asked for the status later. */
export interface PublishRun {
  /** Every status so far, oldest first (the deploy's log updates included). */
  readonly statuses: readonly PublishStatus[];
  /** The latest status. */
  current(): PublishStatus;
  /** Whether the final status is in. */
  finished(): boolean;
  /** Stops the deploy and the wait for "online" (a push already made stays). */
  abort(): void;
  /** The final status. */
  readonly done: Promise<PublishStatus>;
}

/** Starts `publish` without waiting for it (the editor's "Pubblica"); read `current()` to show its progress. */
export function startPublish(options: Omit<PublishOptions, 'signal'>): PublishRun {
  const controller = new AbortController();
  const statuses: PublishStatus[] = [{ phase: 'checking' }];
  let finished = false;
  const done = publish({
    ...options,
    signal: controller.signal,
    onStatus: (status) => {
      if (status.phase !== 'checking' || statuses.length > 1) statuses.push(status);
      options.onStatus?.(status);
    },
  }).then((final) => {
    finished = true;
    return final;
  });
  return {
    statuses,
    current: () => statuses[statuses.length - 1] ?? { phase: 'checking' },
    finished: () => finished,
    abort: () => controller.abort(),
    done,
  };
}
