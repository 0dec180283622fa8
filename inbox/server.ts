/**
 * The owner's inbox as one Hono app: the built client (`dist-inbox/`, made by `npm run build:inbox`) and
 * its JSON API under `api/`, which answers only with the token (`Authorization: Bearer …`). Served alone
 * on 127.0.0.1 by `npm run inbox` (cli.ts), or mounted on the deployment at /inbox by `npm start` when
 * INBOX_TOKEN is set. A plain Hono module: nothing here needs a development tool at run time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import type { LeadStore } from '../functions/send-contact-email/store.ts';
import { createInboxApi } from './api.ts';
import type { ApiError } from './api-types.ts';
import { inboxSecureHeaders } from './security-headers.ts';

export const INBOX_CLIENT_DIR = 'dist-inbox';
/** Where `npm start` mounts the inbox when INBOX_TOKEN is set. */
export const INBOX_MOUNT_PATH = '/inbox';
/** A token shorter than this could be guessed: the deployment refuses it. */
export const MIN_TOKEN_LENGTH = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/-]+=*$/;

export interface InboxAppOptions {
  store: LeadStore;
  /** The secret every API call must carry. */
  token: string;
  /** The built client. */
  clientDir: string;
  onLeadReleased?: (leadId: string) => void;
  now?: () => Date;
}

export class InboxTokenError extends Error {
  override name = 'InboxTokenError';
}

/** Refuses a token that is short or has characters a Bearer header cannot carry. */
export function checkInboxToken(token: string): string {
  if (token.length < MIN_TOKEN_LENGTH || !TOKEN_PATTERN.test(token)) {
    throw new InboxTokenError(
      `INBOX_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters of letters, digits and . _ ~ + / - ` +
        '(for example the output of: node -e "console.log(crypto.randomBytes(24).toString(\'base64url\'))").',
    );
  }
  return token;
}

const UNAUTHORIZED: ApiError = {
  error: 'unauthorized',
  message: 'Chiave di accesso mancante o non valida: apri l’indirizzo completo stampato da npm run inbox.',
};

export function createInboxApp({ store, token, clientDir, onLeadReleased, now }: InboxAppOptions): Hono {
  const app = new Hono();
  const indexFile = path.join(clientDir, 'index.html');
  app.use('*', inboxSecureHeaders());
  app.use('/api/*', bearerAuth({ token, noAuthenticationHeader: { message: UNAUTHORIZED }, invalidToken: { message: UNAUTHORIZED } }));
  app.route(
    '/api',
    createInboxApi({ store, ...(onLeadReleased === undefined ? {} : { onLeadReleased }), ...(now === undefined ? {} : { now }) }),
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

/**
 * Mounts the inbox on a host's root app at /inbox (`npm start` with INBOX_TOKEN). The app sees its own
 * paths (`/`, `/assets/…`, `/api/…`); `/inbox` without its slash is sent to `/inbox/`, since the
 * client's files are addressed relative to the page.
 */
export function mountInbox(root: Hono, options: InboxAppOptions): void {
  root.get(INBOX_MOUNT_PATH, (c) => c.redirect(`${INBOX_MOUNT_PATH}/${new URL(c.req.url).search}`, 301));
  root.mount(INBOX_MOUNT_PATH, createInboxApp(options).fetch);
}
