/**
 * The marketer's change as one commit on top of the target's remote branch, made without touching their checkout:
 * each changed file of pages-yaml/ and public/images/ is merged three ways (base: HEAD's version, ours: the disk,
 * theirs: the remote tip's), the tree is written through a temporary index, and the commit is pushed by its id. A
 * conflict pushes nothing and leaves every file as it was. Git's CLI is on every machine that cloned the repository.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { changedFields } from './field-changes.ts';
import { isPageFile, routeForFile } from '../content-compiler/discovery.ts';
import type { Author } from './author.ts';

/** The folders a marketer's change lives in; nothing else is ever published. */
export const PUBLISHED_FOLDERS = ['pages-yaml', 'public/images'] as const;
const SITE_FILE = 'pages-yaml/_site.yaml';
const MAX_FIELDS_NAMED = 4;
/** Pages named per group in the subject; the rest are counted, so the subject stays one readable line. */
const MAX_PAGES_NAMED = 6;

interface GitResult {
  code: number;
  stdout: Buffer;
  stderr: string;
}

interface GitOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  input?: Buffer | string;
}

/** How long a step that talks to the remote (ls-remote, fetch, push) may take before it counts as no connection. */
const NETWORK_TIMEOUT_MS = 120_000;
const NETWORK_COMMANDS = new Set(['ls-remote', 'fetch', 'push']);

/** Runs git and returns its output whatever its exit code (the caller reads the code). */
function runGit(args: readonly string[], options: GitOptions): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      {
        cwd: options.cwd,
        // No password prompt on a terminal the editor's server may not have: git fails with its message instead of
        // waiting forever (a credential helper, as Git for Windows' or macOS's keychain, still answers).
        env: { GIT_TERMINAL_PROMPT: '0', ...process.env, ...options.env },
        encoding: 'buffer',
        maxBuffer: 256 * 1024 * 1024,
        timeout: NETWORK_COMMANDS.has(args[0] ?? '') ? NETWORK_TIMEOUT_MS : 0,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        if (error?.killed) {
          reject(
            new PublishGitError(
              `git ${args[0]} non ha risposto in ${NETWORK_TIMEOUT_MS / 1000} secondi: controlla la connessione a internet e riprova.`,
            ),
          );
          return;
        }
        if (error && typeof error.code !== 'number') {
          reject(new PublishGitError(`Non riesco a eseguire git (${error.message}): è installato su questo computer?`));
          return;
        }
        resolve({ code, stdout, stderr: stderr.toString('utf8') });
      },
    );
    if (options.input !== undefined) child.stdin?.end(options.input);
    else child.stdin?.end();
  });
}

/** A git step that failed for a reason other than a conflict (no remote, no network, access refused), in Italian. */
export class PublishGitError extends Error {
  override name = 'PublishGitError';
}

async function git(args: readonly string[], options: GitOptions): Promise<string> {
  const result = await runGit(args, options);
  if (result.code !== 0) {
    throw new PublishGitError(`git ${args[0]} non è riuscito: ${result.stderr.trim() || `codice ${result.code}`}`);
  }
  return result.stdout.toString('utf8').trim();
}

/** A blob's bytes at a commit, or undefined when the file is not there. */
async function blobAt(root: string, commit: string | undefined, file: string): Promise<{ id: string; mode: string } | undefined> {
  if (!commit) return undefined;
  const listing = await git(['ls-tree', '-z', commit, '--', file], { cwd: root });
  const entry = listing.split('\0').find((line) => line.endsWith(`\t${file}`));
  if (!entry) return undefined;
  const [mode = '100644', , id = ''] = entry.split('\t')[0]?.split(' ') ?? [];
  return { id, mode };
}

async function blobBytes(root: string, id: string): Promise<Buffer> {
  const result = await runGit(['cat-file', 'blob', id], { cwd: root });
  if (result.code !== 0) throw new PublishGitError(`git cat-file non è riuscito: ${result.stderr.trim()}`);
  return result.stdout;
}

/** The id git would give the disk's file (with the repository's filters, e.g. line endings). */
async function diskBlobId(root: string, file: string, write = false): Promise<string> {
  return git(['hash-object', ...(write ? ['-w'] : []), '--path', file, '--', file], { cwd: root });
}

async function storeBlob(root: string, file: string, content: Buffer): Promise<string> {
  return git(['hash-object', '-w', '--stdin', '--path', file], { cwd: root, input: content });
}

