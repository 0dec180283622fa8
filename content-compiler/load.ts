import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageSchema, type Page } from '../src/sections/page-schema.ts';
import { sectionSchema, type Section } from '../src/sections/index.ts';
import { siteSchema, type Site } from '../schema/site.ts';
import { emailCopySchema, type EmailFileCopy } from '../schema/email.ts';
import { withSharedFigures } from '../schema/shared-figures.ts';
import { inLanguage, say } from '../schema/messages.ts';
import { checkImages, imageFilesIn, readImageSizes } from './images.ts';
import { requiredRoutes as specificationRoutes } from './required-routes.ts';
import { parseYamlSource, type ContentError, type YamlSource } from './yaml-source.ts';
import { checkHtmlHeadings } from './html-headings.ts';
import { collectPosts } from './posts.ts';
import { checkSection } from '../src/sections/section-hooks.ts';
import { placeholdersIn, type Placeholder } from './placeholders.ts';
import type { Language } from './language.ts';
import type { PostSummary } from '../schema/post.ts';
import { isPageFile, listYamlFiles, routeForFile } from './discovery.ts';
import { validate } from './validation.ts';
import { anchorsByRoute, checkLinks, checkPathsAreUnique, checkRequiredRoutes, rawAnchors, type CheckedPage } from './cross-file-checks.ts';
import { scheduleState, type LeftOutPage } from '../schema/schedule.ts';
import { buildNow } from './build-clock.ts';
import { checkFactCopies, resolveFactReferences } from './fact-references.ts';
import { siteFactsOf } from './site-facts.ts';
import { checkSharedFigureCopies, checkSharedFiguresInText } from './figure-checks.ts';
import { checkCopy, checkOrphanPages } from './copy-checks.ts';
import { checkSearchTexts } from './search-checks.ts';

/*
 * The content in three steps: discovery (which files, which routes: discovery.ts), validation of each file against
 * its schema (validation.ts), then the checks across files: paths, links and anchors, images, posts (cross-file-checks.ts).
 * A file that fails its schema still goes through the checks that can read it as written, so one run reports
 * every mistake of every step.
 */

export const SITE_FILE = '_site.yaml';
/** The copy of the e-mails the site sends by itself (schema/email.ts); the build hands it to the function. */
export const EMAIL_FILE = '_email.yaml';

export interface PageEntry {
  /** Project-relative file, e.g. `pages-yaml/sport/calcio.yaml`. */
  file: string;
  /** The route the file serves, derived from its place: `/sport/calcio`. */
  path: string;
  page: Page;
}

/** What a release holds: the pages and articles online at the load's `now` (a scheduled page is left out before or after its time). */
export interface Content {
  site: Site;
  email: EmailFileCopy;
  pages: PageEntry[];
  /** Blog articles' summaries (no bodies), newest first. */
  posts: PostSummary[];
}

export interface LoadResult {
  content: Content | undefined;
  /**
   * What passed its own schema, even while other files (or checks across files) fail: the editor previews it.
   * Scheduled pages are here whatever the time, so the editor shows them and a scheduler can read every schedule.
   */
  validated: { site: Site | undefined; email: EmailFileCopy | undefined; pages: PageEntry[]; posts: PostSummary[] };
  errors: ContentError[];
  /** Content marked as still to be supplied (warnings: a preview builds, a release does not), in file order. */
  placeholders: Placeholder[];
  /** What a person should look at but that does not stop a build (a photo without `alt`, too small), in file order. */
  warnings: ContentError[];
  /** Every YAML file read, absolute, so a dev server can watch them. */
  files: string[];
  /** Each file as parsed, by its project-relative name: checks made after the load (on the rendered pages) point into it. */
  sources: ReadonlyMap<string, YamlSource>;
}

/**
 * Parsed and validated files kept between two loads (the editor loads the site at every keystroke): a file whose
 * text, shared figures and site facts are unchanged is not parsed or validated again. Its data is shared between loads:
 * reshape a copy.
 */
export class ContentCache {
  readonly parsed = new Map<string, { text: string; source: YamlSource; placeholders: Placeholder[] }>();
  readonly validated = new Map<string, { source: YamlSource; figures: unknown; facts: unknown; value: unknown; errors: ContentError[] }>();
}

