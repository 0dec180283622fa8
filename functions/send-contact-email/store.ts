import type { ContactPayload, ContactType } from '../../schema/contact.ts';
import type { DeliveryStatus, LeadStatus, SpamReason, VisitorReplyStatus } from '../../schema/leads.ts';

export type { VisitorReplyStatus };

export interface NewLead {
  id: string;
  receivedAt: Date;
  payload: ContactPayload;
  /** Identifies the same submission sent twice; see `payloadFingerprint`. */
  payloadHash: string;
  deliveryStatus: 'pending' | 'not_configured';
  /** Why the lead was judged spam; none (the default) for a genuine lead. A spam lead is stored with status 'spam'. */
  spamReasons?: readonly SpamReason[];
  /** Identifies the same message text sent by other senders (`messageFingerprint`); absent without a message. */
  textHash?: string | undefined;
  /** The visitor is to be answered (visitor-reply.ts), unless an answer went to the same address since `oncePerAddressSince`. */
  visitorReply?: VisitorReplyRequest | undefined;
  /** The lead's alert (alerts.ts) goes into the outbox in the same commit as the lead: stored means it will be sent. */
  alertDue?: boolean;
}

export interface VisitorReplyRequest {
  /** The year of the request's number ("2026-0142"), on the agency's clock. */
  referenceYear: number;
  oncePerAddressSince: Date;
  /** A newsletter subscription: the notice the visitor was shown, kept as part of the consent's proof. */
  consentNotice?: string | undefined;
  /** …and the network it was asked from: the client's address with its host part cut off. */
  consentAddress?: string | undefined;
}

/**
 * The proof of a newsletter subscription's consent (GDPR art. 7(1)): when it was asked (the lead's `receivedAt`) and the
 * notice shown, when the confirmation mail left and its text, when the person confirmed, and when they left.
 */
