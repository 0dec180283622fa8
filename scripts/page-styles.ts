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

export interface PageStylesheet {
  /** The page's whole stylesheet, as the browser asks for it. */
  href: string;
  /** Its text, for the first paint's rules to be picked from. */
  css: string;
  /** The @font-face rules, kept out of the stylesheet: the page carries them inline. */
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
 * Each prerendered page's one stylesheet: the server build emitted the CSS of every module it renders
 * (build.ssrEmitAssets); the page joins, in cascade order, the frame's, its view's and those of each section
 * type it shows, found in the server build's manifest, so a first visit makes one request.
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
  const isSectionModule = (key: string, type = '[a-z0-9-]+') => new RegExp(`(^|/)src/sections/${type}/[^/]+\\.tsx$`).test(key);
  const sectionModules = (type: string) =>
    Object.keys(manifest).filter((key) => isSectionModule(key, type) && manifest[key]?.isDynamicEntry);
  const isView = (key: string) => VIEW_MODULES.some((view) => key === view || key.endsWith(`/${view}`));
  /**
   * What the frame loads on demand besides sections and views: the islands' components (the header, the forms
   * in the dialogs) and the notices' runtime, whose styles the page's stylesheet carries for when they come.
   */
  const onDemand = (key: string | undefined, seen = new Set<string>()): string[] => {
    if (key === undefined || seen.has(key)) return [];
    seen.add(key);
    const loaded = (manifest[key]?.dynamicImports ?? []).filter((imported) => !isSectionModule(imported) && !isView(imported));
    return [...loaded, ...loaded.flatMap((imported) => onDemand(imported, seen))];
  };

  const frameKey = keyOf(FRAME_MODULE);
  const frame = [...cssOf(frameKey), ...onDemand(frameKey).flatMap((key) => cssOf(key))];
  if (frame.length === 0) throw new Error(`No stylesheet found for ${FRAME_MODULE} in the server build's manifest`);

  const written = new Map<string, PageStylesheet>();
  return (route: Pick<RouteManifestEntry, 'sectionTypes' | 'isPost'> | undefined): PageStylesheet => {
    const view = route === undefined ? [] : cssOf(keyOf(route.isPost ? 'src/app/PostView.tsx' : 'src/app/PageView.tsx'));
    const sections = (route?.sectionTypes ?? []).flatMap((type) => sectionModules(type).flatMap((key) => cssOf(key)));
    const files = [...new Set([...frame, ...view, ...sections])];
    const joined = files.map((file) => readFileSync(path.join(serverDir, file), 'utf8')).join('\n');
    const { css, fontFaces } = withoutFontFaces(joined);
    const href = `/assets/page-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    const existing = written.get(href);
    if (existing) return existing;
    writeFileSync(path.join(clientDir, href), css);
    const stylesheet = { href, css, fontFaces };
    written.set(href, stylesheet);
    return stylesheet;
  };
}
