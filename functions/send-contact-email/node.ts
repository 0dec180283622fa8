/**
 * Node entry of the send-contact-email function: builds the web-standard app with the
 * embedded SQLite store (or a hosted libsql one), the SMTP mailer and the delivery loop.
 *
 * How a host server mounts it (site-server/start.ts uses @hono/node-server):
 *
 *   const service = await createSendContactEmailService();   // reads process.env
 *   const root = new Hono();
 *   service.mount(root);                                     // before any catch-all route
 *   // ...static files, pages...
 *   const server = serve({ fetch: root.fetch, port });
 *   service.startDeliveryLoop();
 *   // on shutdown: server.close(); await service.close();
 *
 * The function answers POST and OPTIONS at exactly `service.mountPath`
 * ('/functions/v1/send-contact-email', no trailing slash); every other address under `/functions/`
 * gets a JSON 404.
 *
 * Client address: serve() calls `root.fetch(request, { incoming, outgoing })`, and routes
 * mounted with `root.route()` receive that same env, so the function reads
 * `c.env.incoming.socket.remoteAddress` itself; the host passes nothing. Behind a reverse
 * proxy set TRUST_PROXY=1 (or the number of proxies) so X-Forwarded-For is used instead.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createClient } from '@libsql/client';
import type { Context, Hono } from 'hono';
import { readFunctionConfig } from './config.ts';
import type { FunctionConfig, FunctionEnv } from './config.ts';
import { createAlertScheduler } from './alert-delivery.ts';
import { createNodeAlertTransport } from './node-alert-transport.ts';
import { createDeliveryScheduler } from './delivery.ts';
import type { DeliveryPassOptions, DeliveryPassSummary } from './delivery.ts';
import { mountSendContactEmail, SEND_CONTACT_EMAIL_MOUNT_PATH } from './handler.ts';
import { openLibsqlLeadStore, prepareLeadDatabase } from './libsql-store.ts';
import type { SqlClient } from './libsql-store.ts';
import { createJsonLogger } from './log.ts';
import type { Logger } from './log.ts';
import { createSmtpMailer } from './mailer-thread-client.ts';
import { createResilientLeadStore } from './resilient-store.ts';
import type { ResilientLeadStore } from './resilient-store.ts';
import { createScheduledDeployJob, DeployStartError, deployHookStarter } from './scheduled-deploy.ts';
import type { DeployStarter } from './scheduled-deploy.ts';
import { startSqliteWorkerClient } from './sqlite-worker-client.ts';
import { createEventsApp, createFunctionApp, initialMailState, trackDeliveries, visitorRepliesFor } from './service.ts';
import { EMAIL_COPY_FILE, parseEmailCopy } from './email-copy.ts';
import type { EmailCopy } from '../../schema/email.ts';
import { lazyAnalyticsStore, maintainAnalyticsInBackground, sqlAnalyticsStore } from './analytics-store.ts';
import type { AnalyticsStore } from './analytics-store.ts';
import { lazyAdminSessionStore, sqlAdminSessionStore } from './admin-session-store.ts';
import type { AdminSessionStore } from './admin-session-store.ts';
import type { LeadStore } from './store.ts';
import { createMorningDigestJob } from './morning-digest.ts';
import type { MorningDigestOutcome } from './morning-digest.ts';

export { SEND_CONTACT_EMAIL_MOUNT_PATH };

export interface LeadDatabaseSettings {
  url: string;
  authToken?: string | undefined;
  fileSync?: 'full' | 'normal';
}

export interface SendContactEmailServiceOptions {
  /** Defaults to process.env. */
  env?: FunctionEnv;
  /** Defaults to JSON lines on stdout at LOG_LEVEL. */
  logger?: Logger;
  now?: () => Date;
  /** The copy of the visitors' mails (`readEmailCopyFile`, from the build); without it no visitor is answered. */
  emailCopy?: EmailCopy | undefined;
}

