import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createSendContactEmailService } from '../functions/send-contact-email/node.ts';
import { ensureInboxClient } from '../inbox/client-build.ts';
import { checkInboxToken, INBOX_MOUNT_PATH, InboxTokenError, mountInbox } from '../inbox/server.ts';
import { HEADERS_FILE, readBuiltHeaders, securityHeadersMiddleware } from './security-headers.ts';
import { createSiteApp } from './site-server.ts';

const root = process.cwd();
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const builtMarker = path.join(distDir, 'index.html');

function newestModification(directory: string): number {
  let newest = 0;
  for (const name of readdirSync(directory)) {
    const full = path.join(directory, name);
    const stats = statSync(full);
    newest = Math.max(newest, stats.isDirectory() ? newestModification(full) : stats.mtimeMs);
  }
  return newest;
}

function buildIsStale(): boolean {
  if (!existsSync(builtMarker) || !existsSync(path.join(distDir, HEADERS_FILE))) return true;
  const builtAt = statSync(builtMarker).mtimeMs;
  const sources = ['pages-yaml', 'src', 'schema', 'public'].map((directory) => path.join(root, directory)).filter(existsSync);
  return sources.some((directory) => newestModification(directory) > builtAt);
}

if (process.env.SKIP_BUILD !== '1' && buildIsStale()) {
  console.log('The built site is missing or older than its sources: building it first…');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'build.ts')], {
    stdio: 'inherit',
  });
}

const port = Number(process.env.PORT ?? 4173);
const hostname = process.env.HOST ?? '0.0.0.0';

const contactFunction = await createSendContactEmailService();
const app = new Hono();
app.use('*', securityHeadersMiddleware(readBuiltHeaders(distDir), { trustForwardedProto: contactFunction.config.trustedProxyHops > 0 }));
contactFunction.mount(app);
// The owner's inbox on the deployment, only behind a secret: off unless INBOX_TOKEN is set.
const inboxToken = process.env.INBOX_TOKEN?.trim() ?? '';
if (inboxToken !== '') {
  try {
    checkInboxToken(inboxToken);
  } catch (error) {
    console.error(error instanceof InboxTokenError ? error.message : String(error));
    process.exit(1);
  }
  mountInbox(app, {
    store: contactFunction.store,
    token: inboxToken,
    clientDir: await ensureInboxClient(root),
    onLeadReleased: () => contactFunction.deliverSoon(),
  });
}
app.route('/', createSiteApp(distDir));

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Site running on http://localhost:${info.port} (forms post to ${contactFunction.mountPath})`);
  if (inboxToken !== '') console.log(`Lead inbox at ${INBOX_MOUNT_PATH}/?token=<INBOX_TOKEN>`);
});
contactFunction.startDeliveryLoop();

const shutdown = () => {
  server.close();
  void contactFunction.close().finally(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
