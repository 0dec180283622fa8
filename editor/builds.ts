/**
 * The editor's two builds, made by Vite: its client (editor/vite.config.ts → dist-editor/client) and the preview's
 * renderer, the site's own server entry (editor/preview/vite.config.ts → dist-editor/preview). `npm run edit`
 * makes each one that is missing or older than its sources; `npm run build:editor` makes both.
 */
import path from 'node:path';
import { buildIsStale } from '../admin-shell/stale-build.mjs';

export const CLIENT_DIR = path.join('dist-editor', 'client');
export const PREVIEW_DIR = path.join('dist-editor', 'preview');

const BUILDS = {
  client: {
    config: 'editor/vite.config.ts',
    built: path.join(CLIENT_DIR, 'index.html'),
    sources: ['editor/client', 'admin-shell/client', 'editor/api-types.ts'],
  },
  preview: {
    config: 'editor/preview/vite.config.ts',
    built: path.join(PREVIEW_DIR, 'entry.js'),
    sources: ['src', 'schema', 'editor/preview', 'build/vite-plugin-pages.ts', 'content-compiler/icon-module.ts'],
  },
} as const;

type BuildName = keyof typeof BUILDS;

export function isStale(root: string, name: BuildName): boolean {
  return buildIsStale(root, { built: [BUILDS[name].built], sources: BUILDS[name].sources });
}

export async function buildEditor(root: string, name: BuildName): Promise<void> {
  const { build } = await import('vite');
  // Vite and the React plugin take JSX's development form from NODE_ENV, not from the build: under vitest
  // (NODE_ENV=test) the preview came out calling jsxDEV, which the editor's production React lacks.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(root, BUILDS[name].config), logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** Builds what is missing or stale; returns the client's and the preview's folders. */
export async function ensureEditorBuilds(root: string, log: (message: string) => void = console.log) {
  for (const name of Object.keys(BUILDS) as BuildName[]) {
    if (!isStale(root, name)) continue;
    log(name === 'client' ? 'Preparo l’editor (vite build)…' : 'Preparo l’anteprima delle pagine con il renderer del sito (vite build)…');
    await buildEditor(root, name);
  }
  return { clientDir: path.join(root, CLIENT_DIR), previewDir: path.join(root, PREVIEW_DIR) };
}
