/**
 * Sends the alerts of the outbox (store: `lead_alerts`), the way delivery.ts mails leads: alerts are claimed a batch at a
 * time under a claim token, so two passes or two processes never send the same one; each is posted to every receiver
 * that has not taken it yet, and the result is recorded at once: gone from the outbox when all took it, otherwise due
 * again after an exponential backoff (ALERT_RETRY_BASE_SECONDS, doubling up to ALERT_RETRY_MAX_SECONDS). A crash leaves
 * the alert in the outbox, and the next start sends it with the same `webhook-id`.
 */
import { postAlert, receiverKey } from './alerts.ts';
import type { AlertTransport } from './alerts.ts';
import { idsByClaimToken, workThroughClaims } from './claim-loop.ts';
import type { AlertConfig } from './config.ts';
import { retryDelayMs } from './delivery.ts';
import { afterPendingIo, unrefTimer } from './event-loop.ts';
import { errorCode } from './log.ts';
import type { Logger } from './log.ts';
import type { ClaimedAlert, LeadStore } from './store.ts';

/** How long a worker owns an alert it is sending: several times a receiver's timeout (ALERT_REQUEST_TIMEOUT_MS). */
export const ALERT_CLAIM_DURATION_MS = 60_000;
/**
 * How long after its lead an alert is still tried. An alert is there to bring the owner to a lead within minutes; a day
 * later the lead has long been in the inbox and the owner's mail, and a receiver that has refused it all that time (a
 * revoked bot token, a deleted hook) would otherwise be asked again every ALERT_RETRY_MAX_SECONDS for good, for every lead.
 */
export const ALERT_GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** Alerts claimed with one statement. */
const ALERT_CLAIM_BATCH = 50;
/** Alerts posted at the same time (each to all its receivers at once). */
const ALERT_CONCURRENCY = 16;

export interface AlertDeliveryDependencies {
  store: LeadStore;
  config: AlertConfig;
  logger: Logger;
  /** How alerts are signed and sent; fetch and WebCrypto by default. */
  transport?: AlertTransport;
  now?: () => Date;
}

export interface AlertPassOptions {
  /** Only this lead's alert (the one just stored: a Worker sends it after its answer and leaves the rest to its Cron Trigger). */
  leadId?: string;
  /** Checked before each alert: true ends the pass (the alerts it claimed but did not try are given back). */
  shouldStop?: () => boolean;
}

export interface AlertPassSummary {
  sent: number;
  failed: number;
}

interface Receiver {
  url: string;
  key: string;
}

/** One pass over the due alerts, until none is left that this pass has not tried. */
export async function sendDueAlerts(
  deps: AlertDeliveryDependencies,
  { leadId, shouldStop }: AlertPassOptions = {},
): Promise<AlertPassSummary> {
  const now = deps.now ?? (() => new Date());
  const summary: AlertPassSummary = { sent: 0, failed: 0 };
  const receivers = await Promise.all(deps.config.urls.map(async (url) => ({ url, key: await receiverKey(url) })));
  const passStartedAt = now();
  await workThroughClaims<ClaimedAlert>({
    claim: () =>
      deps.store.claimDueAlerts({
        now: now(),
        claimDurationMs: ALERT_CLAIM_DURATION_MS,
        limit: ALERT_CLAIM_BATCH,
        notAttemptedSince: passStartedAt,
        ...(leadId === undefined ? {} : { leadId }),
      }),
    handle: async (alert) => {
      summary[(await sendClaimedAlert(alert, receivers, deps)) ? 'sent' : 'failed'] += 1;
    },
    workers: ALERT_CONCURRENCY,
    keepGoing: () => shouldStop?.() !== true,
    release: async (untried) => {
      for (const [claimToken, leadIds] of idsByClaimToken(untried)) await deps.store.releaseAlertClaims(leadIds, claimToken);
    },
  });
  return summary;
}