export interface SendContactEmailService {
  app: Hono;
  mountPath: typeof SEND_CONTACT_EMAIL_MOUNT_PATH;
  /** Mounts `app` at `mountPath` on the host's root app, and a JSON 404 for the rest of `/functions/`. */
  mount(root: Hono): void;
  config: FunctionConfig;
  /** Never fails to be created: an unavailable database makes the function answer 503 until it is back. */
  store: ResilientLeadStore;
  /** The measurement's tables in the same database, on a connection of their own opened on first use. */
  analytics: AnalyticsStore;
  /** The owner's sessions (the admin app's login) in the same database, on a connection of their own opened on first use. */
  adminSessions: AdminSessionStore;
  /** The address of a request's socket, for what counts requests by client. */
  socketAddress(c: Context): string | undefined;
  /** Retries pending leads every DELIVERY_RETRY_INTERVAL_SECONDS (and alerts every ALERT_RETRY_BASE_SECONDS), and purges the leads past LEADS_RETENTION_DAYS daily, on unref'd timers. */
  startDeliveryLoop(): void;
  /**
   * Runs the scheduled re-deploy (scheduled-deploy.ts) now and every minute, on an unref'd timer, reading the release's
   * schedule from `scheduleFile` (dist/.site-server/schedule.json).
   */
  startScheduledDeploys(options: { scheduleFile: string }): void;
  /** Runs the morning digest (morning-digest.ts) now and every minute, on an unref'd timer: it goes out from 08:00, Rome time. */
  startMorningDigest(): void;
  /** One run of the morning digest at the service's clock. */
  morningDigestNow(): Promise<MorningDigestOutcome>;
  /** Mails the leads due now, after the current request (a lead the owner took out of spam). */
  deliverSoon(): void;
  /** One delivery pass now (what `npm run deliver:pending` does). */
  deliverPendingNow(options?: DeliveryPassOptions): Promise<DeliveryPassSummary>;
  /** Stops the loop, waits for deliveries in progress, closes the mailer and the store. */
  close(): Promise<void>;
}

