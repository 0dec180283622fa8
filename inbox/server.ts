/**
 * The owner's inbox on this computer as one Hono app: the built client (`dist-inbox/`, made by `npm run build:inbox`)
 * and its JSON API under `api/`, which answers only with the token (`Authorization: Bearer …`, the shared local
 * access of admin-shell/local-auth.ts). It answers only at 127.0.0.1 or localhost on its port and only its own page.
 * Served alone on 127.0.0.1 by `npm run inbox` (cli.ts): the only address that carries a token. On a deployment the same client and
 * API are the owner's app behind its login (admin.ts). A plain Hono module: nothing here needs a development tool at run time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AnalyticsStore } from '../functions/send-contact-email/analytics-store.ts';
import type { LeadStore } from '../functions/send-contact-email/store.ts';
import { localAccessOnly, localTokenRequired } from '../admin-shell/local-auth.ts';
import { adminSecureHeaders } from '../admin-shell/secure-headers.ts';
import { createInboxApi } from './api.ts';

export const INBOX_CLIENT_DIR = 'dist-inbox';

export interface InboxAppOptions {
  store: LeadStore;
  /** The measurement's store in the same database, for the Statistiche. */
  analytics?: AnalyticsStore;
  /** The secret every API call must carry. */
  token: string;
  /** The port it listens on: the only host names it answers are 127.0.0.1 and localhost on it. */
  port: () => number;
  /** The built client. */
  clientDir: string;
  onLeadReleased?: (leadId: string) => void;
  now?: () => Date;
}

const COMMAND = 'npm run inbox';

export function createInboxApp({ store, analytics, token, port, clientDir, onLeadReleased, now }: InboxAppOptions): Hono {
  const app = new Hono();
  const indexFile = path.join(clientDir, 'index.html');
  app.use('*', adminSecureHeaders());
  app.use('*', localAccessOnly({ port, command: COMMAND }));
  // The page and its files hold no data: opened without the token, the page says where to find the address.
  app.use('/api/*', localTokenRequired({ token, cookie: 'scintilla_inbox', command: COMMAND }));
  app.route(
    '/api',
    createInboxApi({
      store,
      ...(analytics === undefined ? {} : { analytics }),
      ...(onLeadReleased === undefined ? {} : { onLeadReleased }),
      ...(now === undefined ? {} : { now }),
    }),
  );
  app.get('/', (c) => c.html(readFileSync(indexFile, 'utf8'), 200, { 'Cache-Control': 'no-cache' }));
  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.notFound((c) => c.text('Pagina non trovata.', 404));
  return app;
}
