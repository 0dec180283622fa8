/**
 * The owner's inbox on this computer as one Hono app: the built client (`dist-inbox/`, made by `npm run build:inbox`)
 * and its JSON API under `api/`, which answers only with the token (`Authorization: Bearer …`). Served alone on
 * 127.0.0.1 by `npm run inbox` (cli.ts): the only address that carries a token. On a deployment the same client and
 * API are the owner's app behind its login (admin.ts). A plain Hono module: nothing here needs a development tool at run time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import type { AnalyticsStore } from '../functions/send-contact-email/analytics-store.ts';
import type { LeadStore } from '../functions/send-contact-email/store.ts';
import { createInboxApi } from './api.ts';
import type { ApiError } from './api-types.ts';
import { inboxSecureHeaders } from './security-headers.ts';

export const INBOX_CLIENT_DIR = 'dist-inbox';

export interface InboxAppOptions {
  store: LeadStore;
  /** The measurement's store in the same database, for the Statistiche. */
  analytics?: AnalyticsStore;
  /** The secret every API call must carry. */
  token: string;
  /** The built client. */
  clientDir: string;
  onLeadReleased?: (leadId: string) => void;
  now?: () => Date;
}

const UNAUTHORIZED: ApiError = {
  error: 'unauthorized',
  message: 'Chiave di accesso mancante o non valida: apri l’indirizzo completo stampato da npm run inbox.',
};

export function createInboxApp({ store, analytics, token, clientDir, onLeadReleased, now }: InboxAppOptions): Hono {
  const app = new Hono();
  const indexFile = path.join(clientDir, 'index.html');
  app.use('*', inboxSecureHeaders());
  app.use('/api/*', bearerAuth({ token, noAuthenticationHeader: { message: UNAUTHORIZED }, invalidToken: { message: UNAUTHORIZED } }));
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
