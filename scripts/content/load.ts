import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { pageSchema, type Page } from '../../schema/page.ts';
import { siteSchema, type Site } from '../../schema/site.ts';
import { setSharedFigures } from '../../schema/shared-figures.ts';
import { say, setMessageLanguage } from '../../schema/messages.ts';
import { contentErrorMap } from './issue-messages.ts';
import { checkImages } from './images.ts';
import { requiredRoutes as specificationRoutes } from './required-routes.ts';
import { parseYamlSource, type ContentError, type YamlSource } from './yaml-source.ts';
import { checkHtmlHeadings } from './html-headings.ts';
import { collectPosts } from './posts.ts';
import { checkSection } from '../../src/sections/section-hooks.ts';
import { placeholdersIn, type Placeholder } from './placeholders.ts';
import type { Language } from './language.ts';
import type { PostSummary } from '../../schema/post.ts';

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

/** `index.yaml` → `/`, `servizi.yaml` → `/servizi`, `sport/index.yaml` → `/sport`, `sport/calcio.yaml` → `/sport/calcio`. */
export function routeForFile(relativeToPagesDir: string): string {
  const withoutExtension = relativeToPagesDir.replace(/\\/g, '/').replace(/\.ya?ml$/, '');
  const segments = withoutExtension.split('/').filter((segment) => segment !== 'index');
  return `/${segments.join('/')}`;
}

function listYamlFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  const found: string[] = [];
  for (const name of readdirSync(directory).sort()) {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) found.push(...listYamlFiles(full));
    else if (/\.ya?ml$/.test(name)) found.push(full);
  }
  return found;
}

function validate<Schema extends z.ZodType>(
  schema: Schema,
  source: YamlSource,
  errors: ContentError[],
): z.infer<Schema> | undefined {
  const result = schema.safeParse(source.data, { error: contentErrorMap });
  if (result.success) return result.data;
  for (const issue of result.error.issues.flatMap(issuesOfIntendedBranch)) {
    const fieldPath = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
    errors.push(source.errorAt(fieldPath, issue.message));
  }
  return undefined;
}

/**
 * A value that fits no branch of a plain union (a figure written out, or the name of a shared one) is reported
 * against the branch the marketer meant: the one that knows most of the fields they wrote.
 */
function issuesOfIntendedBranch(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0 || 'discriminator' in issue && issue.discriminator) return [issue];
  const unknownFieldCount = (branch: z.core.$ZodIssue[]) =>
    branch.filter((inner) => inner.code === 'unrecognized_keys' && inner.path.length === 0).reduce((count, inner) => count + (inner.code === 'unrecognized_keys' ? inner.keys.length : 0), 0);
  const [intended] = [...issue.errors].sort((a, b) => unknownFieldCount(a) - unknownFieldCount(b) || a.length - b.length);
  if (!intended) return [issue];
  return intended.flatMap((inner) => issuesOfIntendedBranch({ ...inner, path: [...issue.path, ...inner.path] } as z.core.$ZodIssue));
}

/** Section ids of a page that failed validation, read from its raw data so links to them are not reported twice. */
function rawAnchors(data: unknown): Set<string> {
  const anchors = new Set<string>();
  const sections = (data as { sections?: unknown } | undefined)?.sections;
  if (Array.isArray(sections)) {
    for (const section of sections) {
      const id = (section as { id?: unknown } | null)?.id;
      if (typeof id === 'string') anchors.add(id);
    }
  }
  return anchors;
}

type Visit = (value: Record<string, unknown>, fieldPath: PropertyKey[]) => void;

function visitObjects(value: unknown, fieldPath: PropertyKey[], visit: Visit): void {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) visitObjects(item, [...fieldPath, index], visit);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    visit(record, fieldPath);
    for (const [key, child] of Object.entries(record)) visitObjects(child, [...fieldPath, key], visit);
  }
}

interface LinkCheckContext {
  anchorsByRoute: Map<string, Set<string>>;
  ownAnchors: Set<string> | undefined;
}

function checkLinks(data: unknown, source: YamlSource, context: LinkCheckContext, errors: ContentError[]): void {
  visitObjects(data, [], (record, fieldPath) => {
    if (typeof record.to === 'string') {
      const [route = '', hash] = record.to.split('#');
      const anchors = context.anchorsByRoute.get(route);
      if (!anchors) {
        errors.push(source.errorAt([...fieldPath, 'to'], say(`porta a "${route}", ma nessuna pagina ha questo indirizzo`, `links to "${route}", but no page has that path`)));
      } else if (hash && !anchors.has(hash)) {
        errors.push(source.errorAt([...fieldPath, 'to'], say(
            `porta a "#${hash}" su "${route}", ma lì nessuna sezione ha id "${hash}"`,
            `links to "#${hash}" on "${route}", but no section there has id "${hash}"`,
          )));
      }
    }
    if (record.type === 'anchor' && typeof record.target === 'string') {
      if (!context.ownAnchors) {
        errors.push(source.errorAt(fieldPath, say(
            'un’azione "anchor" funziona solo dentro una pagina: usa "route" con "/pagina#ancora"',
            'an "anchor" action only works inside a page; use "route" with "/page#anchor"',
          )));
      } else if (!context.ownAnchors.has(record.target)) {
        const known = [...context.ownAnchors];
        const list =
          known.length > 0 ? say(`; id su questa pagina: ${known.join(', ')}`, `; ids on this page: ${known.join(', ')}`) : say('; dai un "id" alla sezione di arrivo', '; give the target section an "id"');
        const message = say(
          `scorre fino a "#${record.target}", ma nessuna sezione di questa pagina ha id "${record.target}"${list}`,
          `scrolls to "#${record.target}", but no section on this page has id "${record.target}"${list}`,
        );
        errors.push(source.errorAt([...fieldPath, 'target'], message));
      }
    }
  });
}

