import { workThroughClaims } from './claim-loop.ts';
import { afterPendingIo, unrefTimer } from './event-loop.ts';
import { composeLeadEmail } from './lead-email.ts';
import type { LeadEmail } from './lead-email.ts';
import type { Logger } from './log.ts';
import { isServerUnreachable, mailErrorCode, mailErrorDescription } from './mailer.ts';
import type { LeadMailer } from './mailer.ts';
import { purgeExpiredLeadsInBackground, RETENTION_PURGE_INTERVAL_MS } from './retention.ts';
import type { ClaimedLead, ClaimedVisitorReply, ClaimOptions, FailedAttempt, LeadStore } from './store.ts';

/** How long a worker owns a lead it is mailing; far above the mailer's own timeouts. */
export const CLAIM_DURATION_MS = 2 * 60_000;

/**
 * Leads claimed with one statement at least. Each claim is a commit (a disk sync on a SQLite file)
 * that the inserts wait behind; the leads it claims wait only a fraction of a second for a connection.
 */
const MIN_CLAIM_BATCH = 50;

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
  /** Told when a send could not reach the server, and when one was accepted. */
  mailServer?: MailServerWatch;
  /**
   * When a lead failed only because the server could not be reached, try it again after this long instead of
   * backing off: the lead is not at fault. For runtimes without a long-lived process to pause and probe (a
   * Worker's Cron Trigger); the Node scheduler pauses delivery and probes instead.
   */
  unreachableRetryMs?: number;
  /** The answers to the visitors (visitor-reply.ts), sent after the owner's mails; undefined sends none. */
  visitorReplies?: Outbox<ClaimedVisitorReply>;
  now?: () => Date;
}

export interface MailServerWatch {
  unreachable(at: Date): void;
  accepted(): void;
}

export interface DeliveryPassOptions {
  /** Also deliver leads whose retry time has not come yet. */
  ignoreSchedule?: boolean;
  /** Also deliver, before their retry time, leads last attempted at or after this instant (an outage made them fail). */
  retryAttemptedSince?: Date;
  /** Messages sent at the same time; by default twice the mailer's connections, so none waits for the next lead. */
  concurrency?: number;
  /** Checked before each lead: true ends the pass (the leads it claimed but did not try are given back). */
  shouldStop?: () => boolean;
  /** Only this lead (the one just stored: a Worker mails it after its answer and leaves the rest to its Cron Trigger). */
  leadId?: string;
}

export interface DeliveryPassSummary {
  /** The owner's mails. */
  delivered: number;
  failed: number;
  /** The visitors' answers, when the pass sends them (`visitorReplies`). */
  repliesDelivered?: number;
  repliesFailed?: number;
}

/** 'unreachable': failed because the server could not be reached at all, which ends the pass. */
type DeliveryOutcome = 'delivered' | 'failed' | 'unreachable';

/** Backoff after a failed attempt: base × 2^(attempts before this one), capped. */
export function retryDelayMs(previousAttempts: number, backoff: RetryBackoff): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(previousAttempts, 30));
}

/**
 * What one pass drains: the owner's mails (one per lead) or the visitors' answers (visitor-reply.ts). Each keeps its
 * own status, attempts and claims in the store, and goes through the same claims, backoff and outage handling.
 */
export interface Outbox<Claimed extends { claimToken: string }> {
  /** The event of its log lines. */
  event: string;
  claim(options: ClaimOptions): Promise<Claimed[]>;
  leadIdOf(item: Claimed): string;
  /** Attempts before this one, for the backoff. */
  attemptsOf(item: Claimed): number;
  compose(item: Claimed): LeadEmail | Promise<LeadEmail>;
  /** False when the claim was lost. `email`: the message as it left. */
  markSent(item: Claimed, at: Date, email: LeadEmail): Promise<boolean>;
  /** False when the claim was lost. */
  markFailed(item: Claimed, failure: FailedAttempt, error: unknown): Promise<boolean>;
  releaseClaims(leadIds: readonly string[], claimToken: string): Promise<void>;
}

