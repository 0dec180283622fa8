import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { type LocalServer, listenLocally, startLocalApp } from '../admin-shell/local-start.ts';
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
}

/** Opens the address in the computer's browser, if it has a way to; the address is printed in any case. */
function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(command, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => undefined);
  child.unref();
}

/**
 * The editor over `root`, listening on 127.0.0.1 with a new token: what `npm run edit` runs, and what the editor's
 * browser tests open in their own process, one a test, without starting Node and loading the site's renderer each time.
 */
export async function openEditor({ root, port }: { root: string; port: number }): Promise<LocalServer> {
  const { clientDir, previewDir } = await ensureEditorBuilds(PROJECT_ROOT);
  const preview = new PreviewRenderer({ bundleDir: previewDir, contentRoot: root });
  const workspace = await Workspace.create(root, preview);
  const token = randomBytes(24).toString('base64url');
  const publishing = new Publishing(root);
  return listenLocally(
    (listening) => createEditorApp({ workspace, preview, publishing, token, clientDir, previewDir, port: listening }).fetch,
    port,
    token,
  );
}

export async function startEditor({ root, port, open }: StartOptions): Promise<void> {
  const editor = await startLocalApp({
    port,
    open: () => openEditor({ root, port }),
    announce: (url) => [
      `Editor del sito aperto su ${path.relative(process.cwd(), path.join(root, 'pages-yaml')) || 'pages-yaml'}: ${url}`,
      'Chi ha questo indirizzo può modificare il sito: non condividerlo. Ctrl+C per chiudere.',
    ],
  });
  if (open) openBrowser(editor.url);
}
