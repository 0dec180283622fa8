import path from 'node:path';
import { inLanguage, type Language } from '../schema/messages.ts';
import { type LoadOptions, type LoadResult, loadContent, type PageEntry } from '../content-compiler/load.ts';
import { checkRenderedPage } from '../content-compiler/rendered-checks.ts';
import type { ContentError } from '../content-compiler/yaml-source.ts';
import { buildEditor, isStale, PREVIEW_DIR } from './builds.ts';
import { PreviewRenderer } from './preview-renderer.ts';
import { PROJECT_ROOT } from './schemas.ts';

/*
 * The quality check on the rendered pages (one <h1>, no skipped heading level, no image without alt): each page is
 * rendered by the site's own renderer, the editor's preview bundle, as the editor shows it and the build emits it.
 */

const sameFinding = (error: ContentError) => `${error.file} ${error.path}`;

/** The rendered page's errors of one page, less those the load already reported at the same field (an article's HTML headings). */
export function renderedPageErrors(
  body: string,
  entry: PageEntry,
  result: Pick<LoadResult, 'sources' | 'errors'>,
  language: Language = 'it',
): ContentError[] {
  const source = result.sources.get(entry.file);
  if (!source) return [];
  const known = new Set(result.errors.map(sameFinding));
  return checkRenderedPage(
    body,
    source,
    entry.page.sections.map((section) => section.type),
  )
    .map((error) => ({ ...error, message: inLanguage(error.message, language) }))
    .filter((error) => !known.has(sameFinding(error)));
}

/** The preview's renderer, built first when it is missing or older than the site's sources. */
export async function previewRenderer(contentRoot: string, log: (message: string) => void): Promise<PreviewRenderer> {
  if (isStale(PROJECT_ROOT, 'preview')) {
    log('Preparo il renderer del sito per controllare le pagine come escono (vite build, una volta sola)…');
    await buildEditor(PROJECT_ROOT, 'preview');
  }
  return new PreviewRenderer({ bundleDir: path.join(PROJECT_ROOT, PREVIEW_DIR), contentRoot });
}

/**
 * The content lint: the load's checks, then every page that passed its schema rendered and checked. A page's rendered
 * errors join the load's, so `errors` is what stops a release.
 */
export async function lintContent(options: LoadOptions & { log?: (message: string) => void } = {}): Promise<LoadResult> {
  const result = await loadContent(options);
  const site = result.validated.site;
  if (!site) return result;
  const renderer = await previewRenderer(options.root ?? process.cwd(), options.log ?? (() => {}));
  const content = { site, pages: result.validated.pages, posts: result.validated.posts };
  const found: ContentError[] = [];
  for (const entry of result.validated.pages) {
    const rendered = await renderer.render(content, entry.path);
    found.push(...renderedPageErrors(rendered.body, entry, result, options.language));
  }
  const inFileOrder = (a: ContentError, b: ContentError) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
  return { ...result, content: found.length > 0 ? undefined : result.content, errors: [...result.errors, ...found].sort(inFileOrder) };
}
