/**
 * A LeadStore that survives its database: it opens lazily, reopens after a failure, and refuses
 * to acknowledge a lead written to a file that is no longer the one at the configured path.
 *
 * - The store cannot open (a path under a regular file, a read-only disk): every call fails with
 *   `StoreUnavailableError` (the handler answers 503), one log line says why, and the store is
 *   opened again every `reopenIntervalMs`, in the background as well, until it works.
 * - A call fails on an open store: that connection is dropped, and the next call opens a new one.
 * - The file was deleted or replaced while open (SQLite keeps writing to the unlinked file, and
 *   those rows vanish at the next start): detected before and after each insert, so that lead is
 *   answered 503 and never acknowledged, and the store reopens at the configured path.
 */
import { unrefTimer } from './event-loop.ts';
import { errorCode } from './log.ts';
import type { Logger } from './log.ts';
import type {
  AlertClaimOptions,
  FailedAlertAttempt,
  ClaimOptions,
  ClaimedLead,
  FailedAttempt,
  FailedVisitorReply,
  InsertLeadResult,
  LeadChange,
  LeadCounts,
  LeadFilter,
  LeadQuery,
  LeadStore,
  NewLead,
  RepeatQuery,
  RequestCount,
  ScheduledDeployClaim,
  StoredLead,
} from './store.ts';
import type { ContactType } from '../../schema/contact.ts';

export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
  readonly code = 'STORE_UNAVAILABLE';
}

export interface StoreHealth {
  available: boolean;
  /** When the store became available or unavailable. */
  since: string;
  /** Why it is unavailable: an error code such as ENOTDIR, or DATABASE_FILE_REPLACED. */
  reason?: string;
}

export interface ResilientStoreOptions {
  open(): Promise<LeadStore>;
  /**
   * Identifies the database file now at the configured path (device and inode), or undefined when
   * there is none. Only for `file:` databases; hosted ones have no file to lose.
   */
  fileIdentity?: () => string | undefined;
  /** Called once the connection to a deleted or replaced file is closed, before a new one opens. */
  onFileReplaced?: () => void;
  logger: Logger;
  reopenIntervalMs: number;
  now?: () => Date;
}

export interface ResilientLeadStore extends LeadStore {
  /** Opens the store now if it can; never throws. */
  connect(): Promise<boolean>;
  health(): StoreHealth;
}

interface OpenStore {
  store: LeadStore;
  identity: string | undefined;
}

const DATABASE_FILE_REPLACED = 'DATABASE_FILE_REPLACED';