/** The owner's mail of each lead. */
function leadOutbox(store: LeadStore): Outbox<ClaimedLead> {
  return {
    event: 'delivery',
    claim: (options) => store.claimDueLeads(options),
    leadIdOf: ({ lead }) => lead.id,
    attemptsOf: ({ lead }) => lead.attempts,
    compose: ({ lead }) => composeLeadEmail(lead),
    markSent: ({ lead, claimToken }, at) => store.markDelivered(lead.id, claimToken, at),
    markFailed: ({ lead, claimToken }, failure) => store.markFailed(lead.id, claimToken, failure),
    releaseClaims: (leadIds, claimToken) => store.releaseClaims(leadIds, claimToken),
  };
}

/**
 * One pass over the due leads: leads are claimed a few at a time (one statement for each batch),
 * `concurrency` of them are mailed at once over the mailer's pooled connections, and each result
 * is recorded (group-committed by the store) as soon as the server answers, until no lead is left
 * that this pass has not tried. Leads claimed by another pass or process are skipped, so two
 * passes running together never mail a lead twice. When the server cannot be reached the pass
 * stops, and gives back the leads it claimed but did not try. Then, the same way, the answers to
 * the visitors (`deps.visitorReplies`): after the owner's mails, so an answer never delays them.
 */
export async function deliverDueLeads(deps: DeliveryDependencies, options: DeliveryPassOptions = {}): Promise<DeliveryPassSummary> {
  const mailer = deps.mailer;
  if (mailer === undefined) return { delivered: 0, failed: 0 };
  const leads = await drainOutbox(leadOutbox(deps.store), mailer, deps, options);
  const replies = deps.visitorReplies;
  if (replies === undefined) return leads.summary;
  if (leads.serverUnreachable || options.shouldStop?.() === true) return { ...leads.summary, repliesDelivered: 0, repliesFailed: 0 };
  const { delivered, failed } = (await drainOutbox(replies, mailer, deps, options)).summary;
  return { ...leads.summary, repliesDelivered: delivered, repliesFailed: failed };
}

async function drainOutbox<Claimed extends { claimToken: string }>(
  outbox: Outbox<Claimed>,
  mailer: LeadMailer,
  deps: DeliveryDependencies,
  { ignoreSchedule = false, retryAttemptedSince, concurrency, shouldStop, leadId }: DeliveryPassOptions,
): Promise<{ summary: { delivered: number; failed: number }; serverUnreachable: boolean }> {
  const summary = { delivered: 0, failed: 0 };
  const now = deps.now ?? (() => new Date());
  const passStartedAt = now();
  const workers = Math.max(1, concurrency ?? mailer.maxConnections * 2);
  let serverUnreachable = false;

  await workThroughClaims<Claimed>({
    claim: () =>
      outbox.claim({
        now: now(),
        claimDurationMs: CLAIM_DURATION_MS,
        limit: Math.max(workers, MIN_CLAIM_BATCH),
        ignoreSchedule,
        notAttemptedSince: passStartedAt,
        ...(retryAttemptedSince === undefined ? {} : { retryAttemptedSince }),
        ...(leadId === undefined ? {} : { leadId }),
      }),
    handle: async (next) => {
      const outcome = await sendClaimed(next, outbox, mailer, deps);
      if (outcome === 'unreachable') serverUnreachable = true;
      summary[outcome === 'delivered' ? 'delivered' : 'failed'] += 1;
    },
    workers,
    keepGoing: () => !serverUnreachable && shouldStop?.() !== true,
    release: (untried) => releaseUntried(outbox, untried),
  });
  return { summary, serverUnreachable };
}

async function releaseUntried<Claimed extends { claimToken: string }>(outbox: Outbox<Claimed>, untried: readonly Claimed[]): Promise<void> {
  const byToken = new Map<string, string[]>();
  for (const item of untried) {
    const leadIds = byToken.get(item.claimToken);
    if (leadIds === undefined) byToken.set(item.claimToken, [outbox.leadIdOf(item)]);
    else leadIds.push(outbox.leadIdOf(item));
  }
  for (const [claimToken, leadIds] of byToken) await outbox.releaseClaims(leadIds, claimToken);
}

