import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { type DefaultTreeAdapterMap, parse, serialize } from 'parse5';
import postcss from 'postcss';
import type { Image } from '../schema/primitives.ts';
import type { Site } from '../schema/site.ts';
import type { RenderedPage } from '../src/entry-server.tsx';
import type { RouteManifestEntry } from '../src/sections/content-types.ts';
import { svgDataUri } from '../content-compiler/images.ts';
import { REPEAT_VISIT_DIR } from '../site-server/rules.ts';
import { firstPaintScript, pageDocument } from './page-document.ts';
import { assertPageCarriesItsDialogs } from './page-dialogs-check.ts';
import { type PageStylesheets, pageStylesheets } from './page-styles.ts';

interface ServerEntry {
  renderPage(path: string): Promise<RenderedPage>;
  routeManifest: RouteManifestEntry[];
  site: Site;
}

interface ClientManifest {
  [key: string]: { file: string; isEntry?: boolean };
}

export const NOT_FOUND_FILE = '404.html';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

function findElement(node: ParentNode, tagName: string): Element | undefined {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    if (child.tagName === tagName) return child;
    const found = findElement(child, tagName);
    if (found) return found;
  }
  return undefined;
}

function styleAttributes(node: ParentNode, into: string[] = []): string[] {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    const style = child.attrs.find((attribute) => attribute.name === 'style');
    if (style) into.push(style.value);
    styleAttributes(child, into);
  }
  return into;
}

const VARIABLE_REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * The first paint's styles declare only the custom properties the page uses. Mantine declares some 500 on :root
 * (every colour of its palette), about 2 KB gzipped of each page; the whole stylesheet, switched on after the
 * first paint, declares them all again.
 */