export function createResilientLeadStore(options: ResilientStoreOptions): ResilientLeadStore {
  const now = options.now ?? (() => new Date());
  let current: OpenStore | undefined;
  let opening: Promise<OpenStore> | undefined;
  let lastOpenFailureAt = Number.NEGATIVE_INFINITY;
  let health: StoreHealth = { available: false, since: now().toISOString(), reason: 'NOT_OPENED' };
  let reopenTimer: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  const stopReopening = () => {
    if (reopenTimer !== undefined) clearInterval(reopenTimer);
    reopenTimer = undefined;
  };

  const becomeUnavailable = (reason: string) => {
    if (health.available || health.reason !== reason) {
      options.logger.error('store_unavailable', {
        reason,
        message: `Leads cannot be stored: the function answers 503 and opens the store again every ${Math.round(options.reopenIntervalMs / 1000)} s.`,
      });
      health = { available: false, since: now().toISOString(), reason };
    }
    if (reopenTimer === undefined && !closed) {
      reopenTimer = setInterval(() => void acquire().catch(() => undefined), options.reopenIntervalMs);
      unrefTimer(reopenTimer);
    }
  };

  const becomeAvailable = () => {
    stopReopening();
    if (!health.available && health.reason !== 'NOT_OPENED') options.logger.info('store_recovered', { after: health.reason });
    health = { available: true, since: now().toISOString() };
  };

  /** Closes a connection that failed or whose file is gone; its own errors no longer matter. */
  const drop = (open: OpenStore, reason: string): Promise<void> => {
    if (current === open) current = undefined;
    becomeUnavailable(reason);
    return open.store.close().catch(() => undefined);
  };

  const fileStillThere = (open: OpenStore) =>
    options.fileIdentity === undefined || (open.identity !== undefined && options.fileIdentity() === open.identity);

  const openNow = async (): Promise<OpenStore> => {
    try {
      const store = await options.open();
      const opened = { store, identity: options.fileIdentity?.() };
      if (closed) {
        await store.close();
        throw new StoreUnavailableError('The lead store is closed.');
      }
      current = opened;
      becomeAvailable();
      return opened;
    } catch (error) {
      lastOpenFailureAt = Date.now();
      becomeUnavailable(errorCode(error));
      throw new StoreUnavailableError('The lead store could not be opened.', { cause: error });
    } finally {
      opening = undefined;
    }
  };

  const acquire = async (): Promise<OpenStore> => {
    if (closed) throw new StoreUnavailableError('The lead store is closed.');
    if (current !== undefined) {
      if (fileStillThere(current)) return current;
      await drop(current, DATABASE_FILE_REPLACED);
      options.onFileReplaced?.();
    }
    if (opening !== undefined) return opening;
    if (Date.now() - lastOpenFailureAt < options.reopenIntervalMs) {
      throw new StoreUnavailableError(`The lead store is unavailable (${health.reason ?? 'unknown'}).`);
    }
    opening = openNow();
    return opening;
  };

  /** Runs one call on the open store; a failure drops the connection so the next call starts afresh. */
  const run = async <T>(call: (store: LeadStore) => Promise<T>): Promise<T> => {
    const open = await acquire();
    try {
      return await call(open.store);
    } catch (error) {
      void drop(open, fileStillThere(open) ? errorCode(error) : DATABASE_FILE_REPLACED);
      throw error;
    }
  };

  return {
    async connect() {
      try {
        await acquire();
        return true;
      } catch {
        return false;
      }
    },
    health: () => ({ ...health }),
    insertLead: (lead: NewLead, duplicateWindowStart: Date): Promise<InsertLeadResult> =>
      run(async (store) => {
        const result = await store.insertLead(lead, duplicateWindowStart);
        const open = current;
        // Checked after the commit too: a file deleted while this lead was being written took it along.
        if (open === undefined || open.store !== store || !fileStillThere(open)) {
          throw new StoreUnavailableError('The database file was deleted or replaced while the lead was stored.');
        }
        return result;
      }),
    claimDueLeads: (claim: ClaimOptions): Promise<ClaimedLead[]> => run((store) => store.claimDueLeads(claim)),
    markDelivered: (leadId: string, claimToken: string, deliveredAt: Date) =>
      run((store) => store.markDelivered(leadId, claimToken, deliveredAt)),
    markFailed: (leadId: string, claimToken: string, failure: FailedAttempt) =>
      run((store) => store.markFailed(leadId, claimToken, failure)),
    releaseClaims: (leadIds: readonly string[], claimToken: string) => run((store) => store.releaseClaims(leadIds, claimToken)),
    claimDueVisitorReplies: (claim: ClaimOptions) => run((store) => store.claimDueVisitorReplies(claim)),
    markVisitorReplySent: (leadId: string, claimToken: string, sentAt: Date, text: string) =>
      run((store) => store.markVisitorReplySent(leadId, claimToken, sentAt, text)),
    markVisitorReplyFailed: (leadId: string, claimToken: string, failure: FailedVisitorReply) =>
      run((store) => store.markVisitorReplyFailed(leadId, claimToken, failure)),
    releaseVisitorReplyClaims: (leadIds: readonly string[], claimToken: string) =>
      run((store) => store.releaseVisitorReplyClaims(leadIds, claimToken)),
    linkSecret: (name: string) => run((store) => store.linkSecret(name)),
    confirmNewsletter: (leadId: string, at: Date) => run((store) => store.confirmNewsletter(leadId, at)),
    unsubscribeNewsletter: (leadId: string, at: Date) => run((store) => store.unsubscribeNewsletter(leadId, at)),
    claimDueAlerts: (claim: AlertClaimOptions) => run((store) => store.claimDueAlerts(claim)),
    markAlertSent: (leadId: string, claimToken: string) => run((store) => store.markAlertSent(leadId, claimToken)),
    giveUpAlert: (leadId: string, claimToken: string) => run((store) => store.giveUpAlert(leadId, claimToken)),
    markAlertFailed: (leadId: string, claimToken: string, failure: FailedAlertAttempt) =>
      run((store) => store.markAlertFailed(leadId, claimToken, failure)),
    releaseAlertClaims: (leadIds: readonly string[], claimToken: string) => run((store) => store.releaseAlertClaims(leadIds, claimToken)),
    countRequest: (clientKey: string, at: Date, windowMs: number): Promise<RequestCount> =>
      run((store) => store.countRequest(clientKey, at, windowMs)),
    listPending: (): Promise<StoredLead[]> => run((store) => store.listPending()),
    listLeads: (query: LeadQuery): Promise<StoredLead[]> => run((store) => store.listLeads(query)),
    countMatchingLeads: (filter: LeadFilter) => run((store) => store.countMatchingLeads(filter)),
    getLead: (leadId: string) => run((store) => store.getLead(leadId)),
    countLeads: (): Promise<LeadCounts> => run((store) => store.countLeads()),
    countRepeats: (query: RepeatQuery) => run((store) => store.countRepeats(query)),
    updateLead: (leadId: string, change: LeadChange, at: Date) => run((store) => store.updateLead(leadId, change, at)),
    eraseLeadsByEmail: (email: string) => run((store) => store.eraseLeadsByEmail(email)),
    purgeReceivedBefore: (cutoff: Date, unconfirmedSubscriptionsBefore?: Date) =>
      run((store) => store.purgeReceivedBefore(cutoff, unconfirmedSubscriptionsBefore)),
    recordHoneypotHit: (at: Date, type: ContactType | undefined) => run((store) => store.recordHoneypotHit(at, type)),
    claimScheduledDeploy: (at: string, claim: ScheduledDeployClaim) => run((store) => store.claimScheduledDeploy(at, claim)),
    markScheduledDeployStarted: (at: string, claimToken: string, startedAt: Date) =>
      run((store) => store.markScheduledDeployStarted(at, claimToken, startedAt)),
    releaseScheduledDeploy: (at: string, claimToken: string, error: string) =>
      run((store) => store.releaseScheduledDeploy(at, claimToken, error)),
    recordFirstAnswer: (leadId: string, at: Date) => run((store) => store.recordFirstAnswer(leadId, at)),
    listAnswerTimes: (since: Date, types: readonly ContactType[]) => run((store) => store.listAnswerTimes(since, types)),
    claimMorningDigest: (day: string, claim: ScheduledDeployClaim) => run((store) => store.claimMorningDigest(day, claim)),
    markMorningDigestSent: (day: string, claimToken: string, sentAt: Date) =>
      run((store) => store.markMorningDigestSent(day, claimToken, sentAt)),
    releaseMorningDigest: (day: string, claimToken: string, error: string) =>
      run((store) => store.releaseMorningDigest(day, claimToken, error)),
    async close() {
      closed = true;
      stopReopening();
      const pending = opening;
      if (pending !== undefined) await pending.catch(() => undefined);
      const open = current;
      current = undefined;
      if (open !== undefined) await open.store.close();
    },
  };
}
