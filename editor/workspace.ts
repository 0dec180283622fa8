import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { isPageFile, listYamlFiles, routeForFile } from '../content-compiler/discovery.ts';
import { ContentCache, EMAIL_FILE, type LoadResult, loadContent, type PageEntry, SITE_FILE } from '../content-compiler/load.ts';
import { withSharedFigures } from '../schema/shared-figures.ts';
import type { Site } from '../schema/site.ts';
import { type Section, sectionSchema } from '../src/sections/index.ts';
import { PAGE_PATH_PATTERN, scaffoldSportPage } from '../content-compiler/sport-page-scaffold.ts';
import { type ContentError, formatContentError } from '../content-compiler/yaml-source.ts';
import type { CheckResult, FieldIssue, FileKind, FileSummary, JsonObject, NewPageRequest, OpenedFile, SaveResult } from './api-types.ts';
import { isSettingsFile } from './api-types.ts';
import { parseFieldPath } from './api-types.ts';
import type { PreviewRenderer } from './preview-renderer.ts';
import { renderedPageErrors } from './rendered-quality.ts';
import { PROJECT_ROOT } from './schemas.ts';
import { patchYaml, readYamlData, YamlPatchError } from './yaml-patch.ts';
import { type FileHistory, fileHistory, versionBytes } from '../publish/history.ts';

/** A request the editor refuses, with what to tell the marketer (Italian) and the answer's status. */
export class EditorRefusal extends Error {
  override name = 'EditorRefusal';
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422,
    readonly code: string,
    message: string,
    readonly details: { issues?: FieldIssue[]; elsewhere?: string[] } = {},
  ) {
    super(message);
  }
}

const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * `target` as the disk resolves it, every symbolic link on the way followed, for as much of it as exists yet; none
 * when something on the way exists but does not resolve (a link that points nowhere, or in a circle).
 */
function resolvedOnDisk(target: string): string | undefined {
  const missing: string[] = [];
  let existing = path.resolve(target);
  while (!existsOnDisk(existing)) {
    const parent = path.dirname(existing);
    if (parent === existing) break;
    missing.unshift(path.basename(existing));
    existing = parent;
  }
  try {
    return path.join(realpathSync(existing), ...missing);
  } catch {
    return undefined;
  }
}

