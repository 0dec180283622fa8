/**
 * Compiles the Node server (`site-server/start.ts`: the site and the function), the function alone
 * (`serve.ts`) and the function's worker threads to plain JavaScript in `dist/.server/`, so that
 * `npm start` runs with the production dependencies only: no tsx, no Vite, no jsdom. Packages stay
 * imports of node_modules (libsql's native SQLite among them); only this repository's code is bundled.
 * The folder starts with a dot, so neither the Node server nor a static host ever serves it.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export const SERVER_BUILD_DIR = '.server';

const root = path.resolve(import.meta.dirname, '..');

/** Worker threads are loaded by file name beside the module that starts them (functions/send-contact-email/worker-module.ts). */
const ENTRY_POINTS = {
  start: path.join(root, 'site-server/start.ts'),
  serve: path.join(root, 'functions/send-contact-email/serve.ts'),
  'sqlite-worker': path.join(root, 'functions/send-contact-email/sqlite-worker.ts'),
  'mailer-thread': path.join(root, 'functions/send-contact-email/mailer-thread.ts'),
};

export async function buildServer(clientDir: string): Promise<string> {
  const outdir = path.join(clientDir, SERVER_BUILD_DIR);
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: ENTRY_POINTS,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    // Every chunk in one folder: a worker thread's file is found beside the chunk that starts it.
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
  });
  return outdir;
}
