/**
 * The site and the function on Cloudflare Workers (`wrangler.jsonc` at the root; `npm run wrangler -- deploy`).
 *
 * - Pages and files come from `dist/` through the static-assets binding, answered by the site server that `npm start`
 *   runs (site-server/site-app.ts): the same security headers (read from the build's headers file through the same
 *   binding), the sport index for unknown `/sport/*`, the 404 page with status 404, a `?messaggio=` pre-filling the
 *   contact form's textarea, no build-internal file.
 * - The function answers at the same path, over D1 (binding `DB`). A lead is mailed after its answer
 *   (`waitUntil`), over SMTP through `cloudflare:sockets`; the Cron Trigger retries what is left every
 *   minute (and sends the morning digest from 08:00 Rome, morning-digest.ts) and purges the leads past the retention
 *   period once a day. A lead's alert (ALERT_WEBHOOK_URLS) is sent after the answer the same way, and retried by the same
 *   Cron Trigger.
 * - The owner's app answers at /admin/ when ADMIN_PASSWORD_HASH is set (a secret): the login, then the inbox over D1,
 *   its client read from the static assets (`.admin/`, copied there by the build).
 */
import type { ExecutionContext, ScheduledController } from '@cloudflare/workers-types';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { readFunctionConfig } from '../../functions/send-contact-email/config.ts';
import type { FunctionConfig } from '../../functions/send-contact-email/config.ts';
import { createD1SqlClient, D1_MAX_BOUND_PARAMETERS } from '../../functions/send-contact-email/d1-client.ts';
import type { D1Binding } from '../../functions/send-contact-email/d1-client.ts';
import { sendDueAlerts } from '../../functions/send-contact-email/alert-delivery.ts';
import { deliverDueLeads } from '../../functions/send-contact-email/delivery.ts';
import type { DeliveryDependencies } from '../../functions/send-contact-email/delivery.ts';
import { isFunctionPath, mountSendContactEmail } from '../../functions/send-contact-email/handler.ts';
import { libsqlLeadStore, prepareLeadDatabase } from '../../functions/send-contact-email/libsql-store.ts';
import { createJsonLogger, errorCode } from '../../functions/send-contact-email/log.ts';
import type { Logger } from '../../functions/send-contact-email/log.ts';
import { purgeExpiredLeadsInBackground } from '../../functions/send-contact-email/retention.ts';
import { deployHookStarter, runScheduledDeploy, SCHEDULE_FILE } from '../../functions/send-contact-email/scheduled-deploy.ts';
import {
  createEventsApp,
  createFunctionApp,
  initialMailState,
  trackDeliveries,
  visitorRepliesFor,
} from '../../functions/send-contact-email/service.ts';
import { EMAIL_COPY_FILE, parseEmailCopy } from '../../functions/send-contact-email/email-copy.ts';
import type { EmailCopy } from '../../functions/send-contact-email/email-copy.ts';
import {
  lazyAnalyticsStore,
  maintainAnalyticsInBackground,
  sqlAnalyticsStore,
} from '../../functions/send-contact-email/analytics-store.ts';
import type { AnalyticsStore } from '../../functions/send-contact-email/analytics-store.ts';
import { createSocketSmtpMailer } from '../../functions/send-contact-email/socket-mailer.ts';
import type { LeadStore } from '../../functions/send-contact-email/store.ts';
import { createMorningDigestJob } from '../../functions/send-contact-email/morning-digest.ts';
import { lazyAdminSessionStore, sqlAdminSessionStore } from '../../functions/send-contact-email/admin-session-store.ts';
import { adminPasswordHash, isAdminPath, mountAdminApp } from '../../site-server/admin.ts';
import { securityHeadersMiddleware } from '../../site-server/headers.ts';
import { builtHeaders, createSiteApp, type SiteFiles } from '../../site-server/site-app.ts';

/** The bindings of wrangler.jsonc, and the variables (SITE_ORIGINS, SMTP_HOST, …) set with `vars` or secrets. */
interface WorkerEnv {
  DB: D1Binding;
  ASSETS: { fetch(request: Request): Promise<Response> };
  [variable: string]: unknown;
}

/** The Cron Trigger of wrangler.jsonc that purges the leads past the retention period; the other one delivers. */
const RETENTION_CRON = '17 3 * * *';

