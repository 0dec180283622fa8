/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contentPlugin } from './scripts/vite-plugin-content.ts';

export default defineConfig({
  plugins: [react(), contentPlugin()],
  build: {
    outDir: 'dist',
    // The prerender reads it to link each page's stylesheets (scripts/page-styles.ts).
    manifest: true,
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/function/**/*.test.ts', 'src/sections/**/*.test.{ts,tsx}'],
    // The one DOM for tests and the build: DOMPurify cleans article HTML with jsdom at build time (scripts/content/sanitize-html.ts).
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    pool: 'forks',
    // Rendering tests import Mantine and the router; a busy 2-core machine can take seconds per file.
    testTimeout: 20_000,
  },
});
