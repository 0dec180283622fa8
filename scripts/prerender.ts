import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RenderedPage } from '../src/entry-server.tsx';
import type { RouteManifestEntry } from '../src/sections/content-types.ts';
import type { Site } from '../schema/site.ts';
import { PAGE_END_ID } from '../src/app/page-end.ts';
import { buildSync } from 'esbuild';
import Beasties from 'beasties';
import { pageStylesheets, withoutStylesheetLinks, type PageStylesheet } from './page-styles.ts';
import { svgDataUri } from './content/images.ts';

interface ServerEntry {
  renderPage(path: string, dataPath?: string): Promise<RenderedPage>;
  renderNotFound(path: string): Promise<RenderedPage>;
  routeManifest: RouteManifestEntry[];
  site: Site;
}

export const NOT_FOUND_FILE = '404.html';

const MANTINE_STYLE = /<style data-mantine-styles="[^"]*">[^<]*<\/style>/g;

/**
 * Mantine writes its theme variables and responsive props as <style> elements where it renders, inside
 * the body; HTML allows them only in the head. The page is not hydrated as a whole (islands never hold
 * one: src/islands/Island.tsx), so they can move there.
 */
function hoistStyles(html: string): { body: string; styles: string } {
  const styles = [...new Set(html.match(MANTINE_STYLE) ?? [])];
  return { body: html.replace(MANTINE_STYLE, ''), styles: styles.join('\n    ') };
}

/** Beasties' inline script, which would switch the deferred stylesheet on; the page's own inline script does it after the first paint. */
const DEFERRED_STYLES_SCRIPT = /<script>document\.querySelectorAll\('link\[data-beasties-media\]'\)[^<]*<\/script>/;

/**
 * The page's first paint needs no request but the HTML: the rules of its stylesheet that match its
 * markup are inlined (beasties), and the whole stylesheet loads without blocking, switched on by the
 * page's inline script after the first paint (src/app/first-paint.ts) or, without JavaScript, by a <noscript> link.
 */
function createCriticalCss(clientDir: string): (html: string, fontFaces: string) => Promise<string> {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    preload: 'media-script',
    noscriptFallback: true,
    // Font families come through CSS variables, which beasties does not follow: every @font-face
    // is inlined below instead (the stylesheet holds none: scripts/page-styles.ts).
    inlineFonts: false,
    preloadFonts: false,
    keyframes: 'all',
    // Beasties strips pseudo-classes before matching, which empties :is() and :has() selectors (the
    // pricing toggle's "show the checked period"): they are kept whole.
    allowRules: [/:is\(/, /:has\(/, '[id]'],
    pruneSource: false,
    reduceInlineStyles: false,
    compress: true,
    logLevel: 'warn',
  });
  return async (html, fontFaces) => {
    const processed = (await beasties.process(html)).replace('<style>', `<style>${fontFaces}`);
    if (processed.includes('data-beasties-media') && !DEFERRED_STYLES_SCRIPT.test(processed)) {
      throw new Error('beasties no longer writes its deferred-stylesheet script as expected: see scripts/prerender.ts');
    }
    // Beasties marks the element it worked in; the page has no use for the mark. Its deferred link
    // (media="print") would still be fetched during the first paint: a disabled link is not fetched at all.
    return withoutUnusedInlineVariables(
      processed
        .replace(DEFERRED_STYLES_SCRIPT, '')
        .replace(' data-beasties-container', '')
        .replaceAll('media="print" data-beasties-media=', 'media="not all" disabled data-beasties-media='),
    );
  };
}

const CUSTOM_PROPERTY = /(--[\w-]+):([^;}]*);?/g;
const VARIABLE_USE = /var\((--[\w-]+)/g;

/**
 * The first-paint styles keep only the custom properties the page uses. Mantine declares some 500
 * on :root (every colour of its default palette, dark ones included), about 2 KB gzipped of each
 * page; the whole stylesheet, switched on after the first paint, declares them all again.
 */
function withoutUnusedInlineVariables(html: string): string {
  const firstStyleEnd = html.indexOf('</style>');
  if (firstStyleEnd < 0) return html;
  const used = new Set([...html.matchAll(VARIABLE_USE)].map((match) => match[1]));
  const declarations = [...html.matchAll(CUSTOM_PROPERTY)];
  for (let grew = true; grew; ) {
    grew = false;
    for (const [, name, value] of declarations) {
      if (!used.has(name) || value === undefined) continue;
      for (const [, reference] of value.matchAll(VARIABLE_USE)) {
        if (!used.has(reference)) {
          used.add(reference);
          grew = true;
        }
      }
    }
  }
  const inlineStyles = html
    .slice(0, firstStyleEnd)
    .replace(/:root\{[^}]*\}/g, (block) =>
      block.replace(CUSTOM_PROPERTY, (declaration, name: string) => (used.has(name) ? declaration : '')),
    );
  return inlineStyles + html.slice(firstStyleEnd);
}

