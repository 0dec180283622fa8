/**
 * The Node server of the site and the function (what `npm start` runs, compiled into dist/.server/ by
 * build/server-bundle.ts; scripts/start.mjs builds first when needed).
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createSendContactEmailService, readEmailCopyFile } from '../functions/send-contact-email/node.ts';
import { createJsonLogger } from '../functions/send-contact-email/log.ts';
import { SCHEDULE_FILE } from '../functions/send-contact-email/scheduled-deploy.ts';
import { ADMIN_CLIENT_DIR, ADMIN_PATH, AdminPasswordHashError, adminPasswordHash, mountAdminApp } from './admin.ts';
import { securityHeadersMiddleware } from './headers.ts';
import { createNodeSiteApp, nodeSiteFiles } from './node.ts';
import { builtHeaders } from './site-app.ts';

const root = process.cwd();
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');

const port = Number(process.env.PORT ?? 4173);
const hostname = process.env.HOST ?? '0.0.0.0';

const contactFunction = await createSendContactEmailService({
  emailCopy: await readEmailCopyFile(distDir, createJsonLogger({ level: 'warn' })),
});
const app = new Hono();
const headers = await builtHeaders(nodeSiteFiles(distDir));
// The owner's app behind its login (README, "The owner's app on a deployment"): before the site, whose headers it does not take.
const passwordHash = (() => {
  try {
    return adminPasswordHash(process.env);
  } catch (error) {
    console.error(error instanceof AdminPasswordHashError ? error.message : String(error));
    return process.exit(1);
  }
})();
if (passwordHash !== undefined) {
  mountAdminApp(app, {
    store: contactFunction.store,
    analytics: contactFunction.analytics,
    sessions: contactFunction.adminSessions,
    passwordHash,
    files: nodeSiteFiles(distDir),
    trustedProxyHops: contactFunction.config.trustedProxyHops,
    socketAddress: contactFunction.socketAddress,
    onLeadReleased: () => contactFunction.deliverSoon(),
  });
}
app.use('*', securityHeadersMiddleware(headers, { trustForwardedProto: contactFunction.config.trustedProxyHops > 0 }));
contactFunction.mount(app);
// A token in the address is no longer how a deployment opens the inbox: said once, so a host upgrading knows what to set.
if ((process.env.INBOX_TOKEN?.trim() ?? '') !== '') {
  console.error(
    'INBOX_TOKEN no longer opens the inbox on a deployment (a secret in the address): set ADMIN_PASSWORD_HASH ' +
      `(npm run admin:password) and open ${ADMIN_PATH}/ (README, "The owner's app on a deployment").`,
  );
}
app.route('/', createNodeSiteApp(distDir, { logger: createJsonLogger({ level: contactFunction.config.logLevel }) }));

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Site running on http://localhost:${info.port} (forms post to ${contactFunction.mountPath})`);
  if (passwordHash !== undefined) console.log(`The owner's app at ${ADMIN_PATH}/ (client in ${ADMIN_CLIENT_DIR}/ of the site's folder)`);
});
contactFunction.startDeliveryLoop();
// At a scheduled page's time, the deploy starts again (README, "Pagine programmate").
contactFunction.startScheduledDeploys({ scheduleFile: path.join(distDir, SCHEDULE_FILE) });
// From 08:00 (Rome), the owner's mail of the requests still unanswered after 24 hours (README, "Il riepilogo del mattino").
contactFunction.startMorningDigest();

const shutdown = () => {
  server.close();
  void contactFunction.close().finally(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
