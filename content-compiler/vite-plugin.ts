import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { loadContent, type LoadResult } from './load.ts';
import { formatContentError } from './yaml-source.ts';
import { languageFromArgs } from './language.ts';
import { cliText } from './messages.ts';
import { prepareSection } from '../src/sections/section-hooks.ts';
import { iconModuleSource, iconsUsedBy } from './icon-module.ts';
import { IMAGE_OUTPUT_DIR, mediaTypeOf, prepareImages, variantBytes, type ImageVariant } from './images.ts';

export const SITE_MODULE = 'virtual:site';
export const ROUTES_MODULE = 'virtual:routes';
export const PAGE_MODULE_PREFIX = 'virtual:page:';
export const POSTS_MODULE = 'virtual:posts';
export const ICONS_MODULE = 'virtual:icons';
export const REQUEST_FORMS_MODULE = 'virtual:request-forms';
export const MEASUREMENT_MODULE = 'virtual:measurement';

const RESOLVED_PREFIX = '\0';

function isContentModule(id: string): boolean {
  return (
    [SITE_MODULE, ROUTES_MODULE, ICONS_MODULE, POSTS_MODULE, REQUEST_FORMS_MODULE, MEASUREMENT_MODULE].includes(id) ||
    id.startsWith(PAGE_MODULE_PREFIX)
  );
}

const language = languageFromArgs([]);

function describeErrors(result: LoadResult): string {
  return `${cliText[language].lintFailed(result.errors.length, result.files.length)}\n${result.errors.map(formatContentError).join('\n')}`;
}

type ContentPages = NonNullable<LoadResult['content']>['pages'];

/** Where the first section of a type is: its page and anchor ("/contatti#modulo"), or undefined. */
function firstSectionAddress(pages: ContentPages, type: string): string | undefined {
  for (const entry of pages) {
    const section = entry.page.sections.find((candidate) => candidate.type === type);
    if (section) return section.id ? `${entry.path}#${section.id}` : entry.path;
  }
  return undefined;
}

/**
 * The plain forms a dialog button leads to before the page's script has run (and where it cannot run):
 * the contact form for every request, the newsletter box for the newsletter.
 */
export function requestFormAddresses(pages: ContentPages) {
  return {
    contactForm: firstSectionAddress(pages, 'contact-form') ?? '/',
    newsletterForm: firstSectionAddress(pages, 'newsletter-box') ?? '/',
  };
}

/**
 * Reads pages-yaml/, validates it with the zod schemas and serves the result as virtual modules:
 * `virtual:site` (the site file), `virtual:routes` (the route manifest with a lazy loader per page)
 * `virtual:page:/path` (one page's data, its own chunk) `virtual:posts` (the blog articles' summaries, without
 * their bodies, for the list, the sidebar and the search), `virtual:request-forms` (where the plain request forms are) and
 * `virtual:measurement` (the tracker's settings). Zod never reaches the browser.
 */
