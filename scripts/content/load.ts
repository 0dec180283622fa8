import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageSchema, type Page } from '../../src/sections/page-schema.ts';
import { siteSchema, type Site } from '../../schema/site.ts';
import { withSharedFigures } from '../../schema/shared-figures.ts';
import { inLanguage, say } from '../../schema/messages.ts';
import { checkImages } from './images.ts';
import { requiredRoutes as specificationRoutes } from './required-routes.ts';
import { parseYamlSource, type ContentError, type YamlSource } from './yaml-source.ts';
import { checkHtmlHeadings } from './html-headings.ts';
import { collectPosts } from './posts.ts';
import { checkSection } from '../../src/sections/section-hooks.ts';
import { placeholdersIn, type Placeholder } from './placeholders.ts';
import type { Language } from './language.ts';
import type { PostSummary } from '../../schema/post.ts';
import { isPageFile, listYamlFiles, routeForFile } from './discovery.ts';
import { validate } from './validation.ts';
import { anchorsByRoute, checkLinks, checkPathsAreUnique, checkRequiredRoutes, rawAnchors, type CheckedPage } from './cross-file-checks.ts';
import { checkFactCopies, resolveFactReferences } from './fact-references.ts';
import { siteFactsOf } from './site-facts.ts';
import { checkSharedFigureCopies } from './figure-checks.ts';

/*
 * The content in three steps: discovery (which files, which routes: discovery.ts), validation of each file against
 * its schema (validation.ts), then the checks across files: paths, links and anchors, images, posts (cross-file-checks.ts).
 */

export const SITE_FILE = '_site.yaml';

export interface PageEntry {
  /** Project-relative file, e.g. `pages-yaml/sport/calcio.yaml`. */
  file: string;
  /** The route the file serves, derived from its place: `/sport/calcio`. */
  path: string;
  page: Page;
}

export interface Content {
  site: Site;
  pages: PageEntry[];
  /** Blog articles' summaries (no bodies), newest first. */
  posts: PostSummary[];
}

export interface LoadResult {
  content: Content | undefined;
  errors: ContentError[];
  /** Content marked as still to be supplied (warnings: a preview builds, a release does not), in file order. */
  placeholders: Placeholder[];
  /** What a person should look at but that does not stop a build (a photo without `alt`, too small), in file order. */
  warnings: ContentError[];
  /** Every YAML file read, absolute, so a dev server can watch them. */
  files: string[];
}

export interface LoadOptions {
  root?: string;
  pagesDir?: string;
  publicDir?: string;
  requiredRoutes?: readonly string[];
  /** Language of the messages; Italian unless a developer asks for English. */
  language?: Language;
}

export function loadContent(options: LoadOptions = {}): LoadResult {
  const root = options.root ?? process.cwd();
  const pagesDir = options.pagesDir ?? path.join(root, 'pages-yaml');
  const publicDir = options.publicDir ?? path.join(root, 'public');
  const required = options.requiredRoutes ?? specificationRoutes;
  const relative = (file: string) => path.relative(root, file).replace(/\\/g, '/');

  const language = options.language ?? 'it';
  const errors: ContentError[] = [];
  const warnings: ContentError[] = [];

  // Discovery: every YAML file, parsed once.
  const files = listYamlFiles(pagesDir);
  const sitePath = path.join(pagesDir, SITE_FILE);
  const sources = new Map<string, YamlSource>();
  const placeholders: Placeholder[] = [];
  for (const file of files) {
    const source = parseYamlSource(relative(file), readFileSync(file, 'utf8'));
    errors.push(...source.syntaxErrors);
    placeholders.push(...placeholdersIn(source));
    sources.set(file, source);
  }

  // The agency's facts, read from the site file as written: every file refers to them by name ({agenzia.nome}) and
  // none copies them out. Each file is validated with its references resolved.
  const siteSource = sources.get(sitePath);
  const facts = siteSource && siteSource.syntaxErrors.length === 0 ? siteFactsOf(siteSource.data) : undefined;
  const resolved = (source: YamlSource): unknown => {
    if (!facts) return source.data;
    const isSiteFile = source === siteSource;
    checkFactCopies(source, facts, errors, isSiteFile);
    return resolveFactReferences(source, facts, errors, isSiteFile);
  };

  // Validation: the site file first (its shared figures take the place of the pages' references to them), then each page.
  let site: Site | undefined;
  if (!siteSource) {
    errors.push({
      file: relative(sitePath),
      line: 1,
      column: 1,
      path: '',
      message: say(
        'manca il file del sito: contiene marchio, recapiti, menu e piè di pagina',
        'the site file is missing; it holds brand, contacts, menu and footer',
      ),
    });
  } else if (siteSource.syntaxErrors.length === 0) {
    site = validate(siteSchema, siteSource, errors, { language, data: resolved(siteSource) });
  }
  const sharedFigures = site?.figures ?? {};

  const checked: CheckedPage[] = [];
  const brokenPages = new Map<string, Set<string>>();
  for (const file of files) {
    const relativeToPages = path.relative(pagesDir, file);
    const source = sources.get(file);
    if (!isPageFile(relativeToPages) || !source) continue;
    const route = routeForFile(relativeToPages);
    if (source.syntaxErrors.length === 0) checkSharedFigureCopies(source, sharedFigures, errors);
    const page =
      source.syntaxErrors.length > 0
        ? undefined
        : validate(pageSchema, source, errors, { language, data: withSharedFigures(resolved(source), sharedFigures) });
    if (page) checked.push({ path: route, page, source });
    // The file's own errors are reported; links to its path and anchors are not reported again.
    else brokenPages.set(route, rawAnchors(source.data));
  }

  // Checks across files.
  checkPathsAreUnique(checked, errors);
  const anchors = anchorsByRoute(checked, brokenPages, errors);
  for (const { path: route, page, source } of checked) {
    checkImages(page, source, { root, publicDir, yamlFile: path.join(root, source.file) }, errors, warnings);
    checkLinks(page, source, { anchorsByRoute: anchors, ownAnchors: anchors.get(route) }, errors);
    checkHtmlHeadings(page, source, errors);
  }
  const pages: PageEntry[] = checked.map(({ path: route, page, source }) => ({ file: source.file, path: route, page }));
  const sourceByFile = new Map(checked.map(({ source }) => [source.file, source]));
  const posts = collectPosts(pages, (entry) => sourceByFile.get(entry.file), errors);
  const siteFacts = {
    postIds: new Set(posts.map((post) => post.id)),
    routes: new Set(files.map((file) => routeForFile(path.relative(pagesDir, file)))),
  };
  for (const { page, source } of checked) {
    for (const [index, section] of page.sections.entries()) {
      for (const problem of checkSection(section, siteFacts))
        errors.push(source.errorAt(['sections', index, ...problem.path], problem.message));
    }
  }
  if (site && siteSource) {
    checkImages(site, siteSource, { root, publicDir, yamlFile: sitePath }, errors, warnings);
    checkLinks(site, siteSource, { anchorsByRoute: anchors, ownAnchors: undefined }, errors);
  }
  checkRequiredRoutes(required, anchors, relative(pagesDir), errors);

  const inFileOrder = (a: ContentError, b: ContentError) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
  const readable = (list: ContentError[]) =>
    list.map((error) => ({ ...error, message: inLanguage(error.message, language) })).sort(inFileOrder);
  placeholders.sort(inFileOrder);
  return {
    content: site && errors.length === 0 ? { site, pages, posts } : undefined,
    errors: readable(errors),
    placeholders,
    warnings: readable(warnings),
    files,
  };
}