interface IsolateState {
  config: FunctionConfig;
  logger: Logger;
  /** The schema is checked once per isolate; every request then builds its own store over the binding. */
  databaseReady: Promise<void>;
  /** The built security headers, read once per isolate from the static assets. */
  headers: Promise<Record<string, string>>;
  /** What the scheduled re-deploy already logged in this isolate, so a tick every minute logs a problem once. */
  scheduledDeployLogged: Set<string>;
  /** The visitors' mails' copy, read once per isolate from the static assets (email-copy.ts). */
  emailCopy: Promise<EmailCopy | undefined>;
}

let isolate: IsolateState | undefined;

function isolateState(env: WorkerEnv): IsolateState {
  if (isolate !== undefined) return isolate;
  const config = readFunctionConfig(stringVariables(env));
  const logger = createJsonLogger({ level: config.logLevel });
  const databaseReady = prepareLeadDatabase(createD1SqlClient(env.DB), { maxBoundParameters: D1_MAX_BOUND_PARAMETERS });
  const headers = builtHeaders(assetFiles(env));
  const emailCopy = assetFiles(env)
    .text(EMAIL_COPY_FILE)
    .catch(() => undefined)
    .then((text) => parseEmailCopy(text, logger));
  const state: IsolateState = { config, logger, databaseReady, headers, scheduledDeployLogged: new Set(), emailCopy };
  // A failed preparation or reading is tried again by the next request.
  for (const step of [databaseReady, headers]) {
    step.catch(() => {
      if (isolate === state) isolate = undefined;
    });
  }
  isolate = state;
  return state;
}

function stringVariables(env: WorkerEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
}

/** A store over the binding for one request or one cron run, once the isolate has prepared the database. */
async function openStore(env: WorkerEnv, state: IsolateState): Promise<LeadStore> {
  await state.databaseReady;
  return libsqlLeadStore(createD1SqlClient(env.DB), { maxBoundParameters: D1_MAX_BOUND_PARAMETERS });
}

/** The measurement's tables over the same binding, once the isolate has prepared the database. */
function analyticsStore(env: WorkerEnv, state: IsolateState): AnalyticsStore {
  return lazyAnalyticsStore(async () => {
    await state.databaseReady;
    return sqlAnalyticsStore(createD1SqlClient(env.DB));
  });
}

/** Mails due leads (or only `leadId`) over one SMTP connection, closed when the pass ends. */
async function deliveryPass(env: WorkerEnv, state: IsolateState, leadId?: string): Promise<void> {
  const smtp = state.config.smtp;
  if (smtp === undefined) return;
  const store = await openStore(env, state);
  const mailer = createSocketSmtpMailer(smtp);
  const deps: DeliveryDependencies = {
    store,
    mailer,
    logger: state.logger,
    backoff: { baseMs: state.config.delivery.backoffBaseMs, maxMs: state.config.delivery.backoffMaxMs },
    // No process lives on to pause and probe: a lead the server could not take is due again after DELIVERY_PROBE_SECONDS,
    // and the next run of the Cron Trigger (every minute) sends it, so delivery resumes within a minute of the server's return.
    unreachableRetryMs: state.config.delivery.probeIntervalMs,
    ...visitorRepliesFor(store, state.config, await state.emailCopy),
  };
  try {
    const summary = await deliverDueLeads(deps, leadId === undefined ? {} : { leadId });
    if (summary.delivered + summary.failed > 0) state.logger.info('delivery_pass', { ...summary });
  } catch (error) {
    state.logger.error('delivery_pass_error', { errorCode: errorCode(error) });
  } finally {
    mailer.close();
    await store.close();
  }
}

/** Sends the due alerts (or only `leadId`'s): after a lead's answer, and from the Cron Trigger for the retries. */
async function alertPass(env: WorkerEnv, state: IsolateState, leadId?: string): Promise<void> {
  const alerts = state.config.alerts;
  if (alerts === undefined) return;
  const store = await openStore(env, state);
  try {
    const summary = await sendDueAlerts({ store, config: alerts, logger: state.logger }, leadId === undefined ? {} : { leadId });
    if (summary.sent + summary.failed > 0) state.logger.info('alert_pass', { ...summary });
  } catch (error) {
    state.logger.error('alert_pass_error', { errorCode: errorCode(error) });
  } finally {
    await store.close();
  }
}

