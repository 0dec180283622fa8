import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { ensureEditorBuilds } from './builds.ts';
import { PreviewRenderer } from './preview-renderer.ts';
import { Publishing } from './publishing.ts';
import { PROJECT_ROOT } from './schemas.ts';
import { createEditorApp } from './server.ts';
import { Workspace } from './workspace.ts';

export interface StartOptions {
  /** Where pages-yaml/ and public/ are: the project, or a copy of its content. */
  root: string;
  port: number;
  open: boolean;
  fail: (message: string) => never;
}

/** Opens the address in the computer's browser, if it has a way to; the address is printed in any case. */
function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(command, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => undefined);
  child.unref();
}

export async function startEditor({ root, port, open, fail }: StartOptions): Promise<void> {
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port vuole un numero da 0 a 65535, non "${port}".`);
  const { clientDir, previewDir } = await ensureEditorBuilds(PROJECT_ROOT);
  const preview = new PreviewRenderer({ bundleDir: previewDir, contentRoot: root });
  const workspace = await Workspace.create(root, preview);
  const token = randomBytes(24).toString('base64url');
  let listening = port;
  const app = createEditorApp({
    workspace,
    preview,
    publishing: new Publishing(root),
    token,
    clientDir,
    previewDir,
    port: () => listening,
  });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
    listening = info.port;
    const url = `http://127.0.0.1:${info.port}/?token=${token}`;
    console.log(`Editor del sito aperto su ${path.relative(process.cwd(), path.join(root, 'pages-yaml')) || 'pages-yaml'}: ${url}`);
    console.log('Chi ha questo indirizzo può modificare il sito: non condividerlo. Ctrl+C per chiudere.');
    if (open) openBrowser(url);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') fail(`La porta ${port} è già in uso: scegline un’altra con --port.`);
    throw error;
  });
  const shutdown = () => {
    server.close(() => process.exit(0));
    // A tab still open keeps connections (its preview's requests, keep-alive): closing the editor closes them too,
    // instead of waiting for the browser (the editor's browser tests waited 2 minutes for it, then failed).
    if ('closeAllConnections' in server) server.closeAllConnections();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
