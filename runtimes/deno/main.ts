/**
 * The function on Deno (`deno run -A runtimes/deno/main.ts`), deployable as a Supabase Edge Function
 * (README, "Pubblicare il sito"): `Deno.serve` over the one Hono app, leads in libsql (`LEADS_DB_URL`:
 * a hosted `libsql://` database, or a `file:` one where the process has a disk), mail through
 * nodemailer over Deno's Node sockets, delivery after each answer, retried on timers. It answers at
 * `/functions/v1/send-contact-email`, and at `/send-contact-email`, the path a Supabase Edge Function
 * receives. With ADMIN_PASSWORD_HASH set, the owner's app answers at /admin/ (its client read from DIST_DIR's `.admin/`).
 *
 * At a scheduled page's time, `Deno.cron` (every minute; `deno run --unstable-cron`) starts the deploy again through
 * DEPLOY_HOOK_URL, reading the release's schedule from DIST_DIR (default `dist/`). Where Deno.cron is missing, a timer.
 */
import { createClient } from '@libsql/client';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { readFunctionConfig } from '../../functions/send-contact-email/config.ts';
import { createAlertScheduler } from '../../functions/send-contact-email/alert-delivery.ts';
import { createDeliveryScheduler } from '../../functions/send-contact-email/delivery.ts';
import { functionNotFound, mountSendContactEmail, SEND_CONTACT_EMAIL_MOUNT_PATH } from '../../functions/send-contact-email/handler.ts';
import { openLibsqlLeadStore, prepareLeadDatabase } from '../../functions/send-contact-email/libsql-store.ts';
import { createJsonLogger } from '../../functions/send-contact-email/log.ts';
import { createInThreadSmtpMailer } from '../../functions/send-contact-email/nodemailer-mailer.ts';
import { createResilientLeadStore } from '../../functions/send-contact-email/resilient-store.ts';
import { createScheduledDeployJob, deployHookStarter, SCHEDULE_FILE } from '../../functions/send-contact-email/scheduled-deploy.ts';
import { unrefTimer } from '../../functions/send-contact-email/event-loop.ts';
import { createMorningDigestJob } from '../../functions/send-contact-email/morning-digest.ts';
import {
  createEventsApp,
  createFunctionApp,
  initialMailState,
  trackDeliveries,
  visitorRepliesFor,
} from '../../functions/send-contact-email/service.ts';
import { EMAIL_COPY_FILE, parseEmailCopy } from '../../functions/send-contact-email/email-copy.ts';
import {
  lazyAnalyticsStore,
  maintainAnalyticsInBackground,
  sqlAnalyticsStore,
} from '../../functions/send-contact-email/analytics-store.ts';
import { lazyAdminSessionStore, sqlAdminSessionStore } from '../../functions/send-contact-email/admin-session-store.ts';
import { AdminPasswordHashError, adminPasswordHash, mountAdminApp } from '../../site-server/admin.ts';
import type { AdminClientFiles } from '../../site-server/admin.ts';

/** The part of Deno's runtime API this entry uses. */
declare const Deno: {
  env: { toObject(): Record<string, string> };
  serve(
    options: { port: number; hostname: string; onListen?: (address: { hostname: string; port: number }) => void },
    handler: (request: Request, info: { remoteAddr: { hostname: string } }) => Response | Promise<Response>,
  ): { finished: Promise<void>; shutdown(): Promise<void> };
  addSignalListener(signal: 'SIGINT' | 'SIGTERM', handler: () => void): void;
  exit(code: number): never;
  readTextFile(path: string): Promise<string>;
  readFile(path: string): Promise<Uint8Array<ArrayBuffer>>;
  /** Only with `--unstable-cron` (or on Deno Deploy). */
  cron?: (name: string, schedule: string, handler: () => Promise<void>) => Promise<void>;
};

/** The name Deno.cron knows the scheduled re-deploy by. */
const SCHEDULED_DEPLOY_CRON_NAME = 'scheduled-deploy';

/** The path under which Supabase hands a request to the function named send-contact-email. */
const SUPABASE_FUNCTION_PATH = '/send-contact-email';

const env = Deno.env.toObject();
const config = readFunctionConfig(env);
const logger = createJsonLogger({ level: config.logLevel });
const now = () => new Date();

const store = createResilientLeadStore({
  open: () =>
    openLibsqlLeadStore(createClient({ url: config.database.url, authToken: config.database.authToken }), {
      fileSync: config.database.fileSync,
    }),
  logger,
  reopenIntervalMs: config.database.reopenIntervalMs,
  now,
});
await store.connect();
const mailState = initialMailState(config.smtp !== undefined, now);
const mailer = config.smtp === undefined ? undefined : trackDeliveries(createInThreadSmtpMailer(config.smtp), mailState, now);
if (mailer === undefined) logger.warn('smtp_not_configured', { message: 'SMTP not configured, leads are kept' });
const distDir = (env.DIST_DIR ?? 'dist').replace(/\/+$/, '');
// The visitors' mails' copy, which the build wrote into the site's folder (email-copy.ts).
const emailCopy = parseEmailCopy(await Deno.readTextFile(`${distDir}/${EMAIL_COPY_FILE}`).catch(() => undefined), logger);
const delivery = createDeliveryScheduler(
  {
    store,
    mailer,
    logger,
    now,
    backoff: { baseMs: config.delivery.backoffBaseMs, maxMs: config.delivery.backoffMaxMs },
    ...visitorRepliesFor(store, config, emailCopy, now),
  },
  { probeIntervalMs: config.delivery.probeIntervalMs, retentionMs: config.retentionMs },
);
const alerts = config.alerts === undefined ? undefined : createAlertScheduler({ store, config: config.alerts, logger, now });
const app = createFunctionApp({
  config,
  store,
  storeHealth: () => store.health(),
  mailer,
  mailState,
  logger,
  now,
  socketAddress: (c) => remoteAddress(c.env),
  deliverAfterAnswer: () => delivery.deliverSoon(),
  deliveryPausedSince: () => delivery.pausedSince(),
  emailCopy,
  ...(alerts === undefined ? {} : { alertAfterAnswer: () => alerts.alertSoon() }),
});

