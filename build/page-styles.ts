import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import type { RouteManifestEntry } from '../src/sections/content-types.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
}

type ViteManifest = Record<string, ManifestChunk>;

export interface PageStylesheets {
  /** The page's stylesheets, in cascade order: the frame's, which every page shares (a walk fetches it once), then its sections'. */
  hrefs: string[];
  /** Their text, for the first paint's rules to be picked from. */
  css: string;
  /** The @font-face rules, kept out of the stylesheets: the page carries them inline. */
  fontFaces: string;
}

/** The frame every page renders with (header, footer, dialogs, the not-found page): the server entry and what it imports. */
const FRAME_MODULE = 'src/entry-server.tsx';
const VIEW_MODULES = ['src/app/PageView.tsx', 'src/app/PostView.tsx'];

/** A stylesheet switched on after the first paint that declares the fonts again makes new font faces, which the browser swaps in, moving every line. */
function withoutFontFaces(css: string): { css: string; fontFaces: string } {
  const root = postcss.parse(css);
  const fontFaces: string[] = [];
  root.walkAtRules('font-face', (rule) => {
    fontFaces.push(rule.toString());
    rule.remove();
  });
  return { css: root.toString(), fontFaces: fontFaces.join('') };
}

/**
 * Each prerendered page's stylesheets: the server build emitted the CSS of every module it renders
 * (build.ssrEmitAssets). Every page shares the frame's (the server entry, and what its islands and notices
 * load on demand); its view's and its section types' are joined into one more, found in the server build's
 * manifest. A first visit makes two requests after its first paint, and the next page one.
 */
export function pageStylesheets({ clientDir, serverDir }: { clientDir: string; serverDir: string }) {
  const manifestFile = path.join(serverDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: the server build must write its manifest`);
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
  const isSectionModule = (key: string) => /(^|\/)src\/sections\/[a-z0-9-]+\/[^/]+\.tsx$/.test(key);
  const isView = (key: string) => VIEW_MODULES.some((view) => key === view || key.endsWith(`/${view}`));
  /**
   * What the frame loads on demand besides sections and views: the islands' components (the header, the forms
   * in the dialogs) and the notices' runtime, whose styles the page's stylesheet carries for when they come. A chunk
   * loaded on demand is followed into its own imports too: the forms load the notices' runtime from a module they
   * import (src/forms/runtime.ts), and its styles were missing, so a notice showed unstyled below the footer.
   */
  const onDemand = (key: string | undefined, seen = new Set<string>()): string[] => {
    if (key === undefined || seen.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key];
    const loaded = (chunk?.dynamicImports ?? []).filter((imported) => !isSectionModule(imported) && !isView(imported));
    const followed = [...loaded, ...(chunk?.imports ?? [])];
    return [...loaded, ...followed.flatMap((imported) => onDemand(imported, seen))];
  };

  const frameKey = keyOf(FRAME_MODULE);
  const frame = [...cssOf(frameKey), ...onDemand(frameKey).flatMap((key) => cssOf(key))];
  if (frame.length === 0) throw new Error(`No stylesheet found for ${FRAME_MODULE} in the server build's manifest`);

  const written = new Map<string, string>();
  /** Writes a stylesheet named by its content, once; its address. */
  const write = (css: string, kind: string) => {
    const href = `/assets/${kind}-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    if (!written.has(href)) {
      writeFileSync(path.join(clientDir, href), css);
      written.set(href, css);
    }
    return href;
  };
  const read = (files: readonly string[]) => files.map((file) => readFileSync(path.join(serverDir, file), 'utf8')).join('\n');
  const frameFiles = [...new Set(frame)];
  const frameStyles = withoutFontFaces(read(frameFiles));
  const frameHref = write(frameStyles.css, 'frame');

  // Every section type's and view's styles in one more sheet that every page links: a visitor who has seen one page
  // holds the styles of all the others, so a click fetches no stylesheet (issue 26). It adds about 5–8 KB gzipped to
  // a first visit's download, after its first paint; the first paint's inline rules are still the page's own.
  const views = VIEW_MODULES.flatMap((view) => cssOf(keyOf(view)));
  const allSections = Object.keys(manifest)
    .filter((key) => isSectionModule(key) && manifest[key]?.isDynamicEntry)
    .sort()
    .flatMap((key) => cssOf(key));
  const sectionFiles = [...new Set([...views, ...allSections])].filter((file) => !frameFiles.includes(file));
  const sectionStyles = withoutFontFaces(read(sectionFiles));
  const sectionsHref = write(sectionStyles.css, 'sections');

  return (route: Pick<RouteManifestEntry, 'sectionTypes' | 'isPost'> | undefined): PageStylesheets => {
    if (route === undefined) return { hrefs: [frameHref], css: frameStyles.css, fontFaces: frameStyles.fontFaces };
    return {
      hrefs: [frameHref, sectionsHref],
      css: frameStyles.css + sectionStyles.css,
      fontFaces: frameStyles.fontFaces + sectionStyles.fontFaces,
    };
  };
}
