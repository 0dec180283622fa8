/**
 * The owner's inbox on this computer:
 *
 *   npm run inbox [-- --port 4180] [--db file:data/leads.db]
 *
 * Serves the inbox on 127.0.0.1 only, over the same store as the site (LEADS_DB_URL, a SQLite file or
 * a hosted libsql database), and prints its address with a random token that every call must carry.
 * Each start makes a new token. Ctrl+C stops it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { failStart, listenLocally, readCommandLine, readPort, startLocalApp } from '../admin-shell/local-start.ts';
import { DEFAULT_DATABASE_URL } from '../functions/send-contact-email/config.ts';
import { localDatabasePath, openNodeAnalyticsStore, openNodeLeadStore } from '../functions/send-contact-email/node.ts';
import { ensureInboxClient } from './client-build.ts';
import { createInboxApp } from './server.ts';

export const DEFAULT_INBOX_PORT = 4180;

const values = readCommandLine({ port: { type: 'string' }, db: { type: 'string' } }, 'Uso: npm run inbox -- [--port PORTA] [--db URL]');
const port = readPort(values.port, DEFAULT_INBOX_PORT);
const databaseUrl = values.db ?? (process.env.LEADS_DB_URL || DEFAULT_DATABASE_URL);
const databasePath = localDatabasePath(databaseUrl);
if (databasePath !== undefined && !existsSync(databasePath)) {
  failStart(`Non c’è un archivio delle richieste in ${databasePath}: indica quello del sito con --db o LEADS_DB_URL.`);
}

const clientDir = await ensureInboxClient(process.cwd());
const store = await openNodeLeadStore({ url: databaseUrl, authToken: process.env.LEADS_DB_AUTH_TOKEN });
const analytics = await openNodeAnalyticsStore({ url: databaseUrl, authToken: process.env.LEADS_DB_AUTH_TOKEN });
const token = randomBytes(24).toString('base64url');

await startLocalApp({
  port,
  open: () => listenLocally((listening) => createInboxApp({ store, analytics, token, port: listening, clientDir }).fetch, port, token),
  announce: (url) => [
    `Casella delle richieste aperta: ${url}`,
    'Chi ha questo indirizzo vede le richieste: non condividerlo. Ctrl+C per chiudere.',
  ],
  onClose: () => Promise.allSettled([store.close(), analytics.close()]),
});
