import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The editor's client: `npm run build:editor` (or `npm run edit`, when it is missing) writes it to dist-editor/client. */
export default defineConfig({
  root: path.join(import.meta.dirname, 'client'),
  base: '/',
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: path.join(import.meta.dirname, '..', 'dist-editor', 'client'),
    emptyOutDir: true,
    // The preview's photos are served at /assets/images/, as on the site.
    assetsDir: 'editor-assets',
    // A local tool, loaded once from this computer: one bundle is fine.
    chunkSizeWarningLimit: 4000,
  },
});
