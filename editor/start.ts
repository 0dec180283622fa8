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

export interface OpenEditor {
  /** The address with its token, as `npm run edit` prints it. */
  url: string;
  port: number;
  /** Stops listening and closes every connection still open: a tab left open keeps its preview's keep-alive ones. */
  close(): Promise<void>;
}

/**
 * The editor over `root`, listening on 127.0.0.1 with a new token: what `npm run edit` runs, and what the editor's
 * browser tests open in their own process, one a test, without starting Node and loading the site's renderer each time.
 */
export async function openEditor({ root, port }: { root: string; port: number }): Promise<OpenEditor> {
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
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      listening = info.port;
      resolve({
        url: `http://127.0.0.1:${info.port}/?token=${token}`,
        port: info.port,
        close: () =>
          new Promise<void>((closed) => {
            server.close(() => closed());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}

export async function startEditor({ root, port, open, fail }: StartOptions): Promise<void> {
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port vuole un numero da 0 a 65535, non "${port}".`);
  const editor = await openEditor({ root, port }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') fail(`La porta ${port} è già in uso: scegline un’altra con --port.`);
    throw error;
  });
  console.log(`Editor del sito aperto su ${path.relative(process.cwd(), path.join(root, 'pages-yaml')) || 'pages-yaml'}: ${editor.url}`);
  console.log('Chi ha questo indirizzo può modificare il sito: non condividerlo. Ctrl+C per chiudere.');
  if (open) openBrowser(editor.url);
  // Closing the editor closes the connections a tab still holds, instead of waiting for the browser (the editor's browser
  // tests waited 2 minutes for it, then failed).
  const shutdown = () => void editor.close().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