export function loadContent(options: LoadOptions = {}): LoadResult {
  const root = options.root ?? process.cwd();
  const pagesDir = options.pagesDir ?? path.join(root, 'pages-yaml');
  const publicDir = options.publicDir ?? path.join(root, 'public');
  const required = options.requiredRoutes ?? specificationRoutes;
  const relative = (file: string) => path.relative(root, file).replace(/\\/g, '/');

  setMessageLanguage(options.language ?? 'it');
  const errors: ContentError[] = [];
  const warnings: ContentError[] = [];
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

  let site: Site | undefined;
  const siteSource = sources.get(sitePath);
  if (!siteSource) {
    errors.push({ file: relative(sitePath), line: 1, column: 1, path: '', message: say('manca il file del sito: contiene marchio, recapiti, menu e piè di pagina', 'the site file is missing; it holds brand, contacts, menu and footer') });
  } else if (siteSource.syntaxErrors.length === 0) {
    site = validate(siteSchema, siteSource, errors);
  }
  setSharedFigures(site?.figures ?? {});

  const pages: PageEntry[] = [];
  const pageSources = new Map<PageEntry, YamlSource>();
  const claimedPaths = new Map<string, string>();
  const brokenPages = new Map<string, Set<string>>();
  for (const file of files) {
    const relativeToPages = path.relative(pagesDir, file).replace(/\\/g, '/');
    if (relativeToPages.split('/').some((segment) => segment.startsWith('_'))) continue;
    const source = sources.get(file);
    if (!source) continue;
    const route = routeForFile(relativeToPages);
    const page = source.syntaxErrors.length > 0 ? undefined : validate(pageSchema, source, errors);
    if (!page) {
      // The file's own errors are reported; links to its path and anchors are not reported again.
      brokenPages.set(route, rawAnchors(source.data));
      continue;
    }
    const entry: PageEntry = { file: source.file, path: route, page };
    const claims: Array<{ route: string; fieldPath: PropertyKey[] }> = [
      { route: entry.path, fieldPath: [] },
      ...page.aliases.map((alias, index) => ({ route: alias, fieldPath: ['aliases', index] as PropertyKey[] })),
    ];
    for (const claim of claims) {
      const owner = claimedPaths.get(claim.route);
      if (owner) errors.push(source.errorAt(claim.fieldPath, say(
              `l’indirizzo "${claim.route}" è già servito da ${owner}: ogni indirizzo appartiene a un solo file`,
              `the path "${claim.route}" is already served by ${owner}; each path belongs to one file`,
            )));
      else claimedPaths.set(claim.route, source.file);
    }
    pages.push(entry);
    pageSources.set(entry, source);
  }

  const anchorsByRoute = new Map<string, Set<string>>();
  for (const entry of pages) {
    const anchors = new Set<string>();
    const source = pageSources.get(entry);
    entry.page.sections.forEach((section, index) => {
      if (!section.id) return;
      if (anchors.has(section.id) && source) errors.push(source.errorAt(['sections', index, 'id'], say(`l’id "${section.id}" è usato da due sezioni di questa pagina`, `the id "${section.id}" is used by two sections of this page`)));
      anchors.add(section.id);
    });
    anchorsByRoute.set(entry.path, anchors);
    for (const alias of entry.page.aliases) anchorsByRoute.set(alias, anchors);
  }

  for (const [route, anchors] of brokenPages) {
    if (!anchorsByRoute.has(route)) anchorsByRoute.set(route, anchors);
  }

  for (const entry of pages) {
    const source = pageSources.get(entry);
    if (!source) continue;
    checkImages(entry.page, source, { root, publicDir, yamlFile: path.join(root, entry.file) }, errors, warnings);
    checkLinks(entry.page, source, { anchorsByRoute, ownAnchors: anchorsByRoute.get(entry.path) }, errors);
    checkHtmlHeadings(entry.page, source, errors);
  }
  const routesOfAllFiles = new Set(files.map((file) => routeForFile(path.relative(pagesDir, file))));
  const posts = collectPosts(pages, (entry) => pageSources.get(entry), errors);
  const siteFacts = { postIds: new Set(posts.map((post) => post.id)), routes: routesOfAllFiles };
  for (const entry of pages) {
    const source = pageSources.get(entry);
    if (!source) continue;
    entry.page.sections.forEach((section, index) => {
      for (const problem of checkSection(section, siteFacts)) errors.push(source.errorAt(['sections', index, ...problem.path], problem.message));
    });
  }
  if (site && siteSource) {
    checkImages(site, siteSource, { root, publicDir, yamlFile: sitePath }, errors, warnings);
    checkLinks(site, siteSource, { anchorsByRoute, ownAnchors: undefined }, errors);
  }

  for (const route of required) {
    if (!anchorsByRoute.has(route)) {
      const suggested = route === '/' ? 'pages-yaml/index.yaml' : `pages-yaml${route}.yaml`;
      errors.push({ file: relative(pagesDir), line: 1, column: 1, path: '', message: say(`l’indirizzo "${route}" della specifica non ha una pagina: crea ${suggested}`, `the route "${route}" of the specification has no page; create ${suggested}`) });
    }
  }

  const inFileOrder = (a: ContentError, b: ContentError) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
  errors.sort(inFileOrder);
  placeholders.sort(inFileOrder);
  warnings.sort(inFileOrder);
  return { content: site && errors.length === 0 ? { site, pages, posts } : undefined, errors, placeholders, warnings, files };
}
