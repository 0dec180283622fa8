import type { ContactPayload, ContactType } from '../../schema/contact.ts';

/**
 * 'pending': the agency has not been mailed yet (a retry is scheduled at `nextAttemptAt`).
 * 'not_configured': stored while no SMTP server was configured; delivered once one is.
 * 'delivered': the SMTP server accepted the notification.
 */
export type DeliveryStatus = 'pending' | 'delivered' | 'not_configured';

export interface NewLead {
  id: string;
  receivedAt: Date;
  payload: ContactPayload;
  /** Identifies the same submission sent twice; see `payloadFingerprint`. */
  payloadHash: string;
  deliveryStatus: 'pending' | 'not_configured';
}

export interface InsertLeadResult {
  /** The new lead's id, or the id of the earlier identical lead when this one is a duplicate. */
  id: string;
  isDuplicate: boolean;
}

export interface StoredLead {
  id: string;
  receivedAt: string;
  type: ContactType;
  payload: ContactPayload;
  payloadHash: string;
  deliveryStatus: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
}

/** A lead this caller alone may deliver until the claim expires; `claimToken` proves ownership. */
export interface ClaimedLead {
  lead: StoredLead;
  claimToken: string;
}

export interface ClaimOptions {
  now: Date;
  claimDurationMs: number;
  limit: number;
  /** Claim leads whose retry time has not come yet as well (a manual "deliver now"). */
  ignoreSchedule?: boolean;
  /** Skip leads already attempted at or after this instant, so one pass tries each lead once. */
  notAttemptedSince?: Date;
  /** Claim only this lead. */
  leadId?: string;
  /** Also claim, before their retry time, leads last attempted at or after this instant (those an SMTP outage made fail). */
  retryAttemptedSince?: Date;
}

export interface FailedAttempt {
  at: Date;
  error: string;
  nextAttemptAt: Date;
}

export interface LeadDateRange {
  /** Inclusive. */
  since?: Date;
  /** Exclusive. */
  until?: Date;
}

/** A client's requests inside its current rate-limit window, this one included. */
export interface RequestCount {
  count: number;
  windowStartedAt: Date;
}

export interface LeadCounts {
  total: number;
  pending: number;
  delivered: number;
  notConfigured: number;
  honeypotHits: number;
}

/**
 * Where submissions live. Every write is durable once its promise resolves.
 * `libsql-store.ts` implements it for SQLite files and hosted libsql databases;
 * another database only has to implement this interface.
 */
export interface LeadStore {
  /** Stores the lead unless a lead with the same `payloadHash` was received at or after `duplicateWindowStart`. */
  insertLead(lead: NewLead, duplicateWindowStart: Date): Promise<InsertLeadResult>;
  /** Atomically claims due leads (pending or not_configured, no live claim), so two workers never mail the same one. */
  claimDueLeads(options: ClaimOptions): Promise<ClaimedLead[]>;
  /** Returns false when the claim was lost (expired and taken by another worker). */
  markDelivered(leadId: string, claimToken: string, deliveredAt: Date): Promise<boolean>;
  /** Keeps the lead pending with one more attempt and the next retry time; false when the claim was lost. */
  markFailed(leadId: string, claimToken: string, failure: FailedAttempt): Promise<boolean>;
  /** Gives claimed leads back without an attempt, so that they are due again at once. */
  releaseClaims(leadIds: readonly string[], claimToken: string): Promise<void>;
  /**
   * Counts one request from `clientKey` in its window of `windowMs` (a new window starts when the
   * last one has ended). Every process using the database counts in the same windows.
   */
  countRequest(clientKey: string, at: Date, windowMs: number): Promise<RequestCount>;
  listPending(): Promise<StoredLead[]>;
  listLeads(range: LeadDateRange): Promise<StoredLead[]>;
  getLead(leadId: string): Promise<StoredLead | undefined>;
  countLeads(): Promise<LeadCounts>;
  recordHoneypotHit(at: Date, type: ContactType | undefined): Promise<void>;
  /** Finishes writes in progress, then releases the database. */
  close(): Promise<void>;
}