/**
 * With its styles inline, the browser paints a page while its HTML is still arriving on a slow
 * network, and what arrives next moves what was painted (the header's links grow leftwards from the
 * right edge, the floating buttons grow upwards). The first paint waits until the last element of
 * the page, its inline script, has been parsed (and run).
 */
const WAIT_FOR_WHOLE_PAGE = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`;

async function fillTemplate(
  template: string,
  rendered: RenderedPage,
  stylesheet: PageStylesheet,
  inlineCriticalCss: (html: string, fontFaces: string) => Promise<string>,
): Promise<string> {
  const { body, styles } = hoistStyles(rendered.html);
  const head = `${WAIT_FOR_WHOLE_PAGE}\n    ${stylesheet.link}\n    ${styles}\n    ${rendered.head}`;
  const html = template.replace('<!--app-head-->', head).replace('<!--app-html-->', body);
  return (await inlineCriticalCss(html, stylesheet.fontFaces)).replace('</head>', `${stylesheet.alreadyApplied}</head>`);
}

/**
 * The favicon travels inside the page (about 400 bytes): fetched, it was one more connection on a
 * slow phone's path to the first paint, asked for as soon as the page had loaded.
 */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * The page's one inline script (src/app/first-paint.ts, bundled here) takes the place of the entry
 * script's tag and loads it once the page has painted: fetched with the page, it delayed the largest paint.
 */
function withEntryAfterFirstPaint(template: string): string {
  const entryTag = ENTRY_SCRIPT.exec(template);
  if (!entryTag?.[1])
    throw new Error('The built index.html has no <script type="module" crossorigin src> to move: see scripts/prerender.ts');
  const [bundle] = buildSync({
    entryPoints: [fileURLToPath(new URL('../src/app/first-paint.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    legalComments: 'none',
    write: false,
  }).outputFiles;
  if (!bundle) throw new Error('esbuild wrote no bundle for src/app/first-paint.ts');
  const script = `<script id="${PAGE_END_ID}" data-entry="${entryTag[1]}">${bundle.text.trim()}</script>`;
  return template.replace(entryTag[0], '').replace('</body>', `${script}\n  </body>`);
}

function withInlineFavicon(template: string, clientDir: string): string {
  const icon = readFileSync(path.join(clientDir, 'favicon.svg'), 'utf8');
  return template.replace('href="/favicon.svg"', `href="${svgDataUri(icon)}"`);
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

/** Writes every route as static HTML (plus aliases, the 404 page, sitemap.xml and robots.txt). Returns the page count. */
export async function prerender({ clientDir, serverDir }: { clientDir: string; serverDir: string }): Promise<number> {
  const entry = (await import(pathToFileURL(path.resolve(serverDir, 'entry-server.js')).href)) as ServerEntry;
  const builtTemplate = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const { template, entryStyles } = withoutStylesheetLinks(withEntryAfterFirstPaint(withInlineFavicon(builtTemplate, clientDir)));
  const stylesheetsFor = pageStylesheets(clientDir, entryStyles);
  const inlineCriticalCss = createCriticalCss(clientDir);
  let written = 0;

  const write = (routePath: string, html: string) => {
    const file = outputFile(clientDir, routePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    written += 1;
  };

  for (const route of entry.routeManifest) {
    const stylesheet = stylesheetsFor(route);
    write(route.path, await fillTemplate(template, await entry.renderPage(route.path), stylesheet, inlineCriticalCss));
    for (const alias of route.aliases) {
      write(alias, await fillTemplate(template, await entry.renderPage(alias, route.path), stylesheet, inlineCriticalCss));
    }
  }
  const notFound = await fillTemplate(template, await entry.renderNotFound('/404'), stylesheetsFor(undefined), inlineCriticalCss);
  writeFileSync(path.join(clientDir, NOT_FOUND_FILE), notFound);
  writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemap(entry.site, entry.routeManifest));
  const routePaths = entry.routeManifest.flatMap((route) => [route.path, ...route.aliases]);
  writeFileSync(path.join(serverDir, 'routes.json'), JSON.stringify(routePaths));
  writeFileSync(path.join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${entry.site.brand.url}/sitemap.xml\n`);
  return written;
}