/** The repository's git folder (where the publishing lock lives); an Italian error when the folder is no git checkout. */
export async function gitDir(root: string): Promise<string> {
  const result = await runGit(['rev-parse', '--absolute-git-dir'], { cwd: root });
  if (result.code !== 0) {
    throw new PublishGitError(
      `La cartella ${root} non è una copia git del sito: per pubblicare serve il progetto scaricato con git clone (${result.stderr.trim()}).`,
    );
  }
  return result.stdout.toString('utf8').trim();
}

/** Files of the published folders that differ from HEAD on disk: modified, added (untracked too) and deleted. */
export async function changedFiles(root: string): Promise<string[]> {
  const status = await runGit(['status', '--porcelain=v1', '-z', '--no-renames', '--untracked-files=all', '--', ...PUBLISHED_FOLDERS], {
    cwd: root,
  });
  if (status.code !== 0) throw new PublishGitError(`git status non è riuscito: ${status.stderr.trim()}`);
  const candidates = status.stdout
    .toString('utf8')
    .split('\0')
    .filter((entry) => entry.length > 3)
    .map((entry) => entry.slice(3));
  const head = await headCommit(root);
  const changed: string[] = [];
  for (const file of [...new Set(candidates)].sort()) {
    const atHead = await blobAt(root, head, file);
    const onDisk = existsSync(path.join(root, file));
    if (!atHead && !onDisk) continue;
    if (atHead && onDisk && (await diskBlobId(root, file)) === atHead.id) continue;
    changed.push(file);
  }
  return changed;
}

async function headCommit(root: string): Promise<string | undefined> {
  const result = await runGit(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], { cwd: root });
  return result.code === 0 ? result.stdout.toString('utf8').trim() : undefined;
}

/** How a published file's label reads in the message: its route, "impostazioni del sito", or its address. */
export function labelForFile(file: string): string {
  if (file === SITE_FILE) return 'impostazioni del sito';
  if (file.startsWith('pages-yaml/')) {
    const relative = file.slice('pages-yaml/'.length);
    return isPageFile(relative) && /\.ya?ml$/.test(relative) ? routeForFile(relative) : file;
  }
  if (file.startsWith('public/')) return file.slice('public'.length);
  return file;
}

function parseYamlOrUndefined(content: Buffer | undefined): unknown {
  if (!content) return undefined;
  try {
    return parse(content.toString('utf8'));
  } catch {
    return undefined;
  }
}

export interface FileChange {
  file: string;
  kind: 'added' | 'modified' | 'deleted';
  /** For a modified YAML file: the fields that changed. */
  fields: string[];
}

/** `Modificate: /sport/calcio-marketing (headline), /blog/foo (sections[1].items); Aggiunte: /nuova; Tolte: /vecchia` */
export function commitSubject(changes: readonly FileChange[]): string {
  const groups: Array<[FileChange['kind'], string]> = [
    ['modified', 'Modificate'],
    ['added', 'Aggiunte'],
    ['deleted', 'Tolte'],
  ];
  const parts: string[] = [];
  for (const [kind, title] of groups) {
    const items = changes
      .filter((change) => change.kind === kind)
      .map((change) => {
        const label = labelForFile(change.file);
        if (change.fields.length === 0) return label;
        const named = change.fields.slice(0, MAX_FIELDS_NAMED);
        const more = change.fields.length - named.length;
        return `${label} (${named.join(', ')}${more > 0 ? ` e altri ${more}` : ''})`;
      });
    const named = items.slice(0, MAX_PAGES_NAMED);
    const more = items.length - named.length;
    if (items.length > 0) parts.push(`${title}: ${named.join(', ')}${more > 0 ? ` e altre ${more}` : ''}`);
  }
  return parts.join('; ');
}

interface FilePlan {
  file: string;
  change: FileChange;
  /** What the published tree holds for the file: undefined to remove it. */
  result: Buffer | undefined;
  mode: string;
  /** The remote already holds this content: the commit does not change the file. */
  unchanged: boolean;
}

export interface ConflictOutcome {
  kind: 'conflict';
  file: string;
  /** 1-based line of the marketer's file; undefined for a file that cannot be merged line by line (an image, a deleted file). */
  line: number | undefined;
  message: string;
}

export type CommitOutcome =
  | { kind: 'nothing' }
  | ConflictOutcome
  | {
      kind: 'pushed';
      commit: string;
      branch: string;
      files: string[];
      subject: string;
      /** Whether the marketer's checkout was brought up to the pushed commit (when it follows that branch). */
      checkout: 'updated' | 'not-following' | 'left';
      /** Italian, when the checkout could not be brought up to date. */
      checkoutNote?: string;
    };