export async function createSendContactEmailService(options: SendContactEmailServiceOptions = {}): Promise<SendContactEmailService> {
  const config = readFunctionConfig(options.env ?? process.env);
  const logger = options.logger ?? createJsonLogger({ level: config.logLevel });
  const now = options.now ?? (() => new Date());
  const databasePath = localDatabasePath(config.database.url);
  const store = createResilientLeadStore({
    open: () => openNodeLeadStore(config.database),
    ...(databasePath === undefined
      ? {}
      : { fileIdentity: () => fileIdentity(databasePath), onFileReplaced: () => setAsideJournal(databasePath, logger, now) }),
    logger,
    reopenIntervalMs: config.database.reopenIntervalMs,
    now,
  });
  await store.connect();
  const mailState = initialMailState(config.smtp !== undefined, now);
  const mailer = config.smtp === undefined ? undefined : trackDeliveries(createSmtpMailer(config.smtp), mailState, now);
  if (mailer === undefined) logger.warn('smtp_not_configured', { message: 'SMTP not configured, leads are kept' });

  const delivery = createDeliveryScheduler(
    {
      store,
      mailer,
      logger,
      now,
      backoff: { baseMs: config.delivery.backoffBaseMs, maxMs: config.delivery.backoffMaxMs },
      ...visitorRepliesFor(store, config, options.emailCopy, now),
    },
    { probeIntervalMs: config.delivery.probeIntervalMs, retentionMs: config.retentionMs },
  );
  const alertTransport = config.alerts === undefined ? undefined : createNodeAlertTransport();
  const alerts =
    config.alerts === undefined || alertTransport === undefined
      ? undefined
      : createAlertScheduler({ store, config: config.alerts, logger, now, transport: alertTransport });
  const analytics = lazyAnalyticsStore(() => openNodeAnalyticsStore(config.database));
  const adminSessions = lazyAdminSessionStore(() => openNodeAdminSessionStore(config.database));
  const events = createEventsApp({ config, logger, now, analytics, socketAddress: (c) => nodeSocketAddress(c.env) });
  let analyticsTimer: ReturnType<typeof setInterval> | undefined;
  let scheduledDeploys: { timer: ReturnType<typeof setInterval>; finished: () => Promise<unknown> } | undefined;
  const morningDigest = createMorningDigestJob({ config, store, mailer, logger, now });
  let morningDigestTimer: ReturnType<typeof setInterval> | undefined;
  const app = createFunctionApp({
    config,
    store,
    storeHealth: () => store.health(),
    mailer,
    mailState,
    logger,
    now,
    socketAddress: (c) => nodeSocketAddress(c.env),
    deliverAfterAnswer: () => delivery.deliverSoon(),
    deliveryPausedSince: () => delivery.pausedSince(),
    emailCopy: options.emailCopy,
    ...(alerts === undefined ? {} : { alertAfterAnswer: () => alerts.alertSoon() }),
  });

  return {
    app,
    mountPath: SEND_CONTACT_EMAIL_MOUNT_PATH,
    mount: (root) => mountSendContactEmail(root, app, events),
    config,
    store,
    analytics,
    adminSessions,
    socketAddress: (c) => nodeSocketAddress(c.env),
    startDeliveryLoop() {
      delivery.start(config.delivery.retryIntervalMs);
      alerts?.start();
      if (analyticsTimer !== undefined) return;
      // Hourly, so that yesterday's salt is gone within the hour after midnight even on a day without visits.
      const maintain = () => void maintainAnalyticsInBackground(analytics, now(), logger);
      analyticsTimer = setInterval(maintain, ANALYTICS_MAINTENANCE_INTERVAL_MS);
      analyticsTimer.unref();
      maintain();
    },
    startScheduledDeploys({ scheduleFile }) {
      if (scheduledDeploys !== undefined) return;
      const job = createScheduledDeployJob({
        store,
        readSchedule: () => readFile(scheduleFile, 'utf8').catch(() => undefined),
        deploy: nodeDeployStarter(config.deploy),
        logger,
      });
      let running: Promise<unknown> | undefined;
      // One run at a time: a DEPLOY_COMMAND may take longer than a minute.
      const tick = () => {
        running ??= job.run(now()).finally(() => {
          running = undefined;
        });
      };
      const timer = setInterval(tick, config.deploy.checkIntervalMs);
      timer.unref();
      scheduledDeploys = { timer, finished: () => running ?? Promise.resolve() };
      // A server that was down at the scheduled time deploys as soon as it is back.
      tick();
    },
    startMorningDigest() {
      if (morningDigestTimer !== undefined) return;
      morningDigestTimer = setInterval(() => void morningDigest.run(), MORNING_DIGEST_CHECK_INTERVAL_MS);
      morningDigestTimer.unref();
      void morningDigest.run();
    },
    morningDigestNow: () => morningDigest.run(),
    deliverSoon: () => delivery.deliverSoon(),
    deliverPendingNow: (passOptions) => delivery.runPass(passOptions),
    async close() {
      if (scheduledDeploys !== undefined) {
        clearInterval(scheduledDeploys.timer);
        await scheduledDeploys.finished();
      }
      if (analyticsTimer !== undefined) clearInterval(analyticsTimer);
      if (morningDigestTimer !== undefined) clearInterval(morningDigestTimer);
      await morningDigest.idle();
      await delivery.stop();
      await alerts?.stop();
      alertTransport?.close();
      mailer?.close();
      await analytics.close();
      await adminSessions.close();
      await store.close();
    },
  };
}

/** The visitors' mails' copy the build wrote into the site's folder (email-copy.ts); undefined, and logged, without one. */
export async function readEmailCopyFile(distDir: string, logger: Logger): Promise<EmailCopy | undefined> {
  const text = await readFile(join(distDir, EMAIL_COPY_FILE), 'utf8').catch(() => undefined);
  return parseEmailCopy(text, logger);
}

/** DEPLOY_HOOK_URL first; otherwise DEPLOY_COMMAND, run in a shell from the server's folder (its output goes to the server's). */
function nodeDeployStarter(deploy: { hookUrl: string | undefined; command: string | undefined }): DeployStarter | undefined {
  if (deploy.hookUrl !== undefined) return deployHookStarter(deploy.hookUrl);
  const command = deploy.command;
  if (command === undefined) return undefined;
  return {
    via: 'command',
    start: () =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(command, { shell: true, stdio: ['ignore', 'inherit', 'inherit'] });
        child.once('error', reject);
        child.once('exit', (code, signal) => {
          if (code === 0) resolve();
          else reject(new DeployStartError(`DEPLOY_COMMAND ended with ${signal ?? code}.`, `EXIT_${signal ?? code}`));
        });
      }),
  };
}

