import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { PostSummary } from '../schema/post.ts';
import type { Site } from '../schema/site.ts';
import { type PhotoFacts, type ImageVariant, prepareImages } from '../content-compiler/images.ts';
import type { PageEntry } from '../content-compiler/load.ts';
import { requestFormAddresses } from '../content-compiler/vite-plugin.ts';
import type { Section } from '../src/sections/index.ts';
import type { PageData, RouteManifestEntry } from '../src/sections/content-types.ts';
import { prepareSection } from '../src/sections/section-hooks.ts';
import type { RenderedPage } from '../src/entry-server.tsx';
import { escapeHtml } from '../src/ui/escape-html.ts';
import { setLiveContent } from './preview/live.ts';

export const PREVIEW_DIR = path.join('dist-editor', 'preview');

/**
 * The renderer's loads in this process, which make each load's address new: counted per process, not per editor, so two
 * editors opened one after the other in one process (the editor's browser tests open one a test) never share a route table.
 */
let rendererLoads = 0;

interface PreviewEntry {
  renderPage(path: string): Promise<RenderedPage>;
}

export interface PreviewContent {
  site: Site;
  pages: readonly PageEntry[];
  posts: PostSummary[];
}

/**
 * The site's own renderer, fed the editor's content: every page prepared as the build prepares it (article HTML
 * cleaned, photos sized into AVIF and WebP), then rendered by the site's server entry. What did not change since
 * the last render is not prepared again.
 */
export class PreviewRenderer {
  private entry: Promise<PreviewEntry> | undefined;
  private loadedRoutes: unknown;
  private readonly preparedPages = new WeakMap<object, PageData>();
  private readonly preparedSections = new Map<string, Section>();
  private readonly photoCache = new Map<string, Promise<PhotoFacts>>();
  private preparedSite: { from: Site; site: Site } | undefined;
  /** The photos' encoded sizes the rendered pages ask for, by address. */
  readonly variants = new Map<string, ImageVariant>();

  constructor(private readonly options: { bundleDir: string; contentRoot: string }) {}

  stylesheets(): string[] {
    const assets = path.join(this.options.bundleDir, 'assets');
    if (!existsSync(assets)) return [];
    return readdirSync(assets)
      .filter((name) => name.endsWith('.css'))
      .map((name) => `/preview/assets/${name}`);
  }

  private async prepareImagesOf(site: Site, entries: PageEntry[]): Promise<void> {
    const variants = await prepareImages({ site, pages: entries }, { root: this.options.contentRoot, photoCache: this.photoCache });
    for (const [url, variant] of variants) this.variants.set(url, variant);
  }

  private async site(site: Site): Promise<Site> {
    if (this.preparedSite?.from === site) return this.preparedSite.site;
    const copy = structuredClone(site);
    await this.prepareImagesOf(copy, []);
    this.preparedSite = { from: site, site: copy };
    return copy;
  }

  private section(section: Section): Section {
    const key = JSON.stringify(section);
    const cached = this.preparedSections.get(key);
    if (cached) return cached;
    const prepared = prepareSection(structuredClone(section));
    if (this.preparedSections.size > 2000) this.preparedSections.clear();
    this.preparedSections.set(key, prepared);
    return prepared;
  }

  private async page(entry: PageEntry, site: Site): Promise<PageData> {
    const cached = this.preparedPages.get(entry.page);
    if (cached) return cached;
    const page = {
      ...structuredClone({ ...entry.page, sections: [] }),
      sections: entry.page.sections.map((section) => structuredClone(this.section(section))),
    };
    await this.prepareImagesOf(site, [{ ...entry, page }]);
    const data: PageData = { path: entry.path, ...page };
    this.preparedPages.set(entry.page, data);
    return data;
  }

  private async renderer(manifest: RouteManifestEntry[]): Promise<PreviewEntry> {
    // The site's route table is made once per load of its renderer: pages that come or go need a fresh one.
    const routes = manifest.map(({ path: route, aliases, isPost }) => ({ route, aliases, isPost }));
    if (!this.entry || !isDeepStrictEqual(routes, this.loadedRoutes)) {
      this.loadedRoutes = routes;
      rendererLoads += 1;
      const url = `${pathToFileURL(path.join(this.options.bundleDir, 'entry.js')).href}?routes=${rendererLoads}`;
      this.entry = import(url) as Promise<PreviewEntry>;
    }
    return this.entry;
  }

  /** The page at `route`, from `content`, as the site renders it: the markup inside #root and the page's head. */
  async render(content: PreviewContent, route: string): Promise<RenderedPage> {
    const site = await this.site(content.site);
    const pages = new Map<string, PageData>();
    for (const entry of content.pages) pages.set(entry.path, await this.page(entry, site));
    const manifest: RouteManifestEntry[] = content.pages.map((entry) => ({
      path: entry.path,
      sectionTypes: [...new Set(entry.page.sections.map((section) => section.type))],
      isPost: entry.page.post !== undefined,
      aliases: entry.page.aliases,
      title: entry.page.title,
      sitemap: entry.page.sitemap,
    }));
    setLiveContent({ site, manifest, pages, posts: content.posts, requestForms: requestFormAddresses([...content.pages]) });
    const entry = await this.renderer(manifest);
    return entry.renderPage(route);
  }

  /** The whole document of the preview's frame: the site's stylesheets and the page, and no script at all. */
  document(rendered: RenderedPage): string {
    const links = this.stylesheets()
      .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
      .join('\n    ');
    return `<!doctype html>
<html lang="it" data-mantine-color-scheme="light">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${links}
    ${rendered.head}
  </head>
  <body>
    <div id="root">${rendered.body}</div>
  </body>
</html>
`;
  }
}