/**
 * The scheduled re-deploy (scheduled-deploy.ts) at the Cron Trigger's time: reads the release's schedule from the static
 * assets and POSTs to DEPLOY_HOOK_URL once per scheduled instant, claimed in D1.
 */
async function scheduledDeploy(env: WorkerEnv, state: IsolateState, now: Date): Promise<void> {
  const hookUrl = state.config.deploy.hookUrl;
  const store = await openStore(env, state);
  try {
    await runScheduledDeploy(now, {
      store,
      readSchedule: () => assetFiles(env).text(SCHEDULE_FILE),
      deploy: hookUrl === undefined ? undefined : deployHookStarter(hookUrl),
      logger: state.logger,
      logged: state.scheduledDeployLogged,
    });
  } finally {
    await store.close();
  }
}

/**
 * The morning digest (morning-digest.ts) at the Cron Trigger's time: from 08:00 Rome, once a day, the day claimed in D1.
 * The SMTP connection opens only when there is something to send.
 */
async function morningDigest(env: WorkerEnv, state: IsolateState, now: Date): Promise<void> {
  const smtp = state.config.smtp;
  if (smtp === undefined) return;
  const store = await openStore(env, state);
  const mailer = createSocketSmtpMailer(smtp);
  try {
    await createMorningDigestJob({ config: state.config, store, mailer, logger: state.logger, now: () => now }).run();
  } finally {
    mailer.close();
    await store.close();
  }
}

function functionApp(env: WorkerEnv, state: IsolateState, store: LeadStore, emailCopy: EmailCopy | undefined): Hono {
  const now = () => new Date();
  const mailState = initialMailState(state.config.smtp !== undefined, now);
  return createFunctionApp({
    config: state.config,
    store,
    mailer: state.config.smtp === undefined ? undefined : trackDeliveries(createSocketSmtpMailer(state.config.smtp), mailState, now),
    mailState,
    logger: state.logger,
    now,
    // Cloudflare's edge writes the visitor's address here; a client cannot set it.
    socketAddress: (c) => c.req.header('cf-connecting-ip'),
    deliverAfterAnswer: (leadId, c) => c.executionCtx.waitUntil(deliveryPass(env, state, leadId)),
    emailCopy,
    alertAfterAnswer: (leadId, c) => c.executionCtx.waitUntil(alertPass(env, state, leadId)),
  });
}

/** The built files, from the static-assets binding (wrangler.jsonc serves dist/). */
function assetFiles(env: WorkerEnv): SiteFiles {
  const fetchAsset = (file: string, init?: RequestInit) =>
    env.ASSETS.fetch(new Request(`https://assets.local/${file.split('/').map(encodeURIComponent).join('/')}`, init));
  return {
    async serve(context, file) {
      const response = await fetchAsset(file, { method: context.req.method, headers: context.req.raw.headers });
      if (!response.ok && response.status !== 304) return undefined;
      // The asset service's headers are immutable: the site's own are set on a copy, with the type
      // Hono's serveStatic gives the same file on Node (it names the charset of text formats).
      const copy = new Response(response.body, response);
      const type = getMimeType(file);
      if (type !== undefined) copy.headers.set('Content-Type', type);
      return copy;
    },
    async text(file) {
      const response = await fetchAsset(file);
      return response.ok ? response.text() : undefined;
    },
  };
}

/** The owner's app over the request's store (undefined when ADMIN_PASSWORD_HASH is not set): not under the site's headers. */
function adminApp(env: WorkerEnv, state: IsolateState, store: LeadStore): Hono | undefined {
  const passwordHash = adminPasswordHash(stringVariables(env));
  if (passwordHash === undefined) return undefined;
  const app = new Hono();
  mountAdminApp(app, {
    store,
    analytics: analyticsStore(env, state),
    sessions: lazyAdminSessionStore(async () => {
      await state.databaseReady;
      return sqlAdminSessionStore(createD1SqlClient(env.DB));
    }),
    passwordHash,
    files: assetFiles(env),
    trustedProxyHops: state.config.trustedProxyHops,
    // A lead the owner takes out of spam is mailed by the Cron Trigger's next run, within a minute.
    socketAddress: (c) => c.req.header('cf-connecting-ip'),
  });
  return app;
}