/** Posts the alert to the receivers that have not taken it; true when all now have. */
async function sendClaimedAlert(alert: ClaimedAlert, receivers: readonly Receiver[], deps: AlertDeliveryDependencies): Promise<boolean> {
  const now = deps.now ?? (() => new Date());
  const waiting = receivers.filter(({ key }) => !alert.sentTo.includes(key));
  const results = await Promise.allSettled(waiting.map(({ url }) => postAlert(alert.lead, url, deps.config, now(), deps.transport)));
  const sentTo = [...alert.sentTo, ...waiting.flatMap(({ key }, index) => (results[index]?.status === 'fulfilled' ? [key] : []))];
  const failure = results.find((result) => result.status === 'rejected');
  const attempts = alert.attempts + 1;
  if (failure === undefined) {
    const recorded = await deps.store.markAlertSent(alert.lead.id, alert.claimToken);
    deps.logger.info('alert', { leadId: alert.lead.id, outcome: 'sent', attempts, receivers: waiting.length, claimLost: !recorded });
    return true;
  }
  const failedAt = now();
  const code = alertErrorCode(failure.reason);
  if (failedAt.getTime() - Date.parse(alert.lead.receivedAt) >= ALERT_GIVE_UP_AFTER_MS) {
    const recorded = await deps.store.giveUpAlert(alert.lead.id, alert.claimToken);
    deps.logger.error('alert_given_up', {
      leadId: alert.lead.id,
      attempts,
      errorCode: code,
      receiversLeft: receivers.length - sentTo.length,
      message: `Alert not taken within ${ALERT_GIVE_UP_AFTER_MS / 3_600_000} hours of its lead: no longer tried. Check ALERT_WEBHOOK_URLS.`,
      claimLost: !recorded,
    });
    return false;
  }
  const nextAttemptAt = new Date(
    failedAt.getTime() + retryDelayMs(alert.attempts, { baseMs: deps.config.backoffBaseMs, maxMs: deps.config.backoffMaxMs }),
  );
  const recorded = await deps.store.markAlertFailed(alert.lead.id, alert.claimToken, {
    at: failedAt,
    error: code,
    nextAttemptAt,
    sentTo,
  });
  deps.logger.warn('alert', {
    leadId: alert.lead.id,
    outcome: 'failed',
    attempts,
    errorCode: code,
    receiversLeft: receivers.length - sentTo.length,
    nextAttemptAt: nextAttemptAt.toISOString(),
    claimLost: !recorded,
  });
  return false;
}

/** fetch rejects with a TypeError whose cause says why (ECONNREFUSED…); a timeout is a TimeoutError. */
function alertErrorCode(error: unknown): string {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  return cause !== undefined && errorCode(cause) !== 'UNKNOWN' ? errorCode(cause) : errorCode(error);
}

export interface AlertScheduler {
  /** Sends the alerts just stored, after the current request has been answered. */
  alertSoon(): void;
  /** Runs a pass now and then every ALERT_RETRY_BASE_SECONDS (an unref'd timer) for the retries. */
  start(): void;
  runPass(): Promise<AlertPassSummary>;
  /** Stops the timer and waits for the pass in progress. */
  stop(): Promise<void>;
}

/**
 * Leads a second beyond which a long-lived server holds its alerts back: a flood (a bot, a load test) and not an owner's
 * day. Sending an alert costs the server about a third of what storing its lead does (npm run bench:function: 1,151
 * against 809 µs of CPU a lead, alerts on and off), so alerts sent during a flood took 15 % of the intake; held back,
 * they go once the flood is over.
 */
export const ALERT_FLOOD_LEADS_PER_SECOND = 300;
/** The longest alerts are held back by a flood: then they go whatever the rate. */
export const ALERT_FLOOD_MAX_WAIT_MS = 60_000;
const FLOOD_CHECK_MS = 250;

export interface AlertSchedulerOptions {
  /** Milliseconds since some fixed moment (tests move it by hand); performance.now() by default. */
  clock?: () => number;
}

