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
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { DEFAULT_DATABASE_URL } from '../functions/send-contact-email/config.ts';
import { localDatabasePath, openNodeAnalyticsStore, openNodeLeadStore } from '../functions/send-contact-email/node.ts';
import { ensureInboxClient } from './client-build.ts';
import { createInboxApp } from './server.ts';

export const DEFAULT_INBOX_PORT = 4180;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({ args: process.argv.slice(2), options: { port: { type: 'string' }, db: { type: 'string' } }, strict: true });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\nUso: npm run inbox -- [--port PORTA] [--db URL]`);
  }
})();

const port = values.port === undefined ? DEFAULT_INBOX_PORT : Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port vuole un numero da 0 a 65535, non "${values.port}".`);
const databaseUrl = values.db ?? (process.env.LEADS_DB_URL || DEFAULT_DATABASE_URL);
const databasePath = localDatabasePath(databaseUrl);
if (databasePath !== undefined && !existsSync(databasePath)) {
  fail(`Non c’è un archivio delle richieste in ${databasePath}: indica quello del sito con --db o LEADS_DB_URL.`);
}

const clientDir = await ensureInboxClient(process.cwd());
const store = await openNodeLeadStore({ url: databaseUrl, authToken: process.env.LEADS_DB_AUTH_TOKEN });
const analytics = await openNodeAnalyticsStore({ url: databaseUrl, authToken: process.env.LEADS_DB_AUTH_TOKEN });
const token = randomBytes(24).toString('base64url');
const app = createInboxApp({ store, analytics, token, clientDir });

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`Casella delle richieste aperta: http://127.0.0.1:${info.port}/?token=${token}`);
  console.log('Chi ha questo indirizzo vede le richieste: non condividerlo. Ctrl+C per chiudere.');
});
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') fail(`La porta ${port} è già in uso: scegline un’altra con --port.`);
  throw error;
});

const shutdown = () => {
  server.close();
  void Promise.allSettled([store.close(), analytics.close()]).finally(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