async function sendClaimed<Claimed extends { claimToken: string }>(
  item: Claimed,
  outbox: Outbox<Claimed>,
  mailer: LeadMailer,
  deps: DeliveryDependencies,
): Promise<DeliveryOutcome> {
  const now = deps.now ?? (() => new Date());
  const leadId = outbox.leadIdOf(item);
  const previousAttempts = outbox.attemptsOf(item);
  const attempts = previousAttempts + 1;
  let email: LeadEmail;
  try {
    email = await outbox.compose(item);
    await mailer.send(email);
  } catch (error) {
    const failedAt = now();
    const unreachable = isServerUnreachable(error);
    const delayMs =
      unreachable && deps.unreachableRetryMs !== undefined ? deps.unreachableRetryMs : retryDelayMs(previousAttempts, deps.backoff);
    const nextAttemptAt = new Date(failedAt.getTime() + delayMs);
    if (unreachable) deps.mailServer?.unreachable(failedAt);
    const recorded = await outbox.markFailed(item, { at: failedAt, error: mailErrorDescription(error), nextAttemptAt }, error);
    deps.logger.warn(outbox.event, {
      leadId,
      outcome: 'failed',
      attempts,
      errorCode: mailErrorCode(error),
      nextAttemptAt: nextAttemptAt.toISOString(),
      claimLost: !recorded,
    });
    return unreachable ? 'unreachable' : 'failed';
  }
  // Recorded at once (the store commits it with the others that finished together): a crash between
  // the server's acceptance and this commit is the only way a mail is sent twice.
  deps.mailServer?.accepted();
  const recorded = await outbox.markSent(item, now(), email);
  deps.logger.info(outbox.event, { leadId, outcome: 'delivered', attempts, claimLost: !recorded });
  return 'delivered';
}

export interface DeliveryScheduler {
  /** Mails the leads just stored, after the current request has been answered. */
  deliverSoon(): void;
  /** Runs a pass now and then every `intervalMs` (on an unref'd timer, so it never keeps the process alive). */
  start(intervalMs: number): void;
  runPass(options?: DeliveryPassOptions): Promise<DeliveryPassSummary>;
  /** Stops the timers and waits for deliveries in progress. */
  stop(): Promise<void>;
  /** Since when delivery is paused because the SMTP server cannot be reached; undefined while it works. */
  pausedSince(): Date | undefined;
}

export interface DeliverySchedulerOptions {
  /** While the SMTP server cannot be reached, how often it is probed (a connection and greeting, no mail). */
  probeIntervalMs: number;
  /** Leads older than this are purged when the loop starts and then daily; undefined keeps them. */
  retentionMs?: number;
}

/**
 * Delivers leads as they are stored, retries the due ones on a timer, and rides out an SMTP
 * outage: the first send that cannot reach the server stops the passes (so thousands of leads
 * do not each wait for a connection timeout and pile up attempts); the server is then probed
 * every `probeIntervalMs`, and once it answers, the leads the outage made fail are sent at once,
 * whatever their backoff, with those that came in meanwhile.
 */
