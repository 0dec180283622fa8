import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteManifestEntry } from '../src/sections/content-types.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isDynamicEntry?: boolean;
}

type ViteManifest = Record<string, ManifestChunk>;

export interface PageStylesheet {
  /** The link to the page's one stylesheet. */
  link: string;
  /** Links, neither fetched nor applied, naming the files folded into it (see below). */
  alreadyApplied: string;
  /** The @font-face rules, left out of the stylesheet: the page carries them inline. */
  fontFaces: string;
}

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** The frame every page renders with (header, footer, not-found page): the app chunk and what it imports. */
const FRAME_MODULE = 'src/app/start-app.tsx';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>\s*/g;

/**
 * The template without Vite's stylesheet links, and the files they named: the entry's styles
 * (fonts, global, Mantine) come first in every page's stylesheet.
 */
export function withoutStylesheetLinks(template: string): { template: string; entryStyles: string[] } {
  const entryStyles = [...template.matchAll(STYLESHEET_LINK)].flatMap((match) => (match[1] ? [match[1]] : []));
  return { template: template.replace(STYLESHEET_LINK, ''), entryStyles };
}

/**
 * Each prerendered page's one stylesheet. Only a page's islands load their scripts, so the CSS of
 * everything else it shows (the frame, each static section) would never arrive through a script.
 * The prerender joins, in cascade order, the entry's styles, the frame's, the view's and those of each
 * section type on the page (found in Vite's manifest) into one file, so a first visit makes one request.
 */
export function pageStylesheets(clientDir: string, entryStyles: string[]) {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: the client build must write its manifest`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;

  // Keys are paths from the project root; where src/ is a link (the security test's copy of the site) they climb out of it.
  const keyOf = (modulePath: string) => Object.keys(manifest).find((key) => key === modulePath || key.endsWith(`/${modulePath}`));
  const cssOf = (key: string | undefined, seen = new Set<string>()): string[] => {
    if (key === undefined) return [];
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [...(chunk.imports ?? []).flatMap((imported) => cssOf(imported, seen)), ...(chunk.css ?? [])];
  };
  const sectionModules = (type: string) =>
    Object.keys(manifest).filter(
      (key) =>
        (key.startsWith(`src/sections/${type}/`) || key.includes(`/src/sections/${type}/`)) &&
        key.endsWith('.tsx') &&
        manifest[key]?.isDynamicEntry,
    );

  const frame = cssOf(keyOf(FRAME_MODULE));
  if (frame.length === 0) throw new Error(`No stylesheet found for ${FRAME_MODULE} in the Vite manifest`);

  const written = new Map<string, string>();
  return (route: Pick<RouteManifestEntry, 'sectionTypes' | 'isPost'> | undefined): PageStylesheet => {
    const view = route?.isPost ? 'src/app/PostView.tsx' : 'src/app/PageView.tsx';
    const sections = (route?.sectionTypes ?? []).flatMap((type) => sectionModules(type).flatMap((key) => cssOf(key)));
    const files = [...new Set([...entryStyles, ...frame, ...cssOf(keyOf(view)), ...sections])];
    // A stylesheet applied after the first paint that declares the fonts again makes new font faces,
    // which the browser swaps in (now that the file is cached), moving every line: fonts go inline only.
    const joined = files.map((file) => readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
    const fontFaces = (joined.match(FONT_FACE) ?? []).join('');
    const css = joined.replace(FONT_FACE, '');
    const name = `assets/page-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    if (!written.has(name)) {
      writeFileSync(path.join(clientDir, name), css);
      written.set(name, css);
    }
    // Each file folded in is also named by a link the browser neither fetches nor applies (Chromium's
    // preload scanner fetches a disabled link unless its media matches nothing). Vite's preload helper
    // skips a stylesheet already linked, so an island's script does not append it again after the
    // page's stylesheet, where for a moment it would win the cascade and move the layout.
    const alreadyApplied = files.map((file) => `<link rel="stylesheet" href="/${file}" media="not all" disabled>`);
    return { link: `<link rel="stylesheet" href="/${name}">`, alreadyApplied: alreadyApplied.join(''), fontFaces };
  };
}