export interface LoadOptions {
  root?: string;
  pagesDir?: string;
  publicDir?: string;
  requiredRoutes?: readonly string[];
  /** Language of the messages; Italian unless a developer asks for English. */
  language?: Language;
  /** The YAML files, absolute, instead of those found in `pagesDir` (the editor asks what a new or deleted page would do). */
  files?: readonly string[];
  /** A file's text; the editor gives the unsaved text of the file being edited. */
  readFile?: (file: string) => string;
  cache?: ContentCache;
  /** The instant the release is built for, which decides the scheduled pages; by default BUILD_NOW or the clock (build-clock.ts). */
  now?: Date;
}

function validateCached<Schema extends Parameters<typeof validate>[0]>(
  schema: Schema,
  source: YamlSource,
  errors: ContentError[],
  options: { language: Language; data?: unknown; figures?: unknown; facts?: unknown; cache: ContentCache | undefined },
): ReturnType<typeof validate<Schema>> {
  const cached = options.cache?.validated.get(source.file);
  if (cached && cached.source === source && cached.figures === options.figures && cached.facts === options.facts) {
    errors.push(...cached.errors);
    return cached.value as ReturnType<typeof validate<Schema>>;
  }
  const own: ContentError[] = [];
  const value = validate(schema, source, own, { language: options.language, data: options.data ?? source.data });
  options.cache?.validated.set(source.file, { source, figures: options.figures, facts: options.facts, value, errors: own });
  errors.push(...own);
  return value;
}

/** The sections of a page that failed its schema which pass their own, at their places: their checks can still run. */
function sectionsThatPass(data: unknown): Array<Section | undefined> {
  const sections = (data as { sections?: unknown } | undefined)?.sections;
  if (!Array.isArray(sections)) return [];
  return sections.map((section) => {
    const result = sectionSchema.safeParse(section);
    return result.success ? result.data : undefined;
  });
}

/** What the checks of a file that failed its schema found, less what its schema already said at the same field. */
function notAlreadyReported(found: readonly ContentError[], schemaErrors: readonly ContentError[]): ContentError[] {
  const reported = new Set(schemaErrors.map((error) => error.path));
  return found.filter((error) => !reported.has(error.path));
}

