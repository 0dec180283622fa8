/**
 * The release gate, the same the build applies (scripts/build.ts): content errors block every publication; a
 * placeholder still to supply blocks "pubblica" (a release) and not "anteprima" (a preview, marked and not indexed).
 */
import { type LoadOptions, type LoadResult, loadContent } from '../content-compiler/load.ts';
import type { ContentError } from '../content-compiler/yaml-source.ts';
import type { PublishTarget } from './settings.ts';

export interface ReleaseBlocker {
  /** Project-relative file, e.g. `pages-yaml/sport/calcio-marketing.yaml`. */
  file: string;
  line: number;
  column: number;
  /** The field's path, e.g. `sections[2].headline`, when the blocker is on a field. */
  field?: string;
  /** Italian, for the marketer. */
  message: string;
  kind: 'placeholder' | 'error';
}

function blocker(found: ContentError, kind: ReleaseBlocker['kind']): ReleaseBlocker {
  const message = kind === 'placeholder' ? `Segnaposto da fornire: ${found.message}` : found.message;
  return {
    file: found.file,
    line: found.line,
    column: found.column,
    ...(found.path ? { field: found.path } : {}),
    message,
    kind,
  };
}

/**
 * How the content is checked before a release: the load's checks by default; the editor and `npm run publish` pass
 * the content lint (editor/rendered-quality.ts), which also renders every page (one <h1>, no skipped heading level).
 */
export type ContentCheck = (options: LoadOptions) => Promise<LoadResult>;

/** What stops this target from being published, in file order: errors first, then (for "pubblica") the placeholders. */
export async function releaseBlockers(
  root: string,
  target: PublishTarget,
  options: { now?: Date; check?: ContentCheck } = {},
): Promise<ReleaseBlocker[]> {
  const check = options.check ?? loadContent;
  const result = await check({ root, language: 'it', ...(options.now ? { now: options.now } : {}) });
  const errors = result.errors.map((error) => blocker(error, 'error'));
  if (target === 'anteprima') return errors;
  return [...errors, ...result.placeholders.map((placeholder) => blocker(placeholder, 'placeholder'))];
}

/** `pages-yaml/index.yaml:40:9  sections[2].items[0]  Segnaposto da fornire: …` */
export function formatBlocker(found: ReleaseBlocker): string {
  return `${found.file}:${found.line}:${found.column}  ${found.field ?? '-'}  ${found.message}`;
}
