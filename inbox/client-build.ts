/**
 * The inbox's client is built by Vite into dist-inbox/ (`npm run build:inbox`). `npm run inbox` and
 * `npm run build` (which copies it into dist/.admin/ for the owner's app) build it first when it is missing or
 * older than its sources; Vite is loaded only then.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIsStale } from '../admin-shell/stale-build.mjs';
import { INBOX_CLIENT_DIR } from './server.ts';

/** What the client is built from: its own folder, the apps' shared theme and the modules it shares with the server. */
const SOURCES = ['inbox/client', 'admin-shell/client', 'inbox/api-types.ts', 'schema/leads.ts', 'schema/contact-types.ts'];

export function inboxClientIsStale(root: string): boolean {
  return buildIsStale(root, { built: [path.join(INBOX_CLIENT_DIR, 'index.html')], sources: SOURCES });
}

export async function buildInboxClient(root: string): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'inbox', 'vite.config.ts'), root: path.join(root, 'inbox', 'client'), logLevel: 'warn' });
}

/** Builds the client unless an up-to-date build is there; returns its folder. */
export async function ensureInboxClient(root: string, log: (message: string) => void = console.log): Promise<string> {
  const clientDir = path.join(root, INBOX_CLIENT_DIR);
  if (inboxClientIsStale(root)) {
    // A production install (npm ci --omit=dev) has no Vite: it serves the client built beforehand.
    const built = existsSync(path.join(clientDir, 'index.html'));
    if (built && !(await viteIsInstalled())) return clientDir;
    log('Il client della casella delle richieste manca o è più vecchio dei sorgenti: lo preparo (vite build)…');
    await buildInboxClient(root);
  }
  return clientDir;
}

async function viteIsInstalled(): Promise<boolean> {
  try {
    await import('vite');
    return true;
  } catch {
    return false;
  }
}