export async function loadContent(options: LoadOptions = {}): Promise<LoadResult> {
  const root = options.root ?? process.cwd();
  const pagesDir = options.pagesDir ?? path.join(root, 'pages-yaml');
  const publicDir = options.publicDir ?? path.join(root, 'public');
  const required = options.requiredRoutes ?? specificationRoutes;
  const readFile = options.readFile ?? ((file: string) => readFileSync(file, 'utf8'));
  const cache = options.cache;
  const relative = (file: string) => path.relative(root, file).replace(/\\/g, '/');

  const language = options.language ?? 'it';
  const errors: ContentError[] = [];
  const warnings: ContentError[] = [];

  // Discovery: every YAML file, parsed once.
  const files = options.files ? [...options.files] : listYamlFiles(pagesDir);
  const sitePath = path.join(pagesDir, SITE_FILE);
  const sources = new Map<string, YamlSource>();
  const placeholders: Placeholder[] = [];
  for (const file of files) {
    const text = readFile(file);
    const cached = cache?.parsed.get(file);
    const parsed =
      cached && cached.text === text
        ? cached
        : (() => {
            const source = parseYamlSource(relative(file), text);
            return { text, source, placeholders: placeholdersIn(source) };
          })();
    cache?.parsed.set(file, parsed);
    errors.push(...parsed.source.syntaxErrors);
    placeholders.push(...parsed.placeholders);
    sources.set(file, parsed.source);
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

  const emailPath = path.join(pagesDir, EMAIL_FILE);
  /** The e-mails' copy, with the agency's facts resolved as in any page; the function fills in the rest when a mail leaves. */
  const validateEmailFileCopy = (): EmailFileCopy | undefined => {
    const emailSource = sources.get(emailPath);
    if (!emailSource) {
      errors.push({
        file: relative(emailPath),
        line: 1,
        column: 1,
        path: '',
        message: say(
          'manca il file delle e-mail automatiche: contiene la risposta che riceve chi scrive dal sito',
          'the automatic e-mails file is missing; it holds the answer a visitor who writes from the site receives',
        ),
      });
      return undefined;
    }
    if (emailSource.syntaxErrors.length > 0) return undefined;
    const data = resolved(emailSource);
    checkCopy(emailSource, data, warnings);
    return validateCached(emailCopySchema, emailSource, errors, { language, data, facts: siteSource, cache });
  };

  // Validation: the site file first (its shared figures take the place of the pages' references to them), then each page.
  let site: Site | undefined;
  let siteData: unknown;
  const schemaErrorsByFile = new Map<string, ContentError[]>();
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
    const own: ContentError[] = [];
    siteData = resolved(siteSource);
    site = validateCached(siteSchema, siteSource, own, { language, data: siteData, facts: siteSource, cache });
    schemaErrorsByFile.set(siteSource.file, own);
    errors.push(...own);
  }
  const sharedFigures = site?.figures ?? {};
  const email = validateEmailFileCopy();
  if (siteSource && siteData !== undefined) {
    checkSharedFiguresInText(siteSource, sharedFigures, errors, true);
    checkCopy(siteSource, siteData, warnings);
  }

  const checked: CheckedPage[] = [];
  const broken: Array<{ path: string; source: YamlSource; data: unknown }> = [];
  const brokenPages = new Map<string, Set<string>>();
  for (const file of files) {
    const relativeToPages = path.relative(pagesDir, file);
    const source = sources.get(file);
    if (!isPageFile(relativeToPages) || !source) continue;
    const route = routeForFile(relativeToPages);
    if (source.syntaxErrors.length > 0) {
      brokenPages.set(route, rawAnchors(source.data));
      continue;
    }
    checkSharedFigureCopies(source, sharedFigures, errors);
    checkSharedFiguresInText(source, sharedFigures, errors, false);
    const data = resolved(source);
    checkCopy(source, data, warnings);
    const own: ContentError[] = [];
    const page = validateCached(pageSchema, source, own, {
      language,
      data: withSharedFigures(data, sharedFigures),
      figures: sharedFigures,
      facts: siteSource,
      cache,
    });
    errors.push(...own);
    if (page) checked.push({ path: route, page, source });
    else {
      // The file's own errors are reported; links to its path and anchors are not reported again.
      brokenPages.set(route, rawAnchors(source.data));
      broken.push({ path: route, source, data });
      schemaErrorsByFile.set(source.file, own);
    }
  }

  // Checks across files. The images' sizes are read first, all at once.
  const sizes = await readImageSizes(
    [
      ...checked.flatMap(({ page, source }) => imageFilesIn(page, path.join(root, source.file), publicDir)),
      ...broken.flatMap(({ source, data }) => imageFilesIn(data, path.join(root, source.file), publicDir)),
      ...(siteSource && siteSource.syntaxErrors.length === 0 ? imageFilesIn(site ?? siteSource.data, sitePath, publicDir) : []),
    ],
    root,
  );
  checkPathsAreUnique(checked, errors);
  // The schedule: a page not online at `now` is checked like any other, but left out of what the release holds.
  const now = options.now ?? buildNow();
  const leftOut = new Map<string, LeftOutPage>();
  for (const { path: route, page, source } of checked) {
    const state = scheduleState(page, now);
    if (state.kind === 'online') continue;
    const field = state.kind === 'scheduled' ? 'publishAt' : 'unpublishAt';
    for (const address of [route, ...page.aliases]) leftOut.set(address, { file: source.file, field, at: page[field] ?? '' });
  }
  const online = checked.filter(({ path: route }) => !leftOut.has(route));
  checkOrphanPages(online, siteData, warnings);
  if (site) checkSearchTexts(online, site.brand.titleSuffix, warnings);
  const anchors = anchorsByRoute(checked, brokenPages, errors);
  for (const { path: route, page, source } of checked) {
    checkImages(page, source, { root, publicDir, yamlFile: path.join(root, source.file), sizes }, errors, warnings);
    const linkContext = { anchorsByRoute: anchors, ownAnchors: anchors.get(route) };
    checkLinks(page, source, leftOut.has(route) ? linkContext : { ...linkContext, leftOut }, errors);
    checkHtmlHeadings(page.sections, source, errors);
  }
  const brokenSections = new Map(broken.map(({ source, data }) => [source, sectionsThatPass(withSharedFigures(data, sharedFigures))]));
  for (const { path: route, source, data } of broken) {
    const found: ContentError[] = [];
    checkImages(data, source, { root, publicDir, yamlFile: path.join(root, source.file), sizes }, found, warnings);
    checkLinks(data, source, { anchorsByRoute: anchors, ownAnchors: anchors.get(route) }, found);
    checkHtmlHeadings(brokenSections.get(source) ?? [], source, found);
    errors.push(...notAlreadyReported(found, schemaErrorsByFile.get(source.file) ?? []));
  }
  const pages: PageEntry[] = checked.map(({ path: route, page, source }) => ({ file: source.file, path: route, page }));
  const sourceByFile = new Map(checked.map(({ source }) => [source.file, source]));
  const posts = collectPosts(pages, (entry) => sourceByFile.get(entry.file), errors);
  const onlinePages = pages.filter((entry) => !leftOut.has(entry.path));
  const onlinePosts = posts.filter((post) => !leftOut.has(post.path));
  const siteFacts = {
    postIds: new Set(onlinePosts.map((post) => post.id)),
    routes: new Set(files.map((file) => routeForFile(path.relative(pagesDir, file))).filter((route) => !leftOut.has(route))),
    leftOut,
  };
  // A page left out itself may point to others left out: it goes online with them, or after them.
  const leftOutFacts = { ...siteFacts, postIds: new Set(posts.map((post) => post.id)), leftOut: new Map<string, LeftOutPage>() };
  const checkSections = (sections: ReadonlyArray<Section | undefined>, source: YamlSource, facts = siteFacts) =>
    sections.flatMap((section, index) =>
      section ? checkSection(section, facts).map((problem) => source.errorAt(['sections', index, ...problem.path], problem.message)) : [],
    );
  for (const { path: route, page, source } of checked)
    errors.push(...checkSections(page.sections, source, leftOut.has(route) ? leftOutFacts : siteFacts));
  for (const { source } of broken) {
    errors.push(...notAlreadyReported(checkSections(brokenSections.get(source) ?? [], source), schemaErrorsByFile.get(source.file) ?? []));
  }
  if (siteSource && siteSource.syntaxErrors.length === 0) {
    const found: ContentError[] = [];
    checkImages(site ?? siteSource.data, siteSource, { root, publicDir, yamlFile: sitePath, sizes }, found, warnings);
    checkLinks(site ?? siteSource.data, siteSource, { anchorsByRoute: anchors, ownAnchors: undefined, leftOut }, found);
    errors.push(...(site ? found : notAlreadyReported(found, schemaErrorsByFile.get(siteSource.file) ?? [])));
  }
  checkRequiredRoutes(required, anchors, relative(pagesDir), errors);
  for (const route of required) {
    const page = leftOut.get(route);
    const source = page && sourceByFile.get(page.file);
    if (page && source)
      errors.push(
        source.errorAt(
          [page.field],
          say(
            `"${route}" è una pagina della specifica: non può restare fuori dal sito, togli ${page.field}`,
            `"${route}" is a page of the specification; it cannot be left out of the site, remove ${page.field}`,
          ),
        ),
      );
  }

  const inFileOrder = (a: ContentError, b: ContentError) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
  const readable = (list: ContentError[]) =>
    list.map((error) => ({ ...error, message: inLanguage(error.message, language) })).sort(inFileOrder);
  placeholders.sort(inFileOrder);
  return {
    content: site && email && errors.length === 0 ? { site, email, pages: onlinePages, posts: onlinePosts } : undefined,
    validated: { site, email, pages, posts },
    errors: readable(errors),
    placeholders,
    warnings: readable(warnings),
    files,
    sources: new Map([...sources.values()].map((source) => [source.file, source])),
  };
}