export function contentPlugin(options: { root?: string } = {}): Plugin {
  let root = options.root ?? process.cwd();
  let result: LoadResult | undefined;
  let imageVariants = new Map<string, ImageVariant>();
  let isBuild = false;
  let isServerBuild = false;

  const reload = async (): Promise<LoadResult> => {
    const fresh = await loadContent({ root, language });
    // Preparing sections (cleaning article HTML, say) and sizing images are build steps, not checks: the lint alone never pays for them.
    for (const entry of fresh.content?.pages ?? []) entry.page.sections = entry.page.sections.map(prepareSection);
    if (fresh.content) imageVariants = await prepareImages(fresh.content, { root, language });
    result = fresh;
    return fresh;
  };
  const current = async (): Promise<LoadResult> => result ?? (await reload());

  // The notes on what the agency must still supply are for the dev server's markers; built pages do not carry them.
  const serialise = (value: unknown): string =>
    JSON.stringify(value, (key, child: unknown) => (isBuild && key === 'toSupply' ? undefined : child));

  function moduleSource(id: string, loaded: LoadResult): string {
    const { content } = loaded;
    if (!content) throw new Error(describeErrors(loaded));
    if (id === SITE_MODULE) return `export default ${serialise(content.site)};`;
    if (id === ICONS_MODULE) return iconModuleSource(isBuild ? iconsUsedBy(content) : 'all');
    if (id === POSTS_MODULE) return `export default ${JSON.stringify(content.posts)};`;
    if (id === REQUEST_FORMS_MODULE) return `export default ${JSON.stringify(requestFormAddresses(content.pages))};`;
    // The page's tracker reads only its settings, not the whole site file.
    if (id === MEASUREMENT_MODULE) return `export default ${JSON.stringify(content.site.measurement)};`;
    if (id === ROUTES_MODULE) {
      const manifest = content.pages.map((entry) => ({
        path: entry.path,
        sectionTypes: [...new Set(entry.page.sections.map((section) => section.type))],
        isPost: entry.page.post !== undefined,
        aliases: entry.page.aliases,
        title: entry.page.title,
        sitemap: entry.page.sitemap,
      }));
      const loaders = content.pages
        .map((entry) => `  ${JSON.stringify(entry.path)}: () => import(${JSON.stringify(PAGE_MODULE_PREFIX + entry.path)}),`)
        .join('\n');
      return `export const routeManifest = ${JSON.stringify(manifest)};\nexport const pageLoaders = {\n${loaders}\n};`;
    }
    const pagePath = id.slice(PAGE_MODULE_PREFIX.length);
    const entry = content.pages.find((candidate) => candidate.path === pagePath);
    if (!entry) throw new Error(`No page for ${pagePath}`);
    return `export default ${serialise({ path: entry.path, ...entry.page })};`;
  }

  function watchContent(server: ViteDevServer) {
    const pagesDir = path.join(root, 'pages-yaml');
    const imagesDir = path.join(root, 'public', 'images');
    server.watcher.add(pagesDir);
    const onFileEvent = async (file: string) => {
      if (!file.startsWith(pagesDir) && !file.startsWith(imagesDir)) return;
      const fresh = await reload();
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(`${RESOLVED_PREFIX}virtual:`)) server.moduleGraph.invalidateModule(module);
      }
      if (fresh.errors.length > 0) {
        server.config.logger.error(describeErrors(fresh));
        server.ws.send({ type: 'error', err: { message: describeErrors(fresh), stack: '', plugin: 'content', id: file } });
      } else {
        server.ws.send({ type: 'full-reload' });
      }
    };
    server.watcher.on('change', onFileEvent);
    server.watcher.on('add', onFileEvent);
    server.watcher.on('unlink', onFileEvent);
    // The photos' sizes are encoded when a page first asks for them, then served from the cache.
    server.middlewares.use(`/${IMAGE_OUTPUT_DIR}/`, (request, response, next) => {
      const variant = imageVariants.get(`/${IMAGE_OUTPUT_DIR}/${(request.url ?? '').replace(/^\//, '').split('?')[0] ?? ''}`);
      if (!variant) return next();
      variantBytes(variant).then(
        (bytes) => {
          response.setHeader('Content-Type', mediaTypeOf(variant));
          response.end(bytes);
        },
        (error: unknown) => next(error),
      );
    });
  }

  return {
    name: 'pages-yaml-content',
    configResolved(config) {
      root = options.root ?? config.root;
      isBuild = config.command === 'build';
      isServerBuild = Boolean(config.build.ssr);
    },
    async buildStart() {
      const fresh = await reload();
      for (const file of fresh.files) this.addWatchFile(file);
      // A build fails on content errors; the dev server reports them in its overlay when a page loads the data.
      if (isBuild && fresh.errors.length > 0) this.error(describeErrors(fresh));
    },
    resolveId(id) {
      return isContentModule(id) ? RESOLVED_PREFIX + id : undefined;
    },
    async load(id) {
      const moduleId = id.slice(RESOLVED_PREFIX.length);
      if (!id.startsWith(RESOLVED_PREFIX) || !isContentModule(moduleId)) return undefined;
      const loaded = await current();
      if (loaded.errors.length > 0) this.error(describeErrors(loaded));
      return moduleSource(moduleId, loaded);
    },
    // The photos' files go with the pages (the server build renders the same markup and needs none of them).
    async generateBundle() {
      if (isServerBuild) return;
      for (const variant of imageVariants.values()) {
        this.emitFile({ type: 'asset', fileName: variant.fileName, source: await variantBytes(variant) });
      }
    },
    configureServer: watchContent,
  };
}
