import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { NEXT_PAGE_FILES_ATTRIBUTE, PAGE_END_ID } from '../src/app/page-end.ts';
import { DEFERRED_STYLESHEET_ATTRIBUTE } from '../src/app/deferred-styles.ts';
import { escapeHtml } from '../src/ui/escape-html.ts';
import { brand } from '../src/ui/palette.ts';

/**
 * Every page of the site, prerendered (build/prerender.ts) or served by the dev server
 * (build/vite-plugin-pages.ts), is one document composed here from its parts.
 */
export interface PageParts {
  /** The page's own head (title, meta, canonical, structured data), rendered by the router. */
  head: string;
  /** The app's markup, inside #root. */
  body: string;
  /** The favicon, as an address. */
  icon: string;
  /** The first paint's styles, inline (the prerender reduces them to the rules the page's markup uses). */
  inlineStyles: string;
  /** The page's whole stylesheets, switched on once the page has painted; plain links in development. */
  stylesheets: { deferred: readonly string[] } | { plain: readonly string[] };
  /** The entry script's address, loaded by the page's first-paint script after the first paint. */
  entryScript: string;
  /**
   * The first-paint script as a file the browser already holds (a repeat visit's page), rather than inline, the last
   * element of the body (a first visit's page).
   */
  firstPaintScriptFile?: string | undefined;
  /**
   * A first visit's page: the files that the page a click opens links where this one carries them inline (its
   * first-paint script, the header's logo), fetched ahead once the page has loaded (src/app/next-page-files.ts).
   */
  nextPageFiles?: readonly string[] | undefined;
  /**
   * A preview build (the content still has placeholders): the marker's copy, from the site file. Its pages ask
   * search engines not to index them and say on screen that they are a preview; a release build has neither.
   */
  preview?: PreviewMarker | undefined;
  /** The not-found page, whose own head already says noindex. */
  notFound?: boolean | undefined;
}

export interface PreviewMarker {
  label: string;
  text: string;
}

/** Search engines are asked not to index a preview: its names, quotes and figures are not yet the agency's. */
export const NOINDEX = 'noindex';

/**
 * Same-site pages the visitor points at (or presses) are prerendered by the browser, so the click that follows
 * shows them at once. Not the function, not files, not a link that opens a dialog, a new tab or a download.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/functions/*' } },
          { not: { href_matches: '/*.*' } },
          { not: { selector_matches: '[data-dialog], [target], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

let firstPaint: string | undefined;

/** The page's inline script (src/app/first-paint.ts), bundled once. */
export function firstPaintScript(): string {
  if (firstPaint !== undefined) return firstPaint;
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
  firstPaint = bundle.text.trim();
  return firstPaint;
}

/** The scripts the page runs inline, for the Content-Security-Policy's hashes. */
export function inlineScripts(): string[] {
  return [firstPaintScript(), SPECULATION_RULES];
}

/**
 * The preview's marker: a landmark of its own, first in the page, so a screen reader meets it before anything else;
 * fixed in the header's top margin (src/styles/global.css), so it moves nothing and needs no script.
 */
function previewMarker(preview: PreviewMarker): string {
  return `<aside class="preview-marker" aria-label="${escapeHtml(preview.label)}"><strong>${escapeHtml(preview.label)}</strong> <span>${escapeHtml(preview.text)}</span></aside>`;
}

function stylesheetLinks(stylesheets: PageParts['stylesheets']): string {
  const links = (hrefs: readonly string[], attributes = '') =>
    hrefs.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}"${attributes}>`).join('\n    ');
  if ('plain' in stylesheets) return links(stylesheets.plain);
  // Neither fetched nor applied until the inline script switches them on after the first paint; without script, the <noscript> links.
  return `${links(stylesheets.deferred, ` media="not all" disabled ${DEFERRED_STYLESHEET_ATTRIBUTE}`)}\n    <noscript>${links(stylesheets.deferred)}</noscript>`;
}

/**
 * The page's first paint waits until the whole page has been parsed and its first-paint script has run: with its
 * styles inline, the browser would otherwise paint a page still arriving on a slow network, and what came next
 * would move what was painted. The inline script is the body's last element, which the head says to expect; a
 * linked one is deferred (it runs once the page is parsed) and blocks rendering until it has run.
 */
export function pageDocument(parts: PageParts): string {
  const nextPageFiles = parts.nextPageFiles?.length ? ` ${NEXT_PAGE_FILES_ATTRIBUTE}="${escapeHtml(parts.nextPageFiles.join(' '))}"` : '';
  const entry = `id="${PAGE_END_ID}" data-entry="${escapeHtml(parts.entryScript)}"`;
  const linked = parts.firstPaintScriptFile;
  const renderBlocking =
    linked === undefined
      ? `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`
      : `<script ${entry} src="${escapeHtml(linked)}" defer blocking="render"></script>`;
  return `<!doctype html>
<html lang="it" data-mantine-color-scheme="light">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="${brand[6]}">
    <link rel="icon" href="${escapeHtml(parts.icon)}" type="image/svg+xml">
    ${renderBlocking}
    <style>${parts.inlineStyles}</style>
    ${stylesheetLinks(parts.stylesheets)}
    ${parts.head}${parts.preview && !parts.notFound ? `\n    <meta name="robots" content="${NOINDEX}">` : ''}
    <script type="speculationrules">${SPECULATION_RULES}</script>
  </head>
  <body>${parts.preview ? `\n    ${previewMarker(parts.preview)}` : ''}
    <div id="root">${parts.body}</div>${linked === undefined ? `\n    <script ${entry}${nextPageFiles}>${firstPaintScript()}</script>` : ''}
  </body>
</html>
`;
}