export interface NewsletterConsent {
  subscribedAt: string;
  notice: string | null;
  /** The network it was asked from (IPv4 /24, IPv6 /48): never a whole address. */
  address: string | null;
  confirmationSentAt: string | null;
  confirmationText: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** The automatic answer to a lead's visitor, when one is due. */
export interface VisitorReplyState {
  /** The request's number, "2026-0142": in the answer, and found by the inbox's search. */
  reference: string;
  status: VisitorReplyStatus;
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
  nextAttemptAt: string | null;
}

/** An answer this caller alone may send until the claim expires. */
export interface ClaimedVisitorReply {
  leadId: string;
  type: ContactType;
  email: string;
  reference: string;
  attempts: number;
  claimToken: string;
}

export interface FailedVisitorReply extends FailedAttempt {
  /** The server refused it for good (a 5xx, such as an unknown mailbox): never tried again. */
  permanent: boolean;
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
  status: LeadStatus;
  /** Why it was judged spam when it arrived (kept if the owner moves it out of spam); empty for a genuine lead. */
  spamReasons: SpamReason[];
  /** The owner's note. */
  note: string;
  /** When the owner last changed its status or note. */
  updatedAt: string | null;
  /** The automatic answer to the visitor; null when none is due (spam, suspect, newsletter, one already sent that day). */
  visitorReply: VisitorReplyState | null;
  /** A newsletter subscription's consent record; null for any other lead. */
  newsletterConsent: NewsletterConsent | null;
}

/** What the owner changes on a lead; fields left out stay as they are. */
export interface LeadChange {
  status?: LeadStatus;
  note?: string;
}

/** A lead moved out of spam is mailed like a new one (`release`); one moved into spam is no longer mailed. */
export interface LeadUpdate {
  lead: StoredLead;
  /** True when this change took the lead out of spam while it had not been mailed yet: it is now due for delivery. */
  releasedForDelivery: boolean;
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

/** A lead's alert this caller alone may send until the claim expires. */
export interface ClaimedAlert {
  lead: StoredLead;
  claimToken: string;
  /** Attempts before this one. */
  attempts: number;
  /** The receivers (`receiverKey`) that already took it: a retry skips them. */
  sentTo: string[];
}

export interface AlertClaimOptions {
  now: Date;
  claimDurationMs: number;
  limit: number;
  /** Skip alerts already attempted at or after this instant, so one pass tries each alert once. */
  notAttemptedSince?: Date;
  /** Claim only this lead's alert. */
  leadId?: string;
}

export interface FailedAlertAttempt extends FailedAttempt {
  /** Every receiver that has taken the alert so far. */
  sentTo: readonly string[];
}

export interface FailedAttempt {
  at: Date;
  error: string;
  nextAttemptAt: Date;
}

export interface LeadDateRange {
  /** Inclusive. */
  since?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
}

/** Which leads a listing holds: every condition given must hold. */
export interface LeadFilter extends LeadDateRange {
  /** Words that must all appear in the lead's fields or note, ignoring case and accents. */
  text?: string | undefined;
  types?: readonly ContactType[] | undefined;
  statuses?: readonly LeadStatus[] | undefined;
  /** The sender's e-mail address, ignoring case. */
  email?: string | undefined;
  /** Only the leads the owner has not answered yet (no status change, note or reply link pressed). */
  unanswered?: boolean | undefined;
}

export interface LeadQuery extends LeadFilter {
  /** Oldest first by default (exports); the inbox lists the newest first. */
  newestFirst?: boolean;
  limit?: number;
  offset?: number;
}

/** How often the same submission or the same message came lately: signals of the spam score. */
export interface RepeatQuery {
  payloadHash: string;
  textHash: string | undefined;
  email: string;
  since: Date;
}

export interface RepeatCounts {
  /** Stored leads with the same fields (the duplicate fingerprint) since `since`. */
  samePayload: number;
  /** Other e-mail addresses that sent the same message text since `since`. */
  sameTextOtherSenders: number;
}

export interface PurgeSummary {
  /** Every lead deleted, the unconfirmed subscriptions included. */
  leads: number;
  honeypotHits: number;
  /** Newsletter subscriptions never confirmed within their time (newsletter-consent.ts). */
  unconfirmedSubscriptions?: number;
}

/** A client's requests inside its current rate-limit window, this one included. */
export interface RequestCount {
  count: number;
  windowStartedAt: Date;
}

export interface LeadCounts {
  total: number;
  /** Waiting to be mailed (spam excluded): a retry is scheduled. */
  pending: number;
  delivered: number;
  /** Waiting to be mailed (spam excluded): kept while no SMTP server was configured. */
  notConfigured: number;
  /** Judged spam (or moved into spam by the owner); never mailed. */
  spam: number;
  honeypotHits: number;
}

/** When a lead came and when the owner first answered it: null while it waits. */
export interface AnswerTime {
  receivedAt: string;
  firstAnsweredAt: string | null;
}

export interface ScheduledDeployClaim {
  token: string;
  claimedAt: Date;
  expiresAt: Date;
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
  /** The visitors' answers due now, claimed as `claimDueLeads` claims leads (their own status, attempts and claims). */
  claimDueVisitorReplies(options: ClaimOptions): Promise<ClaimedVisitorReply[]>;
  /** `text`: the mail as it left, kept (for a subscription, the proof of what the person was asked to confirm). */
  markVisitorReplySent(leadId: string, claimToken: string, sentAt: Date, text: string): Promise<boolean>;
  markVisitorReplyFailed(leadId: string, claimToken: string, failure: FailedVisitorReply): Promise<boolean>;
  releaseVisitorReplyClaims(leadIds: readonly string[], claimToken: string): Promise<void>;
  /** The random key named `name` (the newsletter links' signing key), created on first use and then the same for good. */
  linkSecret(name: string): Promise<string>;
  /** Confirms a pending subscription; false when it was confirmed already (a link is used once). */
  confirmNewsletter(leadId: string, at: Date): Promise<boolean>;
  /** Removes the person from the newsletter: every subscription of the lead's address is marked unsubscribed. */
  unsubscribeNewsletter(leadId: string, at: Date): Promise<void>;
  /** Atomically claims due alerts (alerts.ts) with their leads, so two workers never send the same one. */
  claimDueAlerts(options: AlertClaimOptions): Promise<ClaimedAlert[]>;
  /** Every receiver took the alert: it leaves the outbox. False when the claim was lost. */
  markAlertSent(leadId: string, claimToken: string): Promise<boolean>;
  /** The alert is given up (ALERT_GIVE_UP_AFTER_MS): it leaves the outbox unsent. False when the claim was lost. */
  giveUpAlert(leadId: string, claimToken: string): Promise<boolean>;
  /** Keeps the alert with one more attempt and its next retry time; false when the claim was lost. */
  markAlertFailed(leadId: string, claimToken: string, failure: FailedAlertAttempt): Promise<boolean>;
  /** Gives claimed alerts back without an attempt. */
  releaseAlertClaims(leadIds: readonly string[], claimToken: string): Promise<void>;
  /**
   * Counts one request from `clientKey` in its window of `windowMs` (a new window starts when the
   * last one has ended). Every process using the database counts in the same windows.
   */
  countRequest(clientKey: string, at: Date, windowMs: number): Promise<RequestCount>;
  /** Leads waiting to be mailed, spam excluded. */
  listPending(): Promise<StoredLead[]>;
  listLeads(query: LeadQuery): Promise<StoredLead[]>;
  countMatchingLeads(filter: LeadFilter): Promise<number>;
  getLead(leadId: string): Promise<StoredLead | undefined>;
  countLeads(): Promise<LeadCounts>;
  countRepeats(query: RepeatQuery): Promise<RepeatCounts>;
  /** The owner's change of status or note; undefined when there is no such lead. */
  updateLead(leadId: string, change: LeadChange, at: Date): Promise<LeadUpdate | undefined>;
  /** Deletes every lead sent with this e-mail address (ignoring case) and returns them: an erasure on request (GDPR art. 17). */
  eraseLeadsByEmail(email: string): Promise<StoredLead[]>;
  /**
   * Deletes the leads received, and the honeypot hits recorded, before `cutoff` (the retention period), and the newsletter
   * subscriptions asked before `unconfirmedSubscriptionsBefore` and never confirmed.
   */
  purgeReceivedBefore(cutoff: Date, unconfirmedSubscriptionsBefore?: Date): Promise<PurgeSummary>;
  recordHoneypotHit(at: Date, type: ContactType | undefined): Promise<void>;
  /**
   * Claims the re-deploy of a scheduled instant (an ISO time) until `claim.expiresAt`: false when its deploy has
   * started already or another run holds a live claim (scheduled-deploy.ts).
   */
  claimScheduledDeploy(at: string, claim: ScheduledDeployClaim): Promise<boolean>;
  /** The host took the deploy: the instant is never deployed again. False when the claim was lost. */
  markScheduledDeployStarted(at: string, claimToken: string, startedAt: Date): Promise<boolean>;
  /** The start failed (`error`: a short code): the claim is given back so the next run tries again. */
  releaseScheduledDeploy(at: string, claimToken: string, error: string): Promise<void>;
  /** The owner pressed the reply link: the lead's first answer, recorded the first time only. False when there is no such lead. */
  recordFirstAnswer(leadId: string, at: Date): Promise<boolean>;
  /** The answer times of the leads of these types received since `since`, spam left out, oldest first. */
  listAnswerTimes(since: Date, types: readonly ContactType[]): Promise<AnswerTime[]>;
  /** Claims the morning digest of a Rome day ("2026-11-28") as `claimScheduledDeploy` claims an instant (morning-digest.ts). */
  claimMorningDigest(day: string, claim: ScheduledDeployClaim): Promise<boolean>;
  /** The day's digest went out (or had nothing to list): never again that day. False when the claim was lost. */
  markMorningDigestSent(day: string, claimToken: string, sentAt: Date): Promise<boolean>;
  /** The digest could not be sent (`error`: a short code): the claim is given back so the next run tries again. */
  releaseMorningDigest(day: string, claimToken: string, error: string): Promise<void>;
  /** Finishes writes in progress, then releases the database. */
  close(): Promise<void>;
}
