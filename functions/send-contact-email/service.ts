/**
 * The function put together from its parts, the same on every runtime: the one Hono app
 * (`handler.ts`) over a lead store, a mailer and whatever starts delivery. The entries choose the
 * parts: `node.ts` (a SQLite file and nodemailer, each on a worker thread; timers),
 * `runtimes/cloudflare/worker.ts` (D1, SMTP over `cloudflare:sockets`; `waitUntil` and a Cron
 * Trigger), `runtimes/deno/main.ts` (libsql, nodemailer; timers). Web APIs only.
 */
import type { Context, Hono } from 'hono';
import { createAnalyticsApp } from './analytics.ts';
import type { AnalyticsStore } from './analytics-store.ts';
import type { FunctionConfig } from './config.ts';
import { createSendContactEmailApp, REPEAT_WINDOW_MS, SEND_CONTACT_EMAIL_MOUNT_PATH } from './handler.ts';
import { createNewsletterConsentApp, NEWSLETTER_PATH, publicSiteOrigin } from './newsletter-consent.ts';
import type { Logger } from './log.ts';
import { mailErrorCode } from './mailer.ts';
import type { LeadMailer } from './mailer.ts';
import { createStoreBurstCounter, createStoreRateLimiter } from './rate-limit.ts';
import type { StoreHealth } from './resilient-store.ts';
import type { ClaimedVisitorReply, LeadStore } from './store.ts';
import type { EmailCopy } from '../../schema/email.ts';
import type { Outbox } from './delivery.ts';
import { visitorReplyOutbox } from './visitor-reply.ts';

export interface FunctionAppParts {
  config: FunctionConfig;
  store: LeadStore;
  /** The store's state for the health report; without it the store counts as available while it answers. */
  storeHealth?: () => StoreHealth;
  /** Undefined when SMTP is not configured. */
  mailer: LeadMailer | undefined;
  mailState: MailState;
  logger: Logger;
  now: () => Date;
  /** The runtime's socket address for a request, read when no trusted proxy names the client. */
  socketAddress?: (c: Context) => string | undefined;
  /** Starts mailing a lead just stored, after the answer (a queued pass, or one handed to `waitUntil`). */
  deliverAfterAnswer: (leadId: string, c: Context) => void;
  /** Since when delivery waits for an unreachable SMTP server, if it does. */
  deliveryPausedSince?: () => Date | undefined;
  /** The copy of the visitors' mails (email-copy.ts), read by the entry at start-up; without it no visitor is answered. */
  emailCopy?: EmailCopy | undefined;
  /** Starts sending a lead's alert after the answer (alert-delivery.ts); only when `config.alerts` is set. */
  alertAfterAnswer?: (leadId: string, c: Context) => void;
}

export function createFunctionApp(parts: FunctionAppParts): Hono {
  const { config, store, logger, now } = parts;
  const app = createSendContactEmailApp({
    siteOrigins: config.siteOrigins,
    trustedProxyHops: config.trustedProxyHops,
    duplicateWindowMs: config.duplicateWindowMs,
    store,
    rateLimiter: createStoreRateLimiter(store, config.rateLimit),
    spam: {
      burstCounter: createStoreBurstCounter(store, config.spamBurst.windowMs),
      burstLimit: config.spamBurst.maxRequests,
      repeatWindowMs: REPEAT_WINDOW_MS,
    },
    logger,
    mailConfigured: parts.mailer !== undefined,
    answersVisitors: parts.mailer !== undefined && parts.emailCopy !== undefined,
    ...(parts.emailCopy === undefined ? {} : { newsletterNotice: parts.emailCopy.newsletterNotice }),
    ...(parts.socketAddress === undefined ? {} : { socketAddress: parts.socketAddress }),
    onLeadStored: (leadId, c) => parts.deliverAfterAnswer(leadId, c),
    ...(config.alerts === undefined || parts.alertAfterAnswer === undefined ? {} : { onAlertQueued: parts.alertAfterAnswer }),
    health: async () => {
      const storeHealth = parts.storeHealth?.() ?? { available: true, since: parts.mailState.startedAt };
      const counts = storeHealth.available ? await store.countLeads().catch(() => undefined) : undefined;
      const { startedAt: _startedAt, ...mail } = parts.mailState;
      return {
        ok: storeHealth.available,
        store: storeHealth,
        mail: {
          ...mail,
          pausedSince: parts.deliveryPausedSince?.()?.toISOString() ?? null,
          waiting: counts === undefined ? null : counts.pending + counts.notConfigured,
        },
      };
    },
    now,
  });
  // The newsletter's confirmation and unsubscription pages, where its mails' links lead (newsletter-consent.ts).
  if (parts.emailCopy !== undefined) {
    app.route(
      NEWSLETTER_PATH,
      createNewsletterConsentApp({
        store,
        pages: parts.emailCopy.newsletterPages,
        home: `${publicSiteOrigin(config.siteOrigins)}/`,
        logger,
        now,
      }),
    );
  }
  return app;
}

/** The measurement endpoint (analytics.ts) over the runtime's analytics store, with the same view of the client as the form's. */
export function createEventsApp(
  parts: Pick<FunctionAppParts, 'config' | 'logger' | 'now' | 'socketAddress'> & { analytics: AnalyticsStore },
): Hono {
  return createAnalyticsApp({
    store: parts.analytics,
    siteOrigins: parts.config.siteOrigins,
    trustedProxyHops: parts.config.trustedProxyHops,
    ...(parts.socketAddress === undefined ? {} : { socketAddress: parts.socketAddress }),
    logger: parts.logger,
    now: parts.now,
  });
}

export interface MailState {
  configured: boolean;
  /** When this instance started: what the health report gives as `store.since` for a store without its own watch. */
  startedAt: string;
  lastDeliveredAt?: string;
  lastFailedAt?: string;
  lastErrorCode?: string;
}

export function initialMailState(configured: boolean, now: () => Date): MailState {
  return { configured, startedAt: now().toISOString() };
}

/** Records when the SMTP server last accepted or refused a notification, for the health report. */
export function trackDeliveries(mailer: LeadMailer, state: MailState, now: () => Date): LeadMailer {
  return {
    async send(email) {
      try {
        await mailer.send(email);
        state.lastDeliveredAt = now().toISOString();
      } catch (error) {
        state.lastFailedAt = now().toISOString();
        state.lastErrorCode = mailErrorCode(error);
        throw error;
      }
    },
    verify: () => mailer.verify(),
    maxConnections: mailer.maxConnections,
    close: () => mailer.close(),
  };
}

/** The visitors' answers for the delivery pass: none without SMTP or without the e-mail copy. */
export function visitorRepliesFor(
  store: LeadStore,
  config: FunctionConfig,
  emailCopy: EmailCopy | undefined,
  now: () => Date = () => new Date(),
): { visitorReplies?: Outbox<ClaimedVisitorReply> } {
  if (config.smtp === undefined || emailCopy === undefined) return {};
  return {
    visitorReplies: visitorReplyOutbox(store, {
      copy: emailCopy,
      // Answers to the visitor reach the agency where it reads the leads.
      agencyAddress: config.smtp.to,
      siteOrigins: config.siteOrigins,
      functionPath: SEND_CONTACT_EMAIL_MOUNT_PATH,
      now,
    }),
  };
}