const analytics = lazyAnalyticsStore(async () => {
  const client = createClient({ url: config.database.url, authToken: config.database.authToken });
  await prepareLeadDatabase(client, { fileSync: config.database.fileSync });
  return sqlAnalyticsStore(client);
});
const events = createEventsApp({ config, logger, now, analytics, socketAddress: (c) => remoteAddress(c.env) });
// Hourly, as on Node: the measurement's roll-up, retention and yesterday's salt (analytics-store.ts).
unrefTimer(setInterval(() => void maintainAnalyticsInBackground(analytics, now(), logger), 60 * 60 * 1000));

const root = new Hono();
const passwordHash = (() => {
  try {
    return adminPasswordHash(env);
  } catch (error) {
    console.error(error instanceof AdminPasswordHashError ? error.message : String(error));
    return Deno.exit(1);
  }
})();
if (passwordHash !== undefined) {
  mountAdminApp(root, {
    store,
    analytics,
    sessions: lazyAdminSessionStore(async () => {
      const client = createClient({ url: config.database.url, authToken: config.database.authToken });
      await prepareLeadDatabase(client, { fileSync: config.database.fileSync });
      return sqlAdminSessionStore(client);
    }),
    passwordHash,
    files: distFiles(distDir),
    trustedProxyHops: config.trustedProxyHops,
    socketAddress: (c) => remoteAddress(c.env),
    onLeadReleased: () => delivery.deliverSoon(),
  });
}
root.route(SUPABASE_FUNCTION_PATH, app);
mountSendContactEmail(root, app, events);
root.notFound(functionNotFound);

const server = Deno.serve(
  {
    port: Number(env.PORT ?? 8787),
    hostname: env.HOST ?? '0.0.0.0',
    // Printed whatever LOG_LEVEL says, as serve.ts does: where the function answers.
    onListen: ({ hostname, port }) =>
      console.log(
        JSON.stringify({
          ts: now().toISOString(),
          level: 'info',
          event: 'listening',
          url: `http://${hostname}:${port}${SEND_CONTACT_EMAIL_MOUNT_PATH}`,
        }),
      ),
  },
  (request, info) => root.fetch(request, { remoteAddr: info.remoteAddr }),
);
delivery.start(config.delivery.retryIntervalMs);
alerts?.start();

const scheduleFile = `${distDir}/${SCHEDULE_FILE}`;
const scheduledDeploy = createScheduledDeployJob({
  store,
  readSchedule: () => Deno.readTextFile(scheduleFile).catch(() => undefined),
  deploy: config.deploy.hookUrl === undefined ? undefined : deployHookStarter(config.deploy.hookUrl),
  logger,
});
/** Runs the scheduled re-deploy, one run at a time (a hook that answers slowly may outlast a minute). */
let scheduledDeployRun: Promise<unknown> | undefined;
const runScheduledDeploy = async () => {
  scheduledDeployRun ??= scheduledDeploy.run(now()).finally(() => {
    scheduledDeployRun = undefined;
  });
  await scheduledDeployRun;
};
if (typeof Deno.cron === 'function') {
  void Deno.cron(SCHEDULED_DEPLOY_CRON_NAME, '* * * * *', runScheduledDeploy);
} else {
  logger.info('scheduled_deploy_timer', {
    message: 'Deno.cron is not available (run with --unstable-cron): a timer runs the scheduled deploy.',
  });
  unrefTimer(setInterval(() => void runScheduledDeploy(), 60_000));
}
// A function that was down at the scheduled time deploys as soon as it is back.
void runScheduledDeploy();

// From 08:00 (Rome), the owner's mail of the requests still unanswered after 24 hours (morning-digest.ts), checked every
// minute on a timer as on Node; the day is claimed in the store, so it goes out once whoever else shares the database.
const morningDigest = createMorningDigestJob({ config, store, mailer, logger, now });
unrefTimer(setInterval(() => void morningDigest.run(), 60_000));
void morningDigest.run();

const shutdown = () => {
  void server
    .shutdown()
    .then(() => delivery.stop())
    .then(() => alerts?.stop())
    .then(() => scheduledDeployRun)
    .then(() => morningDigest.idle())
    .then(() => {
      mailer?.close();
      return store.close();
    })
    .finally(() => Deno.exit(0));
};
Deno.addSignalListener('SIGINT', shutdown);
Deno.addSignalListener('SIGTERM', shutdown);

/** The built site's files the owner's app reads (its client in `.admin/`); names come from the app, never with `..`. */
function distFiles(directory: string): AdminClientFiles {
  return {
    async serve(_context, file) {
      const bytes = await Deno.readFile(`${directory}/${file}`).catch(() => undefined);
      if (bytes === undefined) return undefined;
      return new Response(bytes, { headers: { 'Content-Type': getMimeType(file) ?? 'application/octet-stream' } });
    },
    text: (file) => Deno.readTextFile(`${directory}/${file}`).catch(() => undefined),
  };
}

function remoteAddress(bindings: unknown): string | undefined {
  if (typeof bindings !== 'object' || bindings === null) return undefined;
  const address: unknown = Reflect.get(bindings, 'remoteAddr');
  if (typeof address !== 'object' || address === null) return undefined;
  const hostname: unknown = Reflect.get(address, 'hostname');
  return typeof hostname === 'string' ? hostname : undefined;
}
