/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contentPlugin } from './content-compiler/vite-plugin.ts';
import { pagesPlugin } from './build/vite-plugin-pages.ts';

export default defineConfig({
  plugins: [react(), contentPlugin(), pagesPlugin()],
  // Pages are rendered by the server entry (build/vite-plugin-pages.ts in development, build/prerender.ts at build).
  appType: 'custom',
  build: {
    outDir: 'dist',
    // The prerender reads the entry script's address from it.
    manifest: true,
    // A page's stylesheet comes from the server build, whole (scripts/page-styles.ts): the islands' scripts load no CSS of their own.
    cssCodeSplit: false,
    rollupOptions: { input: 'src/entry-client.ts' },
    // Every browser the site serves preloads modules itself (about 0.7 KB of the entry script's budget of 5 KB).
    modulePreload: { polyfill: false },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/function/**/*.test.ts', 'src/sections/**/*.test.{ts,tsx}'],
    // The one DOM for tests and the build: DOMPurify cleans article HTML with jsdom at build time (src/sections/html/sanitize-at-build.ts).
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    // The run's shared folder, where the tests that build the site share one built copy (tests/unit/content/site-fixture.ts).
    globalSetup: ['tests/unit/global-setup.ts'],
    pool: 'forks',
    // Vitest's default on 2 cores is one fork; most files wait on builds, sockets and SQLite, and two forks took the
    // tier from 330 s to 238 s on this machine, all 867 tests passing.
    maxWorkers: 2,
    // Rendering tests import Mantine and the router; a busy 2-core machine can take seconds per file.
    testTimeout: 20_000,
  },
});