/**
 * Opens the store named by LEADS_DB_URL. A `file:` database gets its directory created and one
 * connection on a worker thread (so the per-connection pragmas set on open apply to every write).
 */
export async function openNodeLeadStore(database: LeadDatabaseSettings): Promise<LeadStore> {
  const path = localDatabasePath(database.url);
  if (path === undefined) return openLibsqlLeadStore(createClient({ url: database.url, authToken: database.authToken }));
  mkdirSync(dirname(path), { recursive: true });
  const client = await startSqliteWorkerClient({ path, busyTimeoutMs: 5000 });
  try {
    return await openLibsqlLeadStore(client, { fileSync: database.fileSync });
  } catch (error) {
    await Promise.resolve(client.close()).catch(() => undefined);
    throw error;
  }
}

const ANALYTICS_MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;
/** Every minute, as the Worker's Cron Trigger: the digest goes out within a minute of 08:00, or of the SMTP server's return. */
const MORNING_DIGEST_CHECK_INTERVAL_MS = 60 * 1000;

/** The measurement's own connection to the lead database (a second worker thread for a file), with the schema brought up to date. */
export async function openNodeAnalyticsStore(database: LeadDatabaseSettings): Promise<AnalyticsStore> {
  return sqlAnalyticsStore(await openPreparedNodeClient(database));
}

/** The owner's sessions (admin-session-store.ts) on a connection of their own to the lead database. */
export async function openNodeAdminSessionStore(database: LeadDatabaseSettings): Promise<AdminSessionStore> {
  return sqlAdminSessionStore(await openPreparedNodeClient(database));
}

/** A connection of its own to the lead database (a worker thread for a file), with the schema brought up to date. */
async function openPreparedNodeClient(database: LeadDatabaseSettings): Promise<SqlClient> {
  const path = localDatabasePath(database.url);
  if (path !== undefined) mkdirSync(dirname(path), { recursive: true });
  const client: SqlClient =
    path === undefined
      ? createClient({ url: database.url, authToken: database.authToken })
      : await startSqliteWorkerClient({ path, busyTimeoutMs: 5000 });
  try {
    await prepareLeadDatabase(client, database.fileSync === undefined ? {} : { fileSync: database.fileSync });
    return client;
  } catch (error) {
    await Promise.resolve(client.close()).catch(() => undefined);
    throw error;
  }
}

/**
 * SQLite does not checkpoint a database that moved, so the write-ahead log of a deleted or replaced
 * file stays at `<path>-wal`, where a new connection would replay it into whatever file is there
 * now. It is renamed aside (kept for an operator to inspect), with the shared-memory index.
 */
function setAsideJournal(path: string, logger: Logger, now: () => Date): void {
  const suffix = `.orphaned-${now().toISOString().replace(/[:.]/g, '-')}`;
  for (const journal of [`${path}-wal`, `${path}-shm`]) {
    try {
      renameSync(journal, `${journal}${suffix}`);
      logger.warn('store_journal_set_aside', { file: basename(journal), renamedTo: `${basename(journal)}${suffix}` });
    } catch {
      // No journal left behind: nothing to set aside.
    }
  }
}

/** Device and inode of the file at `path`: another value means the file was replaced; undefined, deleted. */
function fileIdentity(path: string): string | undefined {
  try {
    const stats = statSync(path);
    return `${stats.dev}:${stats.ino}`;
  } catch {
    return undefined;
  }
}

/** The file path of a `file:` database URL; undefined for hosted and in-memory databases. */
export function localDatabasePath(databaseUrl: string): string | undefined {
  if (!databaseUrl.startsWith('file:')) return undefined;
  const withoutScheme = databaseUrl.slice('file:'.length).split('?', 1)[0] ?? '';
  if (withoutScheme === ':memory:') return undefined;
  return withoutScheme.replace(/^\/\/(?:localhost)?(?=\/)/, '');
}

/** @hono/node-server's bindings: `{ incoming, outgoing }`, or wrapped as `{ server: { incoming } }` by some hosts. */
function nodeSocketAddress(env: unknown): string | undefined {
  const bindings = property(env, 'server') ?? env;
  const address = property(property(property(bindings, 'incoming'), 'socket'), 'remoteAddress');
  return typeof address === 'string' ? address : undefined;
}

function property(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return Reflect.get(value, key);
}