export function createDeliveryScheduler(
  deps: DeliveryDependencies,
  { probeIntervalMs, retentionMs }: DeliverySchedulerOptions,
): DeliveryScheduler {
  /** When a send could not reach the server; undefined while it takes mail. */
  let unreachableSince: Date | undefined;
  /** Leads attempted since then failed because of the outage: they are retried as soon as it ends. */
  let retryAttemptedSince: Date | undefined;
  const work = new Set<Promise<unknown>>();
  let passInProgress: Promise<DeliveryPassSummary> | undefined;
  let anotherPassWanted = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let probeTimer: ReturnType<typeof setInterval> | undefined;
  let purgeTimer: ReturnType<typeof setInterval> | undefined;
  let probing = false;
  let stopped = false;

  const track = <T>(promise: Promise<T>): Promise<T> => {
    work.add(promise);
    void promise.finally(() => work.delete(promise)).catch(() => undefined);
    return promise;
  };

  const serverBack = () => {
    if (unreachableSince === undefined) return;
    deps.logger.info('mail_server_back', { unreachableSince: unreachableSince.toISOString() });
    retryAttemptedSince = unreachableSince;
    unreachableSince = undefined;
    if (probeTimer !== undefined) clearInterval(probeTimer);
    probeTimer = undefined;
  };

  const mailServer: MailServerWatch = {
    unreachable(at) {
      if (unreachableSince !== undefined) return;
      unreachableSince = at;
      deps.logger.warn('mail_server_unreachable', {
        message: `Delivery paused; the SMTP server is probed every ${Math.round(probeIntervalMs / 1000)} s.`,
      });
      if (stopped) return;
      probeTimer = setInterval(() => void track(probe()), probeIntervalMs);
      unrefTimer(probeTimer);
    },
    accepted: serverBack,
  };
  const passDeps: DeliveryDependencies = { ...deps, mailServer };

  const probe = async () => {
    const mailer = deps.mailer;
    if (mailer === undefined || probing || stopped || unreachableSince === undefined) return;
    probing = true;
    try {
      await mailer.verify();
    } catch {
      return;
    } finally {
      probing = false;
    }
    serverBack();
    requestPass();
  };

  const runPass = (options: DeliveryPassOptions = {}): Promise<DeliveryPassSummary> => {
    if (passInProgress !== undefined) return passInProgress;
    const since = options.retryAttemptedSince ?? retryAttemptedSince;
    retryAttemptedSince = undefined;
    const pass = track(
      deliverDueLeads(passDeps, {
        ...options,
        ...(since === undefined ? {} : { retryAttemptedSince: since }),
        shouldStop: () => stopped,
      }),
    ).finally(() => {
      passInProgress = undefined;
      if (anotherPassWanted) requestPass();
    });
    passInProgress = pass;
    return pass;
  };

  /** A pass now, or right after the one in progress (which may have claimed before the newest leads were stored). */
  const requestPass = () => {
    if (stopped || deps.mailer === undefined || unreachableSince !== undefined) return;
    if (passInProgress !== undefined) {
      anotherPassWanted = true;
      return;
    }
    anotherPassWanted = false;
    runPass().catch((error: unknown) => deps.logger.error('delivery_pass_error', { errorCode: mailErrorCode(error) }));
  };

  const runScheduledPass = () => {
    // While the server is down the timer probes it instead: passes would only pile up failed attempts.
    if (unreachableSince !== undefined) {
      void track(probe());
      return;
    }
    runPass().then(
      (summary) => {
        if (summary.delivered + summary.failed > 0) deps.logger.info('delivery_pass', { ...summary });
      },
      (error: unknown) => deps.logger.error('delivery_pass_error', { errorCode: mailErrorCode(error) }),
    );
  };

  const purge = () => {
    if (retentionMs === undefined || stopped) return;
    void track(purgeExpiredLeadsInBackground(deps.store, { now: (deps.now ?? (() => new Date()))(), retentionMs, logger: deps.logger }));
  };

  return {
    deliverSoon() {
      void afterPendingIo().then(requestPass);
    },
    start(intervalMs) {
      if (stopped || timer !== undefined) return;
      timer = setInterval(runScheduledPass, intervalMs);
      unrefTimer(timer);
      if (retentionMs !== undefined) {
        purgeTimer = setInterval(purge, RETENTION_PURGE_INTERVAL_MS);
        unrefTimer(purgeTimer);
        purge();
      }
      runScheduledPass();
    },
    runPass,
    pausedSince: () => unreachableSince,
    async stop() {
      stopped = true;
      if (timer !== undefined) clearInterval(timer);
      if (probeTimer !== undefined) clearInterval(probeTimer);
      if (purgeTimer !== undefined) clearInterval(purgeTimer);
      timer = undefined;
      probeTimer = undefined;
      purgeTimer = undefined;
      while (work.size > 0) await Promise.allSettled([...work]);
    },
  };
}