const isText = (content: Buffer) => !content.subarray(0, 8000).includes(0);

/** The marketer's line a conflict starts at, found from the conflicted output of `git merge-file -p`. */
function conflictLine(merged: string, ours: string): { line: number; text: string } {
  const mergedLines = merged.split('\n');
  const start = mergedLines.findIndex((line) => line.startsWith('<<<<<<<'));
  const oursLines = ours.split('\n');
  const end = mergedLines.findIndex((line, index) => index > start && (line.startsWith('=======') || line.startsWith('|||||||')));
  const chunk = mergedLines.slice(start + 1, end < 0 ? start + 1 : end);
  let best = Math.min(Math.max(start, 0), Math.max(oursLines.length - 1, 0));
  if (chunk.length > 0) {
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let index = 0; index + chunk.length <= oursLines.length; index += 1) {
      if (chunk.every((line, offset) => oursLines[index + offset] === line) && Math.abs(index - start) < bestDistance) {
        best = index;
        bestDistance = Math.abs(index - start);
      }
    }
  }
  return { line: best + 1, text: (oursLines[best] ?? '').trim() };
}

function conflictMessage(file: string, line: number | undefined, text: string | undefined): string {
  const where = line === undefined ? '' : ` alla riga ${line}${text ? `: «${text}»` : ''}`;
  return `Il file ${file} è stato cambiato anche online${where}. Non ho pubblicato niente e le tue modifiche sono ancora qui, come le hai lasciate: chiedi a chi ha cambiato il file online quale versione tenere.`;
}

