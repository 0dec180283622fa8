import { afterPendingIo } from './event-loop.ts';
import { composeLeadEmail } from './lead-email.ts';
import type { Logger } from './log.ts';
import { mailErrorCode, mailErrorDescription } from './mailer.ts';
import type { LeadMailer } from './mailer.ts';
import type { ClaimedLead, LeadStore } from './store.ts';

/** How long a worker owns a lead it is mailing; far above the mailer's own timeouts. */
export const CLAIM_DURATION_MS = 5 * 60_000;

export interface RetryBackoff {
  baseMs: number;
  maxMs: number;
}

export interface DeliveryDependencies {
  store: LeadStore;
  /** Undefined when SMTP is not configured: nothing is delivered, leads stay stored. */
  mailer: LeadMailer | undefined;
  logger: Logger;
  backoff: RetryBackoff;
  now?: () => Date;
}

export interface DeliveryPassOptions {
  /** Also deliver leads whose retry time has not come yet. */
  ignoreSchedule?: boolean;
  /** Leads mailed at the same time; each worker claims one lead at a time. */
  concurrency?: number;
}

export interface DeliveryPassSummary {
  delivered: number;
  failed: number;
}

type DeliveryOutcome = 'delivered' | 'failed';

/** Backoff after a failed attempt: base × 2^(attempts before this one), capped. */
export function retryDelayMs(previousAttempts: number, backoff: RetryBackoff): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(previousAttempts, 30));
}

/**
 * One pass over the due leads: each worker claims one lead, mails it, records the result and
 * claims the next, until no lead is left that this pass has not tried. Leads claimed by another
 * pass or process are skipped, so two passes running together never mail a lead twice.
 */
export async function deliverDueLeads(
  deps: DeliveryDependencies,
  { ignoreSchedule = false, concurrency = 2 }: DeliveryPassOptions = {},
): Promise<DeliveryPassSummary> {
  const summary: DeliveryPassSummary = { delivered: 0, failed: 0 };
  const mailer = deps.mailer;
  if (mailer === undefined) return summary;
  const now = deps.now ?? (() => new Date());
  const passStartedAt = now();
  const worker = async () => {
    for (;;) {
      const [claimed] = await deps.store.claimDueLeads({
        now: now(),
        claimDurationMs: CLAIM_DURATION_MS,
        limit: 1,
        ignoreSchedule,
        notAttemptedSince: passStartedAt,
      });
      if (claimed === undefined) return;
      const outcome = await deliverClaimedLead(claimed, mailer, deps);
      summary[outcome] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return summary;
}

async function deliverClaimedLead(
  { lead, claimToken }: ClaimedLead,
  mailer: LeadMailer,
  deps: DeliveryDependencies,
): Promise<DeliveryOutcome> {
  const now = deps.now ?? (() => new Date());
  const attempts = lead.attempts + 1;
  try {
    await mailer.send(composeLeadEmail(lead));
  } catch (error) {
    const failedAt = now();
    const nextAttemptAt = new Date(failedAt.getTime() + retryDelayMs(lead.attempts, deps.backoff));
    const recorded = await deps.store.markFailed(lead.id, claimToken, {
      at: failedAt,
      error: mailErrorDescription(error),
      nextAttemptAt,
    });
    deps.logger.warn('delivery', {
      leadId: lead.id,
      outcome: 'failed',
      attempts,
      errorCode: mailErrorCode(error),
      nextAttemptAt: nextAttemptAt.toISOString(),
      claimLost: !recorded,
    });
    return 'failed';
  }
  const recorded = await deps.store.markDelivered(lead.id, claimToken, now());
  deps.logger.info('delivery', { leadId: lead.id, outcome: 'delivered', attempts, claimLost: !recorded });
  return 'delivered';
}

export interface DeliveryScheduler {
  /** Mails a lead that was just stored, after the current request has been answered. */
  deliverSoon(leadId: string): void;
  /** Runs a pass now and then every `intervalMs` (on an unref'd timer, so it never keeps the process alive). */
  start(intervalMs: number): void;
  runPass(options?: DeliveryPassOptions): Promise<DeliveryPassSummary>;
  /** Stops the timer and waits for deliveries in progress. */
  stop(): Promise<void>;
}

const IMMEDIATE_DELIVERY_CONCURRENCY = 2;

export function createDeliveryScheduler(deps: DeliveryDependencies): DeliveryScheduler {
  const now = deps.now ?? (() => new Date());
  const queuedLeadIds: string[] = [];
  const work = new Set<Promise<unknown>>();
  let activeImmediateDeliveries = 0;
  let passInProgress: Promise<DeliveryPassSummary> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  const track = <T>(promise: Promise<T>): Promise<T> => {
    work.add(promise);
    void promise.finally(() => work.delete(promise)).catch(() => undefined);
    return promise;
  };

  const deliverOne = async (leadId: string, mailer: LeadMailer) => {
    const [claimed] = await deps.store.claimDueLeads({ now: now(), claimDurationMs: CLAIM_DURATION_MS, limit: 1, leadId });
    if (claimed !== undefined) await deliverClaimedLead(claimed, mailer, deps);
  };

  const pumpQueue = () => {
    const mailer = deps.mailer;
    if (mailer === undefined) return;
    while (!stopped && activeImmediateDeliveries < IMMEDIATE_DELIVERY_CONCURRENCY) {
      const leadId = queuedLeadIds.shift();
      if (leadId === undefined) return;
      activeImmediateDeliveries += 1;
      void track(
        deliverOne(leadId, mailer)
          .catch((error: unknown) => deps.logger.error('delivery_error', { leadId, errorCode: mailErrorCode(error) }))
          .finally(() => {
            activeImmediateDeliveries -= 1;
            pumpQueue();
          }),
      );
    }
  };

  const runPass = (options?: DeliveryPassOptions): Promise<DeliveryPassSummary> => {
    if (passInProgress !== undefined) return passInProgress;
    const pass = track(deliverDueLeads(deps, options)).finally(() => {
      passInProgress = undefined;
    });
    passInProgress = pass;
    return pass;
  };

  const runScheduledPass = () => {
    runPass().then(
      (summary) => {
        if (summary.delivered + summary.failed > 0) deps.logger.info('delivery_pass', { ...summary });
      },
      (error: unknown) => deps.logger.error('delivery_pass_error', { errorCode: mailErrorCode(error) }),
    );
  };

  return {
    deliverSoon(leadId) {
      if (stopped || deps.mailer === undefined) return;
      queuedLeadIds.push(leadId);
      void afterPendingIo().then(pumpQueue);
    },
    start(intervalMs) {
      if (stopped || timer !== undefined) return;
      timer = setInterval(runScheduledPass, intervalMs);
      timer.unref();
      runScheduledPass();
    },
    runPass,
    async stop() {
      stopped = true;
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      queuedLeadIds.length = 0;
      while (work.size > 0) await Promise.allSettled([...work]);
    },
  };
}