function withUsedVariablesOnly(css: string, styleAttributeValues: readonly string[]): string {
  const root = postcss.parse(css);
  const declared = new Map<string, string[]>();
  const used = new Set<string>();
  const referencesIn = (value: string) => [...value.matchAll(VARIABLE_REFERENCE)].flatMap((match) => (match[1] ? [match[1]] : []));
  root.walkDecls((declaration) => {
    const references = referencesIn(declaration.value);
    if (declaration.prop.startsWith('--')) declared.set(declaration.prop, [...(declared.get(declaration.prop) ?? []), ...references]);
    else for (const reference of references) used.add(reference);
  });
  for (const value of styleAttributeValues) for (const reference of referencesIn(value)) used.add(reference);
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const reference of declared.get(name) ?? []) {
      if (!used.has(reference)) {
        used.add(reference);
        pending.push(reference);
      }
    }
  }
  root.walkRules((rule) => {
    if (rule.selector !== ':root') return;
    rule.walkDecls((declaration) => {
      if (declaration.prop.startsWith('--') && !used.has(declaration.prop)) declaration.remove();
    });
  });
  // A registered property (the sport animation's angle) that no rule of the page reads is the whole sheet's business.
  root.walkAtRules('property', (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
  return root.toString();
}

/**
 * The first paint needs no request but the HTML: the page carries, inline, the rules of its stylesheet that its
 * markup uses (beasties reduces the inline <style> to them) and its @font-face rules; the whole stylesheet loads
 * after the first paint (src/app/first-paint.ts), or through <noscript> without JavaScript.
 */
function createFirstPaintStyles(clientDir: string) {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    // Only the inline <style> is reduced; the stylesheet's own link is left as the page wrote it.
    external: false,
    reduceInlineStyles: true,
    inlineFonts: false,
    preloadFonts: false,
    // Only the animations of the rules kept: the whole stylesheet brings the others (a notice's, the sport hero's).
    keyframes: 'critical',
    // Beasties strips pseudo-classes before matching, which empties :is() and :has() selectors (the
    // pricing toggle's "show the checked period"): they are kept whole.
    allowRules: [/:is\(/, /:has\(/, '[id]'],
    compress: true,
    logLevel: 'warn',
  });
  return async (document: string, stylesheet: PageStylesheets): Promise<string> => {
    const reduced = parse(await beasties.process(document));
    const html = findElement(reduced, 'html');
    const style = findElement(reduced, 'style');
    const text = style?.childNodes[0];
    if (!html || !style || !text || !('value' in text)) throw new Error('The page lost its inline <style> in beasties');
    // Beasties marks the element it worked in; the page has no use for the mark.
    html.attrs = html.attrs.filter((attribute) => attribute.name !== 'data-beasties-container');
    text.value = stylesheet.fontFaces + withUsedVariablesOnly(text.value, styleAttributes(reduced));
    return serialize(reduced);
  };
}

function* elementsOf(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

const INLINE_SVG = 'data:image/svg+xml,';

/**
 * A repeat visit's page takes its drawings (the favicon, the logo, a hero's SVG) from files the browser keeps,
 * instead of carrying them inline again: each data: address of the first visit's page becomes a file of its own,
 * named by its content, cached for good.
 */
function createCachedDrawings(clientDir: string) {
  const written = new Map<string, string>();
  const fileFor = (dataUri: string) => {
    const known = written.get(dataUri);
    if (known) return known;
    const svg = decodeURIComponent(dataUri.slice(INLINE_SVG.length));
    const href = `/assets/drawing-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
    writeFileSync(path.join(clientDir, href), svg);
    written.set(dataUri, href);
    return href;
  };
  return {
    fileFor,
    linked: (document: string): string => {
      const tree = parse(document);
      for (const element of elementsOf(tree)) {
        const name = element.tagName === 'img' ? 'src' : element.tagName === 'link' ? 'href' : undefined;
        const attribute = element.attrs.find((candidate) => candidate.name === name);
        if (attribute?.value.startsWith(INLINE_SVG)) attribute.value = fileFor(attribute.value);
      }
      return serialize(tree);
    },
  };
}

function outputFile(clientDir: string, routePath: string): string {
  return path.join(clientDir, ...routePath.split('/').filter(Boolean), 'index.html');
}

function sitemap(site: Site, manifest: RouteManifestEntry[]): string {
  const urls = manifest
    .filter((entry) => entry.sitemap)
    .map((entry) => `  <url><loc>${site.brand.url}${entry.path === '/' ? '/' : entry.path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The entry script's address, from the client build's manifest. */
function entryScriptOf(clientDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ClientManifest;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The client build wrote no entry chunk: see vite.config.ts');
  return `/${entry.file}`;
}

/** Files the server build emitted beside its CSS (the font) are served with the pages. */
function copyServerAssets(serverDir: string, clientDir: string): void {
  const from = path.join(serverDir, 'assets');
  for (const name of readdirSync(from)) {
    if (!/\.(js|css)$/.test(name)) copyFileSync(path.join(from, name), path.join(clientDir, 'assets', name));
  }
}

/**
 * robots.txt: a release invites crawlers to the sitemap; a preview (content with placeholders) turns every crawler
 * away, as its pages and its X-Robots-Tag header also do.
 */
export function robotsTxt(site: Site, { preview }: { preview: boolean }): string {
  return preview ? 'User-agent: *\nDisallow: /\n' : `User-agent: *\nAllow: /\n\nSitemap: ${site.brand.url}/sitemap.xml\n`;
}

/**
 * Writes every route as static HTML (plus aliases, the 404 page, sitemap.xml and robots.txt). Returns the page count.
 * `preview`: the content still has placeholders, and every page says so (build/page-document.ts).
 */
export async function prerender({
  clientDir,
  serverDir,
  preview,
}: {
  clientDir: string;
  serverDir: string;
  preview: boolean;
}): Promise<number> {
  const entry = (await import(pathToFileURL(path.resolve(serverDir, 'entry-server.js')).href)) as ServerEntry;
  copyServerAssets(serverDir, clientDir);
  const entryScript = entryScriptOf(clientDir);
  // The favicon travels inside the page (about 400 bytes): fetched, it was one more connection on a slow phone's path to the first paint.
  const icon = svgDataUri(readFileSync(path.join(clientDir, 'favicon.svg'), 'utf8'));
  const stylesheetFor = pageStylesheets({ clientDir, serverDir });
  const firstPaintStyles = createFirstPaintStyles(clientDir);
  let written = 0;

  const cachedDrawings = createCachedDrawings(clientDir);
  const firstPaintScriptFile = `/assets/first-paint-${createHash('sha256').update(firstPaintScript()).digest('hex').slice(0, 10)}.js`;
  writeFileSync(path.join(clientDir, firstPaintScriptFile), firstPaintScript());
  // What the first screen of every page a click opens links and a first visit's page carries inline: the first-paint
  // script (its first paint waits for it) and the header's logo. A page's own drawings are not known before the click;
  // the favicon is the browser's, fetched after the load.
  const logo: Image = entry.site.brand.logo;
  const nextPageFiles = [firstPaintScriptFile, ...(logo.inlineSrc ? [cachedDrawings.fileFor(logo.inlineSrc)] : [])];

  /**
   * Each page twice. A first visit's page carries, inline, its first paint's CSS and drawings, and switches its whole
   * stylesheets on after the first paint. A repeat visit's page (asked for by a click on another page of the site: the
   * site server tells it by Sec-Fetch-Site, site-server/rules.ts) links the stylesheets and drawings the browser
   * already holds, so a click downloads and parses only the page's own markup.
   */
  const render = async (routePath: string, stylesheet: PageStylesheets) => {
    const page = await entry.renderPage(routePath);
    assertPageCarriesItsDialogs(routePath, page.body);
    const parts = { ...page, icon, entryScript, preview: preview ? entry.site.preview : undefined };
    const firstVisit = pageDocument({ ...parts, inlineStyles: stylesheet.css, stylesheets: { deferred: stylesheet.hrefs }, nextPageFiles });
    return {
      firstVisit: await firstPaintStyles(firstVisit, stylesheet),
      repeatVisit: cachedDrawings.linked(
        pageDocument({ ...parts, inlineStyles: stylesheet.fontFaces, stylesheets: { plain: stylesheet.hrefs }, firstPaintScriptFile }),
      ),
    };
  };
  const write = (file: string, html: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  };

  for (const route of entry.routeManifest) {
    const stylesheet = stylesheetFor(route);
    for (const routePath of [route.path, ...route.aliases]) {
      const { firstVisit, repeatVisit } = await render(routePath, stylesheet);
      write(outputFile(clientDir, routePath), firstVisit);
      write(outputFile(path.join(clientDir, REPEAT_VISIT_DIR), routePath), repeatVisit);
      written += 1;
    }
  }
  writeFileSync(path.join(clientDir, NOT_FOUND_FILE), (await render('/404', stylesheetFor(undefined))).firstVisit);
  writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemap(entry.site, entry.routeManifest));
  const routePaths = entry.routeManifest.flatMap((route) => [route.path, ...route.aliases]);
  writeFileSync(path.join(serverDir, 'routes.json'), JSON.stringify(routePaths));
  writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt(entry.site, { preview }));
  return written;
}