async function threeWayMerge(
  root: string,
  file: string,
  base: Buffer | undefined,
  ours: Buffer,
  theirs: Buffer,
): Promise<{ merged: Buffer } | ConflictOutcome> {
  if (!base || !isText(base) || !isText(ours) || !isText(theirs)) {
    return { kind: 'conflict', file, line: undefined, message: conflictMessage(file, undefined, undefined) };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'publish-merge-'));
  try {
    const write = (name: string, content: Buffer) => {
      const full = path.join(folder, name);
      writeFileSync(full, content);
      return full;
    };
    const result = await runGit(
      [
        'merge-file',
        '-p',
        '-L',
        'tue modifiche',
        '-L',
        'ultima pubblicazione',
        '-L',
        'online',
        write('ours', ours),
        write('base', base),
        write('theirs', theirs),
      ],
      { cwd: root },
    );
    if (result.code === 0) return { merged: result.stdout };
    if (result.code > 0 && result.code < 128) {
      const { line, text } = conflictLine(result.stdout.toString('utf8'), ours.toString('utf8'));
      return { kind: 'conflict', file, line, message: conflictMessage(file, line, text) };
    }
    throw new PublishGitError(`git merge-file non è riuscito su ${file}: ${result.stderr.trim()}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Plans every changed file against the remote tip; the first conflict stops the plan. The merge's base is the file as
 * this computer last published it to the branch when the branch still holds that publication (so publishing to the
 * preview twice does not meet its own first publication as a conflict), else HEAD's version.
 */
async function planFiles(
  root: string,
  bases: { head: string | undefined; lastPublished: string | undefined },
  tip: string | undefined,
  files: readonly string[],
): Promise<FilePlan[] | ConflictOutcome> {
  const plans: FilePlan[] = [];
  for (const file of files) {
    const atBase = await blobAt(root, bases.lastPublished ?? bases.head, file);
    const atTip = await blobAt(root, tip, file);
    const full = path.join(root, file);
    // As git stores it (its filters applied: a Windows checkout's CRLF line endings become LF), so that it compares
    // and merges with the repository's versions line by line.
    const disk = existsSync(full) ? await blobBytes(root, await diskBlobId(root, file, true)) : undefined;
    const baseBytes = atBase ? await blobBytes(root, atBase.id) : undefined;
    const tipBytes = atTip ? await blobBytes(root, atTip.id) : undefined;
    const mode = atTip?.mode ?? atBase?.mode ?? '100644';
    const same = (a: Buffer | undefined, b: Buffer | undefined) => (a === undefined ? b === undefined : b !== undefined && a.equals(b));
    const plan = (result: Buffer | undefined): FilePlan => {
      // What this commit changes, seen from the remote's version.
      const kind: FileChange['kind'] = !tipBytes ? 'added' : result ? 'modified' : 'deleted';
      const fields =
        kind === 'modified' && /\.ya?ml$/.test(file)
          ? changedFields(parseYamlOrUndefined(tipBytes), parseYamlOrUndefined(result), { wholeLists: true }).map(({ field }) => field)
          : [];
      return { file, change: { file, kind, fields }, result, mode, unchanged: same(result, tipBytes) };
    };
    if (atTip?.id === atBase?.id || same(tipBytes, disk)) {
      // The remote did not touch the file since the version the marketer started from: theirs is the disk's.
      plans.push(plan(disk));
      continue;
    }
    if (same(baseBytes, disk)) {
      plans.push(plan(tipBytes));
      continue;
    }
    if (!disk || !tipBytes) {
      // One side deleted the file, the other changed it.
      return { kind: 'conflict', file, line: undefined, message: conflictMessage(file, undefined, undefined) };
    }
    const merged = await threeWayMerge(root, file, baseBytes, disk, tipBytes);
    if ('kind' in merged) return merged;
    plans.push(plan(merged.merged));
  }
  return plans;
}

/**
 * Where this computer remembers its last publication to a branch: a commit holding the published files as they were
 * on disk right after it, whose parent is the pushed commit (which it also keeps alive). The next publication merges
 * from that copy, so what it replays is only what the marketer changed since.
 */
const publishedRef = (remote: string, branch: string) => `refs/publish/${remote}/${branch}`;

/**
 * The working copy as last published to the branch, when the branch still holds that publication and the checkout has
 * not moved past it (then HEAD is the newer version the marketer started from).
 */
async function lastPublished(
  root: string,
  remote: string,
  branch: string,
  tip: string | undefined,
  head: string | undefined,
): Promise<string | undefined> {
  if (!tip) return undefined;
  const known = await runGit(['rev-parse', '--verify', '--quiet', `${publishedRef(remote, branch)}^{commit}`], { cwd: root });
  if (known.code !== 0) return undefined;
  const snapshot = known.stdout.toString('utf8').trim();
  const pushed = await runGit(['rev-parse', '--verify', '--quiet', `${snapshot}^1`], { cwd: root });
  if (pushed.code !== 0) return undefined;
  const pushedCommit = pushed.stdout.toString('utf8').trim();
  const contained = await runGit(['merge-base', '--is-ancestor', pushedCommit, tip], { cwd: root });
  if (contained.code !== 0) return undefined;
  const behindHead = head ? await runGit(['merge-base', '--is-ancestor', pushedCommit, head], { cwd: root }) : undefined;
  return behindHead?.code === 0 ? undefined : snapshot;
}

/** Remembers the published files as they are on disk now, after the push (and the checkout's update). */
async function rememberPublication(
  root: string,
  remote: string,
  branch: string,
  commit: string,
  plans: readonly FilePlan[],
): Promise<void> {
  const onDisk = plans.map((plan) => {
    const full = path.join(root, plan.file);
    return { file: plan.file, mode: plan.mode, result: existsSync(full) ? readFileSync(full) : undefined };
  });
  const tree = await writeTree(root, await headCommit(root), onDisk);
  const snapshot = await git(['commit-tree', tree, '-p', commit, '-m', 'La copia di lavoro pubblicata (per la prossima pubblicazione)'], {
    cwd: root,
    env: authorEnv({ name: 'agenzia-sito publish', email: 'publish@localhost' }),
  });
  await git(['update-ref', publishedRef(remote, branch), snapshot], { cwd: root });
}

/** The remote branch's tip after a fetch, or undefined when the branch does not exist there yet. */
async function fetchTip(root: string, remote: string, branch: string): Promise<string | undefined> {
  const listed = await runGit(['ls-remote', '--exit-code', '--heads', remote, `refs/heads/${branch}`], { cwd: root });
  if (listed.code === 2) return undefined;
  if (listed.code !== 0) {
    throw new PublishGitError(
      `Non riesco a raggiungere il remote "${remote}": ${listed.stderr.trim() || `codice ${listed.code}`}. Controlla la connessione e publish.json.`,
    );
  }
  await git(['fetch', '--no-tags', '--quiet', remote, `refs/heads/${branch}`], { cwd: root });
  return git(['rev-parse', '--verify', 'FETCH_HEAD^{commit}'], { cwd: root });
}

async function writeTree(
  root: string,
  baseCommit: string | undefined,
  plans: ReadonlyArray<Pick<FilePlan, 'file' | 'result' | 'mode'>>,
): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'publish-index-'));
  const env = { GIT_INDEX_FILE: path.join(folder, 'index') };
  try {
    if (baseCommit) await git(['read-tree', baseCommit], { cwd: root, env });
    else await git(['read-tree', '--empty'], { cwd: root, env });
    for (const plan of plans) {
      if (plan.result === undefined) {
        await git(['update-index', '--force-remove', '--', plan.file], { cwd: root, env });
      } else {
        const id = await storeBlob(root, plan.file, plan.result);
        await git(['update-index', '--add', '--cacheinfo', `${plan.mode},${id},${plan.file}`], { cwd: root, env });
      }
    }
    return await git(['write-tree'], { cwd: root, env });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function authorEnv(author: Author): NodeJS.ProcessEnv {
  return {
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
  };
}

const REJECTED = /\[rejected\]|non-fast-forward|fetch first|failed to update ref|cannot lock ref|stale info/i;

/** After a push to the branch the checkout follows: the published files' merged content on disk, staged, then a fast-forward. */
async function updateCheckout(
  root: string,
  remote: string,
  branch: string,
  commit: string,
  plans: readonly FilePlan[],
): Promise<{ checkout: 'updated' | 'not-following' | 'left'; checkoutNote?: string }> {
  const upstream = await runGit(['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}'], { cwd: root });
  const upstreamName = upstream.stdout.toString('utf8').trim();
  if (upstream.code !== 0 || upstreamName !== `${remote}/${branch}`) return { checkout: 'not-following' };
  for (const plan of plans) {
    const full = path.join(root, plan.file);
    if (plan.result === undefined) {
      rmSync(full, { force: true });
      continue;
    }
    const current = existsSync(full) ? readFileSync(full) : undefined;
    if (current?.equals(plan.result)) continue;
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, plan.result);
  }
  await git(['add', '-A', '--', ...plans.map((plan) => plan.file)], { cwd: root });
  const merge = await runGit(['merge', '--ff-only', '--quiet', commit], { cwd: root });
  if (merge.code === 0) return { checkout: 'updated' };
  return {
    checkout: 'left',
    checkoutNote: `Pubblicato, ma la tua copia locale non è stata aggiornata alla versione online (${merge.stderr.trim().split('\n')[0] ?? 'git merge'}): le tue modifiche sono sul disco, chiedi a uno sviluppatore di allinearla.`,
  };
}

export interface CommitOptions {
  root: string;
  remote: string;
  branch: string;
  author: Author;
  /** Added as the commit's body. */
  message?: string;
  /** Called after the fetch and before the push: a test moves the remote here to prove the retry. */
  beforePush?: () => Promise<void>;
}

/** Commits the marketer's changed files on top of the target's remote tip and pushes it (one retry if the remote moved meanwhile). */
export async function commitAndPush(options: CommitOptions): Promise<CommitOutcome> {
  const { root, remote, branch, author } = options;
  const files = await changedFiles(root);
  if (files.length === 0) return { kind: 'nothing' };
  const head = await headCommit(root);

  for (let attempt = 0; ; attempt += 1) {
    const tip = await fetchTip(root, remote, branch);
    const base = tip ?? head;
    const plans = await planFiles(root, { head, lastPublished: await lastPublished(root, remote, branch, tip, head) }, base, files);
    if (!Array.isArray(plans)) return plans;
    const tree = await writeTree(root, base, plans);
    if (base && tree === (await git(['rev-parse', `${base}^{tree}`], { cwd: root }))) return { kind: 'nothing' };
    const subject = commitSubject(plans.filter((plan) => !plan.unchanged).map((plan) => plan.change));
    const body = options.message?.trim();
    const commit = await git(['commit-tree', tree, ...(base ? ['-p', base] : []), '-F', '-'], {
      cwd: root,
      env: authorEnv(author),
      input: body ? `${subject}\n\n${body}\n` : `${subject}\n`,
    });
    await options.beforePush?.();
    const push = await runGit(['push', '--quiet', '--porcelain', remote, `${commit}:refs/heads/${branch}`], { cwd: root });
    if (push.code !== 0) {
      const said = `${push.stderr}\n${push.stdout.toString('utf8')}`;
      if (attempt === 0 && REJECTED.test(said)) continue;
      throw new PublishGitError(`Il push su ${remote}/${branch} è stato rifiutato: ${said.trim() || `codice ${push.code}`}`);
    }
    const checkout = await updateCheckout(root, remote, branch, commit, plans);
    await rememberPublication(root, remote, branch, commit, plans);
    return { kind: 'pushed', commit, branch, files: plans.map((plan) => plan.file), subject, ...checkout };
  }
}
