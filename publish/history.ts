/**
 * A content file's published versions, from git: who, when, and what each changed field by field, and the exact bytes
 * of any of them, which the editor writes back to restore it ("Ripristina questa versione").
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { type FieldChange, changedFields } from './field-changes.ts';

export type { FieldChange } from './field-changes.ts';

const run = promisify(execFile);

/** How many versions the history shows. */
export const HISTORY_LENGTH = 50;
/** A version lists at most this many changed fields; the rest are counted. */
const CHANGES_SHOWN = 12;

export interface FileVersion {
  commit: string;
  author: string;
  /** ISO 8601, with the author's offset. */
  date: string;
  subject: string;
  changes: FieldChange[];
  /** Changed fields beyond those listed. */
  moreChanges: number;
  /** The version that created the file: it has no changes to list. */
  created: boolean;
  /** The version the file on disk has now, byte for byte. */
  current: boolean;
}

export type FileHistory = { available: true; versions: FileVersion[] } | { available: false; reason: string };

async function git(root: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd: root, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
  return stdout;
}

/**
 * The file's bytes in a commit (or in its parent, `parent: true`), or undefined where that commit does not have it.
 * `file` is relative to `root`.
 */
export async function versionBytes(root: string, file: string, commit: string, { parent = false } = {}): Promise<Buffer | undefined> {
  if (!/^[0-9a-f]{7,64}$/.test(commit)) return undefined;
  try {
    const revision = parent ? `${commit}~1` : commit;
    const { stdout } = await run('git', ['show', `${revision}:./${file}`], { cwd: root, maxBuffer: 64 * 1024 * 1024, encoding: 'buffer' });
    return stdout;
  } catch {
    return undefined;
  }
}

type Data = unknown;

function dataOf(bytes: Buffer | undefined): Data {
  if (bytes === undefined) return undefined;
  try {
    return parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

const FIELD_SEPARATOR = '\u001f';

/**
 * The last versions of `file` (relative to `root`) in the history of the checkout's HEAD, newest first: after a
 * "Pubblica" the checkout follows the published branch, so these are the published versions.
 */
export async function fileHistory(root: string, file: string, limit = HISTORY_LENGTH): Promise<FileHistory> {
  let log: string;
  try {
    log = await git(root, ['log', `-n${limit}`, `--format=%H${FIELD_SEPARATOR}%an${FIELD_SEPARATOR}%aI${FIELD_SEPARATOR}%s`, '--', file]);
  } catch (error) {
    const detail = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : String(error);
    return {
      available: false,
      reason: /not a git repository/i.test(detail)
        ? 'Nessuna cronologia: questa cartella non è un repository git.'
        : `La cronologia non si può leggere: ${detail}`,
    };
  }
  const commits = log
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [commit = '', author = '', date = '', subject = ''] = line.split(FIELD_SEPARATOR);
      return { commit, author, date, subject };
    });
  const texts = await Promise.all(commits.map(({ commit }) => versionBytes(root, file, commit)));
  const oldest = commits.at(-1);
  const beforeOldest = oldest ? await versionBytes(root, file, oldest.commit, { parent: true }) : undefined;
  const onDisk = await readFile(path.join(root, file)).catch(() => undefined);
  return {
    available: true,
    versions: commits.map((entry, index) => {
      const bytes = texts[index];
      const previous = index + 1 < commits.length ? texts[index + 1] : beforeOldest;
      const created = previous === undefined;
      const changes = created ? [] : changedFields(dataOf(previous), dataOf(bytes));
      return {
        ...entry,
        created,
        changes: changes.slice(0, CHANGES_SHOWN),
        moreChanges: Math.max(0, changes.length - CHANGES_SHOWN),
        current: bytes !== undefined && onDisk !== undefined && bytes.equals(onDisk),
      };
    }),
  };
}