/** Whether there is anything at `target`, a link that points nowhere included. */
function existsOnDisk(target: string): boolean {
  try {
    lstatSync(target);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `target` is inside `folder`, as written and as the disk resolves it: `../` in a name, an absolute path, or
 * a symbolic link inside the folder that leads out of it, all answer no.
 */
export function isInside(folder: string, target: string): boolean {
  const isBelow = (from: string, to: string) => {
    const inside = path.relative(from, to);
    return inside !== '' && !inside.startsWith('..') && !path.isAbsolute(inside);
  };
  const [realFolder, realTarget] = [resolvedOnDisk(folder), resolvedOnDisk(target)];
  return (
    isBelow(path.resolve(folder), path.resolve(target)) &&
    realFolder !== undefined &&
    realTarget !== undefined &&
    isBelow(realFolder, realTarget)
  );
}

/** The rendered page's errors, beside the fields that make them (or on the page's sections). */
function renderedIssues(result: LoadResult, entry: PageEntry, body: string): FieldIssue[] {
  return renderedPageErrors(body, entry, result).map((error) => ({
    path: parseFieldPath(error.path),
    message: error.message,
    kind: 'error',
  }));
}

const errorKey = (error: ContentError) => `${error.file}\u0000${error.path}\u0000${error.message}`;

/**
 * The content as the editor works on it: the files of pages-yaml/ under a root (the project, or a copy of it),
 * checked with the build's own checks, written back through yaml-patch.ts, and only inside pages-yaml/ and
 * public/images/.
 */
export class Workspace {
  readonly pagesDir: string;
  readonly publicDir: string;
  readonly imagesDir: string;
  private readonly cache = new ContentCache();
  /** The errors of the files as they are on disk: a change is refused only for errors it would bring. */
  private baseline!: LoadResult;
  /** Each file's page as it last passed its schema in this session. */
  private readonly lastValid = new Map<string, PageEntry>();

  private constructor(
    readonly root: string,
    private readonly preview: PreviewRenderer,
  ) {
    this.pagesDir = path.join(root, 'pages-yaml');
    this.publicDir = path.join(root, 'public');
    this.imagesDir = path.join(this.publicDir, 'images');
  }

  /** The workspace of a root, its content loaded and checked once (loading reads the images' sizes, which is asynchronous). */
  static async create(root: string, preview: PreviewRenderer): Promise<Workspace> {
    const workspace = new Workspace(root, preview);
    workspace.baseline = await workspace.load();
    return workspace;
  }

  relative(file: string): string {
    return path.relative(this.root, file).replace(/\\/g, '/');
  }

  /** The file a request names, which must be a YAML file inside pages-yaml/: nothing else is read or written. */
  contentFile(file: string, { mustExist = true } = {}): string {
    const absolute = path.resolve(this.root, file);
    if (!/\.ya?ml$/.test(absolute) || !isInside(this.pagesDir, absolute)) {
      throw new EditorRefusal(403, 'outside', `"${file}" non è un file di pages-yaml/: l’editor scrive solo lì e in public/images/.`);
    }
    if (mustExist && !existsSync(absolute)) throw new EditorRefusal(404, 'missing', `Il file ${file} non c’è (più).`);
    return absolute;
  }

  kindOf(absolute: string): FileKind {
    const inside = path.relative(this.pagesDir, absolute).replace(/\\/g, '/');
    if (inside === SITE_FILE) return 'site';
    if (inside === EMAIL_FILE) return 'email';
    return inside.startsWith('blog/') && inside !== 'blog/index.yaml' ? 'post' : 'page';
  }

  routeOf(absolute: string): string {
    const inside = path.relative(this.pagesDir, absolute);
    return isPageFile(inside) ? routeForFile(inside) : '/';
  }

  private load(overrides: Map<string, string> = new Map(), files?: string[]): Promise<LoadResult> {
    return loadContent({
      root: this.root,
      language: 'it',
      cache: this.cache,
      ...(files ? { files } : {}),
      readFile: (file) => overrides.get(file) ?? readFileSync(file, 'utf8'),
    });
  }

  async list(): Promise<FileSummary[]> {
    this.baseline = await this.load();
    const titles = new Map(this.baseline.validated.pages.map((entry) => [entry.file, entry.page.title]));
    return listYamlFiles(this.pagesDir)
      .filter((file) => isSettingsFile(this.kindOf(file)) || isPageFile(path.relative(this.pagesDir, file)))
      .map((file) => {
        const relative = this.relative(file);
        const kind = this.kindOf(file);
        const title =
          kind === 'site'
            ? 'Impostazioni del sito'
            : kind === 'email'
              ? 'E-mail automatiche'
              : (titles.get(relative) ?? rawTitle(file) ?? relative);
        return {
          file: relative,
          kind,
          route: this.routeOf(file),
          title,
          errors: this.baseline.errors.filter((error) => error.file === relative).length,
        };
      });
  }

  /** Every address a link can take: each page's, its aliases', and each of their sections' anchors. */
  routes(): string[] {
    const routes: string[] = [];
    for (const { path: route, page } of this.baseline.validated.pages) {
      for (const address of [route, ...page.aliases]) {
        routes.push(address);
        for (const section of page.sections) if (section.id) routes.push(`${address}#${section.id}`);
      }
    }
    return routes.sort();
  }

  open(file: string): OpenedFile {
    const absolute = this.contentFile(file);
    const text = readFileSync(absolute, 'utf8');
    let data: JsonObject;
    try {
      data = readYamlData(text) as JsonObject;
    } catch {
      const [problem] = this.baseline.errors.filter((error) => error.file === this.relative(absolute));
      throw new EditorRefusal(
        422,
        'syntax',
        `${this.relative(absolute)} ha un errore di scrittura YAML che l’editor non può correggere da solo: ${problem ? formatContentError(problem) : ''}`,
      );
    }
    return { file: this.relative(absolute), kind: this.kindOf(absolute), route: this.routeOf(absolute), data, version: fingerprint(text) };
  }

  /** The file's text with `data` written into it, as a save would write it. */
  private written(absolute: string, data: unknown): string {
    try {
      return patchYaml(readFileSync(absolute, 'utf8'), data);
    } catch (error) {
      if (!(error instanceof YamlPatchError)) throw error;
      throw new EditorRefusal(
        422,
        'unwritable',
        'Questa modifica non si può scrivere nel file senza cambiarne il senso: annullala e riprova.',
      );
    }
  }

  /** What the build's checks say about a change (the site's other files included), without writing anything. */
  private async judge(absolute: string, text: string): Promise<{ result: LoadResult; issues: FieldIssue[]; elsewhere: string[] }> {
    const result = await this.load(new Map([[absolute, text]]));
    const relative = this.relative(absolute);
    const known = new Set(this.baseline.errors.map(errorKey));
    const own = (kind: FieldIssue['kind']) => (error: ContentError) =>
      error.file === relative ? [{ path: parseFieldPath(error.path), message: error.message, kind }] : [];
    const issues = [
      ...result.errors.flatMap(own('error')),
      ...result.warnings.flatMap(own('warning')),
      ...result.placeholders.flatMap(own('placeholder')),
    ];
    const elsewhere = result.errors.filter((error) => error.file !== relative && !known.has(errorKey(error))).map(formatContentError);
    return { result, issues, elsewhere };
  }

  async check(file: string, data: unknown, previewRoute?: string): Promise<CheckResult> {
    const absolute = this.contentFile(file);
    const text = this.written(absolute, data);
    const { result, issues, elsewhere } = await this.judge(absolute, text);
    const relative = this.relative(absolute);
    const route = previewRoute ?? this.routeOf(absolute);
    const site = result.validated.site;
    if (!site) return { issues, elsewhere };
    const entry = result.validated.pages.find((candidate) => candidate.file === relative);
    let pages = result.validated.pages;
    let partial = false;
    if (entry) this.lastValid.set(relative, entry);
    else if (!isSettingsFile(this.kindOf(absolute))) {
      const fallback = this.lastValid.get(relative) ?? this.baseline.validated.pages.find((candidate) => candidate.file === relative);
      if (!fallback) return { issues, elsewhere };
      const sections = this.sectionsForPreview(data, fallback, site);
      pages = [...pages.filter((candidate) => candidate.file !== relative), { ...fallback, page: { ...fallback.page, sections } }];
      partial = true;
    }
    const rendered = await this.preview.render({ site, pages, posts: result.validated.posts }, route);
    return { issues, elsewhere, preview: rendered.body, head: rendered.head, ...(partial ? { partial } : {}) };
  }

  /**
   * While a page has errors, the preview still follows every section that passes its own schema; a section with an
   * error shows as it last was without one.
   */
  private sectionsForPreview(data: unknown, fallback: PageEntry, site: Site): Section[] {
    const written = (data as { sections?: unknown } | null)?.sections;
    if (!Array.isArray(written)) return fallback.page.sections;
    return written.flatMap((section, index) => {
      const parsed = sectionSchema.safeParse(withSharedFigures(section, site.figures));
      if (parsed.success) return [parsed.data];
      const before = fallback.page.sections[index];
      return before ? [before] : [];
    });
  }

  /** The preview frame's document for a file as it is on disk. */
  async previewDocument(file: string): Promise<string> {
    const absolute = this.contentFile(file);
    const site = this.baseline.validated.site;
    if (!site) throw new EditorRefusal(422, 'site', 'Il file del sito ha degli errori: correggili per vedere l’anteprima.');
    const { pages, posts } = this.baseline.validated;
    return this.preview.document(await this.preview.render({ site, pages, posts }, this.routeOf(absolute)));
  }

  /** Refuses to write over a file that changed on disk since the editor read it (`version`). */
  private refuseIfChanged(absolute: string, text: string, version: string): void {
    if (fingerprint(text) === version) return;
    throw new EditorRefusal(
      409,
      'changed-on-disk',
      `${this.relative(absolute)} è cambiato sul disco da quando l’hai aperto (in un altro programma o in un’altra finestra): non lo sovrascrivo. Copia da parte le tue modifiche, ricarica il file e rifalle.`,
    );
  }

  /** The file's published versions, newest first. */
  history(file: string): Promise<FileHistory> {
    return fileHistory(this.root, this.relative(this.contentFile(file)));
  }

  /** Makes the file byte for byte its version of `commit`; a save like any other, then published like any change. */
  async restore(file: string, commit: string, version: string): Promise<OpenedFile> {
    const absolute = this.contentFile(file);
    const bytes = await versionBytes(this.root, this.relative(absolute), commit);
    if (bytes === undefined)
      throw new EditorRefusal(404, 'no-version', `Questa versione di ${this.relative(absolute)} non è nella cronologia.`);
    this.refuseIfChanged(absolute, readFileSync(absolute, 'utf8'), version);
    writeAtomically(absolute, bytes);
    this.baseline = await this.load();
    return this.open(file);
  }

  async save(file: string, data: unknown, version: string): Promise<SaveResult> {
    const absolute = this.contentFile(file);
    const current = readFileSync(absolute, 'utf8');
    const refuseIfChanged = (text: string) => this.refuseIfChanged(absolute, text, version);
    refuseIfChanged(current);
    const text = this.written(absolute, data);
    const { result, issues, elsewhere } = await this.judge(absolute, text);
    // The page as it comes out (one <h1>, no skipped heading level, no image without alt), checked before it is written.
    // On save only: parsing the rendered page takes about 20 ms of the keystroke's 100 ms (parse5, 55 KB, loaded machine).
    const site = result.validated.site;
    const entry = result.validated.pages.find((candidate) => candidate.file === this.relative(absolute));
    if (site && entry) {
      const rendered = await this.preview.render({ site, pages: result.validated.pages, posts: result.validated.posts }, entry.path);
      issues.push(...renderedIssues(result, entry, rendered.body));
    }
    const errors = issues.filter((issue) => issue.kind === 'error');
    if (errors.length > 0 || elsewhere.length > 0) {
      throw new EditorRefusal(
        422,
        'invalid',
        errors.length > 0
          ? `Non salvato: ${errors.length === 1 ? 'c’è un errore' : `ci sono ${errors.length} errori`} da correggere (segnati sui campi).`
          : `Non salvato: la modifica romperebbe altri file (${elsewhere.join('; ')}).`,
        { issues, elsewhere },
      );
    }
    // Checked again: another save may have written the file while this one was being checked.
    refuseIfChanged(readFileSync(absolute, 'utf8'));
    if (text !== current) writeAtomically(absolute, text);
    this.baseline = await this.load();
    return { version: fingerprint(text), changedLines: changedLineCount(current, text) };
  }

  async createPage(request: NewPageRequest): Promise<OpenedFile> {
    const pagePath = request.path
      .trim()
      .replace(/^\/+|\/+$/g, '')
      .replace(/\.ya?ml$/, '');
    if (!PAGE_PATH_PATTERN.test(pagePath) || pagePath.split('/').some((part) => part.startsWith('_'))) {
      throw new EditorRefusal(
        400,
        'path',
        `"${request.path}" non va bene come indirizzo: usa lettere minuscole, cifre e trattini, es. sport/tennis.`,
      );
    }
    const name = request.name.trim();
    if (name === '') throw new EditorRefusal(400, 'name', 'Scrivi il titolo della pagina (o il nome dello sport).');
    const absolute = this.contentFile(`pages-yaml/${pagePath}.yaml`, { mustExist: false });
    const route = routeForFile(`${pagePath}.yaml`);
    const refuseIfTaken = (taken: boolean) => {
      if (taken) throw new EditorRefusal(409, 'exists', `L’indirizzo ${route} ha già una pagina: scegline un altro.`);
    };
    refuseIfTaken(
      existsSync(absolute) || this.baseline.validated.pages.some((entry) => entry.path === route || entry.page.aliases.includes(route)),
    );
    const text =
      request.template === 'sport'
        ? scaffoldSportPage({ pagePath, name, sportWord: request.sportWord?.trim() || `la mia società di ${name.toLowerCase()}` }).text
        : blankPage(pagePath, name);
    const files = [...listYamlFiles(this.pagesDir), absolute];
    const result = await this.load(new Map([[absolute, text]]), files);
    const problems = result.errors.filter((error) => error.file === this.relative(absolute));
    if (problems.length > 0) {
      throw new EditorRefusal(
        422,
        'invalid',
        `La pagina non è stata creata: ${problems.map((problem) => `${problem.path} ${problem.message}`).join('; ')}`,
      );
    }
    // Checked again: another request may have created it while this one was being checked.
    refuseIfTaken(existsSync(absolute));
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeAtomically(absolute, text);
    this.baseline = await this.load();
    return this.open(this.relative(absolute));
  }

  async deletePage(file: string): Promise<void> {
    const absolute = this.contentFile(file);
    if (this.kindOf(absolute) === 'site')
      throw new EditorRefusal(403, 'site', 'Il file del sito non si può eliminare: tiene marchio, recapiti e menu.');
    if (this.kindOf(absolute) === 'email')
      throw new EditorRefusal(
        403,
        'site',
        'Il file delle e-mail non si può eliminare: tiene la risposta ai visitatori e la conferma della newsletter.',
      );
    const files = listYamlFiles(this.pagesDir).filter((candidate) => candidate !== absolute);
    const result = await this.load(new Map(), files);
    const known = new Set(this.baseline.errors.map(errorKey));
    const broken = result.errors.filter((error) => !known.has(errorKey(error)));
    if (broken.length > 0) {
      throw new EditorRefusal(
        422,
        'in-use',
        `Non eliminata: altre pagine ne hanno bisogno. ${broken.slice(0, 5).map(formatContentError).join('; ')}${broken.length > 5 ? ` e altri ${broken.length - 5}` : ''}`,
        { elsewhere: broken.map(formatContentError) },
      );
    }
    rmSync(absolute, { force: true });
    this.baseline = await this.load();
  }
}

function rawTitle(file: string): string | undefined {
  try {
    const title = (parse(readFileSync(file, 'utf8')) as { title?: unknown } | null)?.title;
    return typeof title === 'string' ? title : undefined;
  } catch {
    return undefined;
  }
}

/** A new page made of one hero, from the hero's example, for the marketer to fill in. */
function blankPage(pagePath: string, title: string): string {
  const depth = pagePath.split('/').length;
  const hero = parse(readFileSync(path.join(PROJECT_ROOT, 'src', 'sections', 'hero', 'example.yaml'), 'utf8')) as JsonObject;
  const { highlight: _highlight, ...opening } = hero;
  const body = stringify(
    { title, description: 'Una frase che descrive la pagina su Google.', sections: [{ ...opening, headline: title }] },
    { lineWidth: 0 },
  );
  return `# yaml-language-server: $schema=${'../'.repeat(depth)}schema/json/page.schema.json\n${body}`;
}

/** Written aside and renamed, so a file is never left half written. */
function writeAtomically(file: string, text: string | Uint8Array): void {
  const partial = `${file}.${process.pid}.editor-partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

function changedLineCount(before: string, after: string): number {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return Math.max(a.length - start - end, b.length - start - end);
}
