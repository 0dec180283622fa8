import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The inbox's client: `npm run build:inbox` writes it to dist-inbox/, which inbox/server.ts serves. */
export default defineConfig({
  root: 'inbox/client',
  // Files addressed relative to the page, so the same build works at / (npm run inbox) and at /inbox/ (npm start).
  base: './',
  plugins: [react()],
  build: {
    outDir: '../../dist-inbox',
    emptyOutDir: true,
  },
});