/**
 * The long-lived processes' alerts (Node, Deno): a pass after each lead stored, and the retries on a timer. While leads
 * come faster than ALERT_FLOOD_LEADS_PER_SECOND, passes wait (for ALERT_FLOOD_MAX_WAIT_MS at most), so the intake keeps
 * the CPU; a pass running when a flood begins gives back what it has not sent.
 */
export function createAlertScheduler(
  deps: AlertDeliveryDependencies,
  { clock = () => performance.now() }: AlertSchedulerOptions = {},
): AlertScheduler {
  let passInProgress: Promise<AlertPassSummary> | undefined;
  let anotherPassWanted = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let floodTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** Leads stored in the current second and in the one before, and when the current one began. */
  let secondStartedAt = Number.NEGATIVE_INFINITY;
  let leadsThisSecond = 0;
  let leadsLastSecond = 0;
  let floodSince: number | undefined;

  const countLead = () => {
    const now = clock();
    if (now - secondStartedAt >= 1000) {
      leadsLastSecond = now - secondStartedAt < 2000 ? leadsThisSecond : 0;
      leadsThisSecond = 0;
      secondStartedAt = now;
    }
    leadsThisSecond += 1;
  };

  /** Whether alerts wait now: leads are flooding in, and have been for less than ALERT_FLOOD_MAX_WAIT_MS. */
  const holdingBack = (): boolean => {
    const now = clock();
    const sinceSecondStarted = now - secondStartedAt;
    const recentRate =
      sinceSecondStarted >= 2000 ? 0 : sinceSecondStarted >= 1000 ? leadsThisSecond : Math.max(leadsThisSecond, leadsLastSecond);
    if (recentRate <= ALERT_FLOOD_LEADS_PER_SECOND) {
      if (floodSince !== undefined) deps.logger.info('alert_flood_over', { heldBackMs: Math.round(now - floodSince) });
      floodSince = undefined;
      return false;
    }
    if (floodSince === undefined) {
      floodSince = now;
      deps.logger.warn('alert_flood', {
        message: `More than ${ALERT_FLOOD_LEADS_PER_SECOND} leads a second: alerts wait until it is over.`,
      });
    }
    return now - floodSince < ALERT_FLOOD_MAX_WAIT_MS;
  };

  const runPass = (): Promise<AlertPassSummary> => {
    if (passInProgress !== undefined) return passInProgress;
    anotherPassWanted = false;
    const pass = sendDueAlerts(deps, { shouldStop: () => stopped || holdingBack() }).finally(() => {
      passInProgress = undefined;
      if (anotherPassWanted) requestPass();
    });
    passInProgress = pass;
    return pass;
  };

  /** A pass now, or right after the one in progress (which may have claimed before the newest alerts were stored). */
  const requestPass = () => {
    if (stopped) return;
    if (holdingBack()) {
      floodTimer ??= setTimeout(() => {
        floodTimer = undefined;
        requestPass();
      }, FLOOD_CHECK_MS);
      unrefTimer(floodTimer);
      return;
    }
    if (passInProgress !== undefined) {
      anotherPassWanted = true;
      return;
    }
    runPass().catch((error: unknown) => deps.logger.error('alert_pass_error', { errorCode: errorCode(error) }));
  };

  return {
    alertSoon() {
      countLead();
      void afterPendingIo().then(requestPass);
    },
    start() {
      if (stopped || timer !== undefined) return;
      timer = setInterval(requestPass, Math.max(1000, deps.config.backoffBaseMs));
      unrefTimer(timer);
      requestPass();
    },
    runPass,
    async stop() {
      stopped = true;
      if (timer !== undefined) clearInterval(timer);
      if (floodTimer !== undefined) clearTimeout(floodTimer);
      timer = undefined;
      await passInProgress?.catch(() => undefined);
    },
  };
}