/** The site, with the function mounted when the request is for it (`store`): a page never waits for the database. */
async function siteApp(env: WorkerEnv, state: IsolateState, store: LeadStore | undefined): Promise<Hono> {
  const app = new Hono();
  app.use('*', securityHeadersMiddleware(await state.headers, { trustForwardedProto: false }));
  if (store !== undefined) {
    const events = createEventsApp({
      config: state.config,
      logger: state.logger,
      now: () => new Date(),
      analytics: analyticsStore(env, state),
      socketAddress: (c) => c.req.header('cf-connecting-ip'),
    });
    mountSendContactEmail(app, functionApp(env, state, store, await state.emailCopy), events);
  }
  app.route('/', createSiteApp(assetFiles(env), { logger: state.logger }));
  return app;
}

export default {
  async fetch(request: Request, env: WorkerEnv, context: ExecutionContext): Promise<Response> {
    const state = isolateState(env);
    const pathname = new URL(request.url).pathname;
    if (isAdminPath(pathname)) {
      const admin = adminApp(env, state, await openStore(env, state));
      if (admin !== undefined) return admin.fetch(request, env, context);
    }
    if (!isFunctionPath(pathname)) return (await siteApp(env, state, undefined)).fetch(request, env, context);
    const store = await openStore(env, state).catch((error: unknown) => {
      state.logger.error('store_unavailable', { reason: errorCode(error) });
      return undefined;
    });
    // Without a database the function answers 503, as on Node: every call of this store fails.
    return (await siteApp(env, state, store ?? unavailableStore())).fetch(request, env, context);
  },

  async scheduled(controller: ScheduledController, env: WorkerEnv, context: ExecutionContext): Promise<void> {
    const state = isolateState(env);
    if (controller.cron === RETENTION_CRON) {
      const store = await openStore(env, state);
      context.waitUntil(
        purgeExpiredLeadsInBackground(store, { now: new Date(), retentionMs: state.config.retentionMs, logger: state.logger }).finally(() =>
          store.close(),
        ),
      );
      // The same daily run rolls up the measurement and deletes yesterday's salt (analytics-store.ts).
      context.waitUntil(maintainAnalyticsInBackground(analyticsStore(env, state), new Date(), state.logger));
      return;
    }
    context.waitUntil(deliveryPass(env, state));
    context.waitUntil(alertPass(env, state));
    context.waitUntil(
      morningDigest(env, state, new Date(controller.scheduledTime)).catch((error: unknown) =>
        state.logger.error('morning_digest_error', { errorCode: errorCode(error) }),
      ),
    );
    context.waitUntil(
      scheduledDeploy(env, state, new Date(controller.scheduledTime)).catch((error: unknown) =>
        state.logger.error('scheduled_deploy_error', { errorCode: errorCode(error) }),
      ),
    );
  },
};

function unavailableStore(): LeadStore {
  const fail = () => Promise.reject(new Error('The lead database is unavailable.'));
  return {
    insertLead: fail,
    claimDueLeads: fail,
    markDelivered: fail,
    markFailed: fail,
    releaseClaims: fail,
    claimDueVisitorReplies: fail,
    markVisitorReplySent: fail,
    markVisitorReplyFailed: fail,
    releaseVisitorReplyClaims: fail,
    linkSecret: fail,
    confirmNewsletter: fail,
    unsubscribeNewsletter: fail,
    claimDueAlerts: fail,
    markAlertSent: fail,
    giveUpAlert: fail,
    markAlertFailed: fail,
    releaseAlertClaims: fail,
    countRequest: fail,
    listPending: fail,
    listLeads: fail,
    countMatchingLeads: fail,
    getLead: fail,
    countLeads: fail,
    countRepeats: fail,
    updateLead: fail,
    eraseLeadsByEmail: fail,
    purgeReceivedBefore: fail,
    recordHoneypotHit: fail,
    claimScheduledDeploy: fail,
    markScheduledDeployStarted: fail,
    releaseScheduledDeploy: fail,
    recordFirstAnswer: fail,
    listAnswerTimes: fail,
    claimMorningDigest: fail,
    markMorningDigestSent: fail,
    releaseMorningDigest: fail,
    close: () => Promise.resolve(),
  };
}
