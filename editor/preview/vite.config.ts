import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pagesPlugin } from '../../build/vite-plugin-pages.ts';
import { liveContentPlugin } from './live-content-plugin.ts';

export const PREVIEW_BASE = '/preview/';

/**
 * The preview's renderer: the site's server entry (src/entry-server.tsx) in one module, with every stylesheet of
 * every section type in one file, and its content read from the editor (live-content-plugin.ts). `npm run edit`
 * builds it into dist-editor/preview/ when it is missing or older than its sources.
 */
export default defineConfig({
  plugins: [react(), liveContentPlugin(), pagesPlugin()],
  root: path.join(import.meta.dirname, '..', '..'),
  appType: 'custom',
  base: PREVIEW_BASE,
  publicDir: false,
  build: {
    ssr: path.join(import.meta.dirname, 'entry.tsx'),
    outDir: path.join(import.meta.dirname, '..', '..', 'dist-editor', 'preview'),
    emptyOutDir: true,
    ssrEmitAssets: true,
    cssCodeSplit: false,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
