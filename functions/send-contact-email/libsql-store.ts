import type { InStatement } from '@libsql/client';
import { CONTACT_TYPES } from '../../schema/contact.ts';
import type { ContactType } from '../../schema/contact.ts';
import { createGroupCommitQueue } from './group-commit.ts';
import type { GroupCommitQueue } from './group-commit.ts';
import { readInteger, readOptionalText, readText, rowToLead } from './lead-rows.ts';
import type { SqlRow } from './lead-rows.ts';
import { containsPattern, emailKey, leadSearchText, searchWords } from './lead-search.ts';
import {
  CLAIM_MORNING_DIGEST_SQL,
  MARK_MORNING_DIGEST_SENT_SQL,
  RELEASE_MORNING_DIGEST_SQL,
  CLAIM_SCHEDULED_DEPLOY_SQL,
  FORGET_ENDED_WINDOWS_SQL,
  MARK_SCHEDULED_DEPLOY_STARTED_SQL,
  RELEASE_SCHEDULED_DEPLOY_SQL,
  LEAD_COLUMNS,
  MIGRATIONS,
  SCHEMA_MIGRATIONS_TABLE,
  countRequestsSql,
  INSERT_COLUMN_COUNT,
  insertUnlessDuplicateSql,
  markDeliveredSql,
  markFailedSql,
  releaseClaimsSql,
  REPEAT_COUNTS_SQL,
  countReferencesSql,
  MARK_VISITOR_REPLY_FAILED_SQL,
  MARK_VISITOR_REPLY_SENT_SQL,
  releaseVisitorReplyClaimsSql,
  VISITOR_REPLY_CLAIM_COLUMNS,
  CONFIRM_NEWSLETTER_SQL,
  LINK_SECRET_SQL,
  UNSUBSCRIBE_NEWSLETTER_SQL,
  PURGE_UNCONFIRMED_SUBSCRIPTIONS_SQL,
  claimAlertsSql,
  MARK_ALERT_FAILED_SQL,
  MARK_ALERT_SENT_SQL,
  queueAlertsSql,
  releaseAlertClaimsSql,
} from './libsql-schema.ts';
import { newLinkSecret } from './signed-link.ts';
import type { DeliveryStatus } from '../../schema/leads.ts';
import type {
  AnswerTime,
  AlertClaimOptions,
  ClaimedAlert,
  FailedAlertAttempt,
  ClaimOptions,
  ClaimedLead,
  ClaimedVisitorReply,
  FailedAttempt,
  FailedVisitorReply,
  InsertLeadResult,
  LeadChange,
  LeadCounts,
  LeadFilter,
  LeadQuery,
  LeadStore,
  LeadUpdate,
  NewLead,
  PurgeSummary,
  RepeatCounts,
  RepeatQuery,
  RequestCount,
  ScheduledDeployClaim,
  StoredLead,
} from './store.ts';

export type { SqlRow } from './lead-rows.ts';

export interface SqlResult {
  rows: SqlRow[];
  rowsAffected: number;
}

/**
 * The part of @libsql/client's `Client` the store uses. A libsql client satisfies it, and so does
 * the client that runs a SQLite file on a worker thread (`sqlite-worker-client.ts`).
 */
export interface SqlClient {
  readonly protocol: string;
  execute(statement: InStatement): Promise<SqlResult>;
  batch(statements: InStatement[], mode: 'write' | 'read'): Promise<SqlResult[]>;
  close(): void | Promise<void>;
}

const GROUP_COMMIT = { maxItemsPerCommit: 256, maxCommitsInFlight: 2 };

export interface LibsqlLeadStoreOptions {
  /**
   * How a SQLite file commits. 'full' (the default) syncs the disk on every commit, so a stored
   * lead survives a power cut; 'normal' leaves that to the operating system, so it survives a
   * crash of the process but a power cut may lose the last commits. Hosted databases ignore it.
   */
  fileSync?: 'full' | 'normal';
  /**
   * The most parameters one statement may bind (D1 allows 100; SQLite and libsql 32,766). Batched writes
   * put fewer rows in each statement to stay under it.
   */
  maxBoundParameters?: number;
}

/** SQLite's own limit (SQLITE_MAX_VARIABLE_NUMBER), which the libsql client keeps. */
const SQLITE_MAX_BOUND_PARAMETERS = 32_766;

/** Parameters each row of a batched statement binds: an insert, a request count, a delivery result (failed: 5, delivered: 3). */
const PARAMETERS_PER_ROW = { insert: INSERT_COLUMN_COUNT, requestCount: 4, claimOutcome: 5 };

/**
 * Opens the store on an existing libsql client (a `file:` SQLite database or a hosted
 * `libsql://` one) and creates the tables if they are missing. The store owns the client
 * from now on and closes it in `close()`.
 */
export async function openLibsqlLeadStore(client: SqlClient, options: LibsqlLeadStoreOptions = {}): Promise<LeadStore> {
  await prepareLeadDatabase(client, options);
  return libsqlLeadStore(client, options);
}

/**
 * A store on a database that `prepareLeadDatabase` has already brought to the current schema: what a
 * Worker builds for each request, once its isolate has prepared the database.
 */
export function libsqlLeadStore(client: SqlClient, options: LibsqlLeadStoreOptions = {}): LeadStore {
  return new LibsqlLeadStore(client, options.maxBoundParameters ?? SQLITE_MAX_BOUND_PARAMETERS);
}

/** Sets a SQLite file's pragmas and applies the schema steps the database lacks. */
export async function prepareLeadDatabase(client: SqlClient, options: LibsqlLeadStoreOptions = {}): Promise<void> {
  if (client.protocol === 'file') {
    // WAL lets the delivery loop and `npm run leads` read while the server writes; group commit
    // makes one disk sync cover all the submissions that arrived together.
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute(`PRAGMA synchronous = ${options.fileSync === 'normal' ? 'NORMAL' : 'FULL'}`);
    // An erased or purged lead is overwritten in the file, not only unlinked from it (GDPR erasure).
    await client.execute('PRAGMA secure_delete = ON');
  }
  await migrate(client);
  await fillSearchText(client);
}

/** Runs the schema steps the database lacks, each in one transaction with its record in schema_migrations. */
async function migrate(client: SqlClient): Promise<void> {
  await client.execute(SCHEMA_MIGRATIONS_TABLE);
  const appliedVersions = async () =>
    new Set((await client.execute('SELECT version FROM schema_migrations')).rows.map((row) => readInteger(row, 'version')));
  const applied = await appliedVersions();
  for (const step of MIGRATIONS) {
    if (applied.has(step.version)) continue;
    try {
      await client.batch(
        [
          { sql: 'INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)', args: [step.version, new Date().toISOString()] },
          ...step.statements,
        ],
        'write',
      );
    } catch (error) {
      // Another process opening the same database at the same moment may have applied this step first.
      if (!(await appliedVersions()).has(step.version)) throw error;
    }
  }
}

const SEARCH_TEXT_FILL_BATCH = 500;

/** Writes the search text of the leads stored before it existed (schema step 2); nothing to do afterwards. */
async function fillSearchText(client: SqlClient): Promise<void> {
  for (;;) {
    const result = await client.execute({
      sql: `SELECT ${LEAD_COLUMNS} FROM leads WHERE search_text = '' LIMIT ?`,
      args: [SEARCH_TEXT_FILL_BATCH],
    });
    const leads = rowsToLeads(result);
    if (leads.length === 0) return;
    await client.batch(
      leads.map((lead) => ({
        sql: 'UPDATE leads SET search_text = ?, email = ? WHERE id = ?',
        args: [leadSearchText(lead.payload, lead.note, lead.visitorReply?.reference), emailKey(lead.payload.email), lead.id],
      })),
      'write',
    );
  }
}

interface StoredTwin {
  id: string;
  receivedAt: string;
}

interface QueuedInsert {
  lead: NewLead;
  duplicateWindowStart: Date;
}

interface CountedRequest {
  clientKey: string;
  at: Date;
  windowMs: number;
}

type ClaimOutcome = { leadId: string; claimToken: string } & (
  | { delivered: true; deliveredAt: Date }
  | { delivered: false; failure: FailedAttempt }
);

class LibsqlLeadStore implements LeadStore {
  readonly #client: SqlClient;
  readonly #inserts: GroupCommitQueue<QueuedInsert, InsertLeadResult>;
  readonly #requestCounts: GroupCommitQueue<CountedRequest, RequestCount>;
  readonly #claimOutcomes: GroupCommitQueue<ClaimOutcome, boolean>;
  /** The spam score's repeat counts of the submissions arriving together, read in one round trip. */
  readonly #repeatCounts: GroupCommitQueue<RepeatQuery, RepeatCounts>;
  /**
   * Every write goes through here: the statements of the inserts, request counts, claims and
   * delivery results that are ready together run in one transaction, so one disk sync covers them all.
   */
  readonly #writes: GroupCommitQueue<InStatement[], SqlResult[]>;
  #windowsForgottenAt = 0;
  readonly #linkSecrets = new Map<string, string>();
  readonly #maxBoundParameters: number;

  constructor(client: SqlClient, maxBoundParameters: number) {
    this.#client = client;
    this.#maxBoundParameters = maxBoundParameters;
    const rowsPerStatement = (parametersPerRow: number) =>
      Math.max(1, Math.min(GROUP_COMMIT.maxItemsPerCommit, Math.floor(maxBoundParameters / parametersPerRow)));
    this.#writes = createGroupCommitQueue({
      maxItemsPerCommit: 64,
      maxCommitsInFlight: 2,
      commit: async (statementLists) => {
        const results = await client.batch(statementLists.flat(), 'write');
        let next = 0;
        return statementLists.map((statements) => {
          const own = results.slice(next, next + statements.length);
          next += statements.length;
          return own;
        });
      },
    });
    this.#inserts = createGroupCommitQueue({
      ...GROUP_COMMIT,
      maxItemsPerCommit: rowsPerStatement(PARAMETERS_PER_ROW.insert),
      commit: (batch) => this.#commitInserts(batch),
    });
    this.#requestCounts = createGroupCommitQueue({
      ...GROUP_COMMIT,
      maxItemsPerCommit: rowsPerStatement(PARAMETERS_PER_ROW.requestCount),
      commit: (batch) => this.#commitRequestCounts(batch),
    });
    this.#claimOutcomes = createGroupCommitQueue({
      ...GROUP_COMMIT,
      maxItemsPerCommit: rowsPerStatement(PARAMETERS_PER_ROW.claimOutcome),
      commit: (batch) => this.#commitClaimOutcomes(batch),
    });
    this.#repeatCounts = createGroupCommitQueue({ ...GROUP_COMMIT, commit: (batch) => this.#readRepeatCounts(batch) });
  }

  /** Each promise resolves once the commit holding its lead is done (group commit). */
  insertLead(lead: NewLead, duplicateWindowStart: Date): Promise<InsertLeadResult> {
    return this.#inserts.enqueue({ lead, duplicateWindowStart });
  }

  countRequest(clientKey: string, at: Date, windowMs: number): Promise<RequestCount> {
    return this.#requestCounts.enqueue({ clientKey, at, windowMs });
  }

  /**
   * Counts a batch with one upsert: the requests of each client are added to its window together,
   * and each request gets the count it brought the window to, in the order they arrived.
   */
  async #commitRequestCounts(requests: readonly CountedRequest[]): Promise<RequestCount[]> {
    const byClient = new Map<string, CountedRequest[]>();
    for (const request of requests) {
      const sameClient = byClient.get(request.clientKey);
      if (sameClient === undefined) byClient.set(request.clientKey, [request]);
      else sameClient.push(request);
    }
    const clients = [...byClient.values()].flatMap((sameClient) => {
      const first = sameClient[0];
      return first === undefined ? [] : [{ first, count: sameClient.length }];
    });
    const now = Math.max(...requests.map(({ at }) => at.getTime()));
    const windowMs = Math.max(...requests.map((request) => request.windowMs));
    const statements: InStatement[] = [
      {
        sql: countRequestsSql(clients.length),
        args: clients.flatMap(({ first, count }) => [first.clientKey, first.at.getTime(), first.windowMs, count]),
      },
    ];
    // Windows that have ended are forgotten now and then, so the table holds only the clients of the last window.
    const forgetEndedWindows = now - this.#windowsForgottenAt >= windowMs;
    if (forgetEndedWindows) statements.push({ sql: FORGET_ENDED_WINDOWS_SQL, args: [now] });
    const [counted] = await this.#writes.enqueue(statements);
    if (forgetEndedWindows) this.#windowsForgottenAt = now;
    const windows = new Map(
      (counted?.rows ?? []).map((row) => [
        readText(row, 'client_key'),
        { startedAt: readInteger(row, 'window_started_at'), count: readInteger(row, 'request_count') },
      ]),
    );
    const seenInBatch = new Map<string, number>();
    return requests.map(({ clientKey }) => {
      const window = windows.get(clientKey);
      if (window === undefined) throw new Error('The request count returned no row for a client.');
      const sameClient = byClient.get(clientKey)?.length ?? 1;
      const position = seenInBatch.get(clientKey) ?? 0;
      seenInBatch.set(clientKey, position + 1);
      return { count: window.count - sameClient + position + 1, windowStartedAt: new Date(window.startedAt) };
    });
  }

  /**
   * Stores a batch with one statement, atomic on its own: a multi-row insert that skips leads
   * with a stored twin inside their duplicate window and returns the ids it inserted (statements,
   * not rows, are what costs time here). Only when some lead was a duplicate does a second query
   * look up the id of the lead it duplicates, which is committed by then.
   */
  async #commitInserts(inserts: ReadonlyArray<Pick<QueuedInsert, 'lead' | 'duplicateWindowStart'>>): Promise<InsertLeadResult[]> {
    const earliestInBatch = new Map<string, NewLead>();
    const rowsToInsert = inserts.filter(({ lead, duplicateWindowStart }) => {
      const earlier = earliestInBatch.get(lead.payloadHash);
      if (earlier !== undefined && earlier.receivedAt >= duplicateWindowStart) return false;
      earliestInBatch.set(lead.payloadHash, lead);
      return true;
    });
    const alertIds = rowsToInsert.flatMap(({ lead }) => (lead.alertDue === true ? [lead.id] : []));
    // In the same transaction as the leads: a lead acknowledged has its alert queued.
    const queueAlerts: InStatement[] = alertIds.length === 0 ? [] : [{ sql: queueAlertsSql(alertIds.length), args: alertIds }];
    const [inserted] = await this.#writes.enqueue([
      {
        sql: insertUnlessDuplicateSql(rowsToInsert.length),
        args: rowsToInsert.flatMap(({ lead, duplicateWindowStart }) => {
          const spamReasons = lead.spamReasons ?? [];
          return [
            lead.id,
            lead.receivedAt.toISOString(),
            lead.payload.type,
            JSON.stringify(lead.payload),
            lead.payloadHash,
            lead.deliveryStatus,
            spamReasons.length > 0 ? 'spam' : 'new',
            JSON.stringify(spamReasons),
            emailKey(lead.payload.email),
            lead.textHash ?? null,
            leadSearchText(lead.payload, ''),
            duplicateWindowStart.toISOString(),
            lead.visitorReply?.referenceYear ?? null,
            lead.visitorReply?.oncePerAddressSince.toISOString() ?? null,
            lead.visitorReply?.consentNotice ?? null,
            lead.visitorReply?.consentAddress ?? null,
          ];
        }),
      },
      // In the same transaction: a lead queued for its answer has its number counted, so no number is given twice.
      ...countReferences(rowsToInsert.map(({ lead }) => lead)),
      ...queueAlerts,
    ]);
    const insertedIds = new Set((inserted?.rows ?? []).map((row) => readText(row, 'id')));
    const duplicates = inserts.filter(({ lead }) => !insertedIds.has(lead.id));
    const originals = duplicates.length === 0 ? new Map<string, StoredTwin[]>() : await this.#storedTwins(duplicates);
    return inserts.map(({ lead, duplicateWindowStart }) => {
      if (insertedIds.has(lead.id)) return { id: lead.id, isDuplicate: false };
      const windowStart = duplicateWindowStart.toISOString();
      const original = originals.get(lead.payloadHash)?.find((twin) => twin.receivedAt >= windowStart);
      if (original === undefined) throw new Error(`Lead ${lead.id} was neither stored nor a duplicate.`);
      return { id: original.id, isDuplicate: true };
    });
  }

  /** Stored leads with the payload hashes of `duplicates`, oldest first, grouped by hash. */
  async #storedTwins(duplicates: ReadonlyArray<Pick<QueuedInsert, 'lead' | 'duplicateWindowStart'>>): Promise<Map<string, StoredTwin[]>> {
    const hashes = [...new Set(duplicates.map(({ lead }) => lead.payloadHash))];
    const earliestWindowStart = Math.min(...duplicates.map(({ duplicateWindowStart }) => duplicateWindowStart.getTime()));
    const result = await this.#client.execute({
      sql: `SELECT id, payload_hash, received_at FROM leads
            WHERE payload_hash IN (${hashes.map(() => '?').join(', ')}) AND received_at >= ?
            ORDER BY received_at, rowid`,
      args: [...hashes, new Date(earliestWindowStart).toISOString()],
    });
    const twinsByHash = new Map<string, StoredTwin[]>();
    for (const row of result.rows) {
      const hash = readText(row, 'payload_hash');
      const twins = twinsByHash.get(hash) ?? [];
      twins.push({ id: readText(row, 'id'), receivedAt: readText(row, 'received_at') });
      twinsByHash.set(hash, twins);
    }
    return twinsByHash;
  }

  async claimDueLeads(options: ClaimOptions): Promise<ClaimedLead[]> {
    const { result, claimToken } = await this.#claim(OWNER_MAIL_OUTBOX, options, LEAD_COLUMNS);
    return (result === undefined ? [] : rowsToLeads(result))
      .sort((first, second) => first.receivedAt.localeCompare(second.receivedAt))
      .map((lead) => ({ lead, claimToken }));
  }

  /** Delivered and failed attempts are recorded in group commits too: one statement for each kind in a batch. */
  markDelivered(leadId: string, claimToken: string, deliveredAt: Date): Promise<boolean> {
    return this.#claimOutcomes.enqueue({ leadId, claimToken, delivered: true, deliveredAt });
  }

  markFailed(leadId: string, claimToken: string, failure: FailedAttempt): Promise<boolean> {
    return this.#claimOutcomes.enqueue({ leadId, claimToken, delivered: false, failure });
  }

  async #commitClaimOutcomes(outcomes: readonly ClaimOutcome[]): Promise<boolean[]> {
    const delivered = outcomes.flatMap((outcome) => (outcome.delivered ? [outcome] : []));
    const failed = outcomes.flatMap((outcome) => (outcome.delivered ? [] : [outcome]));
    const statements: InStatement[] = [];
    if (delivered.length > 0) {
      statements.push({
        sql: markDeliveredSql(delivered.length),
        args: delivered.flatMap(({ leadId, claimToken, deliveredAt }) => [leadId, claimToken, deliveredAt.toISOString()]),
      });
    }
    if (failed.length > 0) {
      statements.push({
        sql: markFailedSql(failed.length),
        args: failed.flatMap(({ leadId, claimToken, failure }) => [
          leadId,
          claimToken,
          failure.at.toISOString(),
          failure.error,
          failure.nextAttemptAt.toISOString(),
        ]),
      });
    }
    const results = await this.#writes.enqueue(statements);
    const recorded = new Set(results.flatMap((result) => result.rows.map((row) => readText(row, 'id'))));
    return outcomes.map(({ leadId }) => recorded.has(leadId));
  }

  releaseClaims(leadIds: readonly string[], claimToken: string): Promise<void> {
    return this.#release(releaseClaimsSql, leadIds, claimToken);
  }

  /** Gives claims back, in as many statements as the bound parameters' limit asks. */
  async #release(sql: (leadCount: number) => string, leadIds: readonly string[], claimToken: string): Promise<void> {
    const perStatement = Math.max(1, this.#maxBoundParameters - 1);
    const statements: InStatement[] = [];
    for (let start = 0; start < leadIds.length; start += perStatement) {
      const chunk = leadIds.slice(start, start + perStatement);
      statements.push({ sql: sql(chunk.length), args: [claimToken, ...chunk] });
    }
    if (statements.length > 0) await this.#writes.enqueue(statements);
  }

  /** Claims an outbox's due rows under a new token. One UPDATE ... RETURNING is atomic in SQLite, so concurrent workers get disjoint rows. */
  async #claim(
    outbox: OutboxColumns,
    options: ClaimOptions,
    returning: string,
  ): Promise<{ result: SqlResult | undefined; claimToken: string }> {
    const claimToken = crypto.randomUUID();
    const { conditions, conditionArgs } = claimConditions(outbox, options);
    const claimExpiresAt = new Date(options.now.getTime() + options.claimDurationMs).toISOString();
    const [result] = await this.#writes.enqueue([
      {
        sql: `UPDATE leads SET ${outbox.claimToken} = ?, ${outbox.claimExpiresAt} = ?
            WHERE id IN (SELECT id FROM leads INDEXED BY ${outbox.waitingIndex} WHERE ${conditions.join(' AND ')} ORDER BY received_at LIMIT ?)
            RETURNING ${returning}`,
        args: [claimToken, claimExpiresAt, ...conditionArgs, options.limit],
      },
    ]);
    return { result, claimToken };
  }

  async claimDueVisitorReplies(options: ClaimOptions): Promise<ClaimedVisitorReply[]> {
    const { result, claimToken } = await this.#claim(VISITOR_REPLY_OUTBOX, options, VISITOR_REPLY_CLAIM_COLUMNS);
    return (result?.rows ?? []).map((row) => {
      const type = contactTypeOf(readText(row, 'type'));
      return {
        leadId: readText(row, 'id'),
        type,
        email: readText(row, 'address'),
        reference: readText(row, 'reference'),
        attempts: readInteger(row, 'reply_attempts'),
        claimToken,
      };
    });
  }

  async markVisitorReplySent(leadId: string, claimToken: string, sentAt: Date, text: string): Promise<boolean> {
    const [result] = await this.#writes.enqueue([
      { sql: MARK_VISITOR_REPLY_SENT_SQL, args: [sentAt.toISOString(), leadId, claimToken, text] },
    ]);
    return (result?.rows.length ?? 0) > 0;
  }

  async linkSecret(name: string): Promise<string> {
    const known = this.#linkSecrets.get(name);
    if (known !== undefined) return known;
    // Two processes making it at once keep the first one written: both read it back.
    const [, read] = await this.#writes.enqueue([
      { sql: LINK_SECRET_SQL.create, args: [name, newLinkSecret(), new Date().toISOString()] },
      { sql: LINK_SECRET_SQL.read, args: [name] },
    ]);
    const row = read?.rows[0];
    if (row === undefined) throw new Error(`The link secret ${name} was not stored.`);
    const secret = readText(row, 'secret');
    this.#linkSecrets.set(name, secret);
    return secret;
  }

  async confirmNewsletter(leadId: string, at: Date): Promise<boolean> {
    const [result] = await this.#writes.enqueue([{ sql: CONFIRM_NEWSLETTER_SQL, args: [at.toISOString(), leadId] }]);
    return (result?.rows.length ?? 0) > 0;
  }

  async unsubscribeNewsletter(leadId: string, at: Date): Promise<void> {
    await this.#writes.enqueue([{ sql: UNSUBSCRIBE_NEWSLETTER_SQL, args: [at.toISOString(), leadId] }]);
  }

  async markVisitorReplyFailed(leadId: string, claimToken: string, failure: FailedVisitorReply): Promise<boolean> {
    const [result] = await this.#writes.enqueue([
      {
        sql: MARK_VISITOR_REPLY_FAILED_SQL,
        args: [failure.permanent ? 1 : 0, failure.at.toISOString(), failure.error, failure.nextAttemptAt.toISOString(), leadId, claimToken],
      },
    ]);
    return (result?.rows.length ?? 0) > 0;
  }

  async claimDueAlerts(options: AlertClaimOptions): Promise<ClaimedAlert[]> {
    const claimToken = crypto.randomUUID();
    const now = options.now.toISOString();
    const conditions = ['(claim_expires_at IS NULL OR claim_expires_at <= ?)', 'next_attempt_at <= ?'];
    const conditionArgs: string[] = [now, now];
    if (options.notAttemptedSince !== undefined) {
      conditions.push('(last_attempt_at IS NULL OR last_attempt_at < ?)');
      conditionArgs.push(options.notAttemptedSince.toISOString());
    }
    if (options.leadId !== undefined) {
      conditions.push('lead_id = ?');
      conditionArgs.push(options.leadId);
    }
    const claimExpiresAt = new Date(options.now.getTime() + options.claimDurationMs).toISOString();
    // The claim and the leads it names in one transaction.
    const [claimed, leads] = await this.#writes.enqueue([
      { sql: claimAlertsSql(conditions), args: [claimToken, claimExpiresAt, ...conditionArgs, options.limit] },
      {
        sql: `SELECT ${LEAD_COLUMNS} FROM leads WHERE id IN (SELECT lead_id FROM lead_alerts WHERE claim_token = ?)`,
        args: [claimToken],
      },
    ]);
    const leadsById = new Map((leads === undefined ? [] : rowsToLeads(leads)).map((lead) => [lead.id, lead]));
    return (claimed?.rows ?? [])
      .flatMap((row) => {
        const lead = leadsById.get(readText(row, 'lead_id'));
        if (lead === undefined) return [];
        return [{ lead, claimToken, attempts: readInteger(row, 'attempts'), sentTo: readReceiverKeys(readText(row, 'sent_to')) }];
      })
      .sort((first, second) => first.lead.receivedAt.localeCompare(second.lead.receivedAt));
  }

  async markAlertSent(leadId: string, claimToken: string): Promise<boolean> {
    const [result] = await this.#writes.enqueue([{ sql: MARK_ALERT_SENT_SQL, args: [leadId, claimToken] }]);
    return (result?.rows.length ?? 0) > 0;
  }

  async giveUpAlert(leadId: string, claimToken: string): Promise<boolean> {
    // Sent or given up, the alert leaves the outbox the same way.
    return this.markAlertSent(leadId, claimToken);
  }

  async markAlertFailed(leadId: string, claimToken: string, failure: FailedAlertAttempt): Promise<boolean> {
    const [result] = await this.#writes.enqueue([
      {
        sql: MARK_ALERT_FAILED_SQL,
        args: [
          failure.at.toISOString(),
          failure.error,
          failure.nextAttemptAt.toISOString(),
          JSON.stringify(failure.sentTo),
          leadId,
          claimToken,
        ],
      },
    ]);
    return (result?.rows.length ?? 0) > 0;
  }

  releaseVisitorReplyClaims(leadIds: readonly string[], claimToken: string): Promise<void> {
    return this.#release(releaseVisitorReplyClaimsSql, leadIds, claimToken);
  }

  releaseAlertClaims(leadIds: readonly string[], claimToken: string): Promise<void> {
    return this.#release(releaseAlertClaimsSql, leadIds, claimToken);
  }

  async listPending(): Promise<StoredLead[]> {
    const result = await this.#client.execute(
      `SELECT ${LEAD_COLUMNS} FROM leads WHERE delivery_status IN ('pending', 'not_configured') AND status <> 'spam' ORDER BY received_at`,
    );
    return rowsToLeads(result);
  }

  async listLeads(query: LeadQuery): Promise<StoredLead[]> {
    const { where, args } = filterSql(query);
    const direction = query.newestFirst === true ? 'DESC' : 'ASC';
    const page = query.limit === undefined ? '' : ' LIMIT ? OFFSET ?';
    const result = await this.#client.execute({
      sql: `SELECT ${LEAD_COLUMNS} FROM leads ${where} ORDER BY received_at ${direction}, rowid ${direction}${page}`,
      args: query.limit === undefined ? args : [...args, query.limit, query.offset ?? 0],
    });
    return rowsToLeads(result);
  }

  async countMatchingLeads(filter: LeadFilter): Promise<number> {
    const { where, args } = filterSql(filter);
    const result = await this.#client.execute({ sql: `SELECT COUNT(*) AS count FROM leads ${where}`, args });
    const row = result.rows[0];
    return row === undefined ? 0 : readInteger(row, 'count');
  }

  async getLead(leadId: string): Promise<StoredLead | undefined> {
    const result = await this.#client.execute({ sql: `SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ?`, args: [leadId] });
    return rowsToLeads(result)[0];
  }

  async countLeads(): Promise<LeadCounts> {
    const [byStatus, honeypot] = await this.#client.batch(
      [
        `SELECT CASE WHEN status = 'spam' THEN 'spam' ELSE delivery_status END AS state, COUNT(*) AS count
         FROM leads GROUP BY state`,
        'SELECT COUNT(*) AS count FROM honeypot_hits',
      ],
      'read',
    );
    const countFor = (state: DeliveryStatus | 'spam') => {
      const row = byStatus?.rows.find((candidate) => candidate.state === state);
      return row === undefined ? 0 : readInteger(row, 'count');
    };
    const counts = {
      pending: countFor('pending'),
      delivered: countFor('delivered'),
      notConfigured: countFor('not_configured'),
      spam: countFor('spam'),
    };
    const honeypotRow = honeypot?.rows[0];
    return {
      total: counts.pending + counts.delivered + counts.notConfigured + counts.spam,
      ...counts,
      honeypotHits: honeypotRow === undefined ? 0 : readInteger(honeypotRow, 'count'),
    };
  }

  countRepeats(query: RepeatQuery): Promise<RepeatCounts> {
    return this.#repeatCounts.enqueue(query);
  }

  async #readRepeatCounts(queries: readonly RepeatQuery[]): Promise<RepeatCounts[]> {
    const results = await this.#client.batch(
      queries.map(({ payloadHash, textHash, email, since }) => ({
        sql: REPEAT_COUNTS_SQL,
        args: [payloadHash, since.toISOString(), textHash ?? null, since.toISOString(), emailKey(email)],
      })),
      'read',
    );
    return queries.map(({ textHash }, index) => {
      const row = results[index]?.rows[0];
      return {
        samePayload: row === undefined ? 0 : readInteger(row, 'same_payload'),
        sameTextOtherSenders: row === undefined || textHash === undefined ? 0 : readInteger(row, 'same_text'),
      };
    });
  }

  async updateLead(leadId: string, change: LeadChange, at: Date): Promise<LeadUpdate | undefined> {
    const current = await this.getLead(leadId);
    if (current === undefined) return undefined;
    const status = change.status ?? current.status;
    const note = change.note ?? current.note;
    // Out of spam and not yet mailed: due at once, like a lead just stored.
    const releasedForDelivery = current.status === 'spam' && status !== 'spam' && current.deliveryStatus !== 'delivered';
    // The owner's first answer: the lead taken up or closed, or a note written (moving it into or out of spam is not one).
    const answered =
      (status !== current.status && (status === 'in_progress' || status === 'closed')) || (note !== current.note && note.trim() !== '');
    const [result] = await this.#writes.enqueue([
      {
        sql: `UPDATE leads SET status = ?, note = ?, updated_at = ?, search_text = ?,
            next_attempt_at = CASE WHEN ? THEN ? ELSE next_attempt_at END,
            first_answered_at = CASE WHEN ? THEN COALESCE(first_answered_at, ?) ELSE first_answered_at END
          WHERE id = ? RETURNING ${LEAD_COLUMNS}`,
        args: [
          status,
          note,
          at.toISOString(),
          leadSearchText(current.payload, note, current.visitorReply?.reference),
          releasedForDelivery ? 1 : 0,
          at.toISOString(),
          answered ? 1 : 0,
          at.toISOString(),
          leadId,
        ],
      },
    ]);
    const lead = result === undefined ? undefined : rowsToLeads(result)[0];
    return lead === undefined ? undefined : { lead, releasedForDelivery };
  }

  async eraseLeadsByEmail(email: string): Promise<StoredLead[]> {
    const [result] = await this.#writes.enqueue([
      { sql: `DELETE FROM leads WHERE email = ? RETURNING ${LEAD_COLUMNS}`, args: [emailKey(email)] },
    ]);
    await this.#checkpoint();
    return (result === undefined ? [] : rowsToLeads(result)).sort((first, second) => first.receivedAt.localeCompare(second.receivedAt));
  }

  async purgeReceivedBefore(cutoff: Date, unconfirmedSubscriptionsBefore?: Date): Promise<PurgeSummary> {
    const [leads, honeypotHits, unconfirmed] = await this.#writes.enqueue([
      { sql: 'DELETE FROM leads WHERE received_at < ?', args: [cutoff.toISOString()] },
      { sql: 'DELETE FROM honeypot_hits WHERE hit_at < ?', args: [cutoff.toISOString()] },
      ...(unconfirmedSubscriptionsBefore === undefined
        ? []
        : [{ sql: PURGE_UNCONFIRMED_SUBSCRIPTIONS_SQL, args: [unconfirmedSubscriptionsBefore.toISOString()] }]),
    ]);
    const summary = {
      leads: (leads?.rowsAffected ?? 0) + (unconfirmed?.rowsAffected ?? 0),
      honeypotHits: honeypotHits?.rowsAffected ?? 0,
      unconfirmedSubscriptions: unconfirmed?.rowsAffected ?? 0,
    };
    if (summary.leads > 0) await this.#checkpoint();
    return summary;
  }

  /**
   * Copies the write-ahead log into the SQLite file and empties it, so that deleted leads no longer
   * linger in the log either. Best effort: a reader holding an old snapshot keeps the log until it ends.
   */
  async #checkpoint(): Promise<void> {
    if (this.#client.protocol !== 'file') return;
    await this.#client.execute('PRAGMA wal_checkpoint(TRUNCATE)').catch(() => undefined);
  }

  async recordHoneypotHit(at: Date, type: ContactType | undefined): Promise<void> {
    await this.#writes.enqueue([{ sql: 'INSERT INTO honeypot_hits (hit_at, type) VALUES (?, ?)', args: [at.toISOString(), type ?? null] }]);
  }

  async claimScheduledDeploy(at: string, claim: ScheduledDeployClaim): Promise<boolean> {
    const [result] = await this.#writes.enqueue([
      {
        sql: CLAIM_SCHEDULED_DEPLOY_SQL,
        args: [at, claim.token, claim.claimedAt.toISOString(), claim.expiresAt.toISOString()],
      },
    ]);
    return (result?.rows.length ?? 0) > 0;
  }

  async markScheduledDeployStarted(at: string, claimToken: string, startedAt: Date): Promise<boolean> {
    const [result] = await this.#writes.enqueue([
      { sql: MARK_SCHEDULED_DEPLOY_STARTED_SQL, args: [startedAt.toISOString(), at, claimToken] },
    ]);
    return (result?.rows.length ?? 0) > 0;
  }

  async releaseScheduledDeploy(at: string, claimToken: string, error: string): Promise<void> {
    await this.#writes.enqueue([{ sql: RELEASE_SCHEDULED_DEPLOY_SQL, args: [error, at, claimToken] }]);
  }

  async recordFirstAnswer(leadId: string, at: Date): Promise<boolean> {
    const [result] = await this.#writes.enqueue([
      {
        sql: 'UPDATE leads SET first_answered_at = COALESCE(first_answered_at, ?) WHERE id = ? RETURNING id',
        args: [at.toISOString(), leadId],
      },
    ]);
    return (result?.rows.length ?? 0) > 0;
  }

  async listAnswerTimes(since: Date, types: readonly ContactType[]): Promise<AnswerTime[]> {
    const result = await this.#client.execute({
      sql: `SELECT received_at, first_answered_at FROM leads
            WHERE received_at >= ? AND status <> 'spam' AND type IN (${types.map(() => '?').join(', ') || 'NULL'})
            ORDER BY received_at, rowid`,
      args: [since.toISOString(), ...types],
    });
    return result.rows.map((row) => ({
      receivedAt: readText(row, 'received_at'),
      firstAnsweredAt: readOptionalText(row, 'first_answered_at'),
    }));
  }

  async claimMorningDigest(day: string, claim: ScheduledDeployClaim): Promise<boolean> {
    const [result] = await this.#writes.enqueue([
      { sql: CLAIM_MORNING_DIGEST_SQL, args: [day, claim.token, claim.claimedAt.toISOString(), claim.expiresAt.toISOString()] },
    ]);
    return (result?.rows.length ?? 0) > 0;
  }

  async markMorningDigestSent(day: string, claimToken: string, sentAt: Date): Promise<boolean> {
    const [result] = await this.#writes.enqueue([{ sql: MARK_MORNING_DIGEST_SENT_SQL, args: [sentAt.toISOString(), day, claimToken] }]);
    return (result?.rows.length ?? 0) > 0;
  }

  async releaseMorningDigest(day: string, claimToken: string, error: string): Promise<void> {
    await this.#writes.enqueue([{ sql: RELEASE_MORNING_DIGEST_SQL, args: [error, day, claimToken] }]);
  }

  async close(): Promise<void> {
    await Promise.all([this.#inserts.drain(), this.#requestCounts.drain(), this.#claimOutcomes.drain(), this.#repeatCounts.drain()]);
    await this.#writes.drain();
    await this.#client.close();
  }
}

/** The columns of one outbox on the lead's row: the owner's mail, or the visitor's answer. */
interface OutboxColumns {
  due: string;
  /** The partial index of its due rows, which a claim reads them by. */
  waitingIndex: string;
  claimToken: string;
  claimExpiresAt: string;
  nextAttemptAt: string;
  lastAttemptAt: string;
}

const OWNER_MAIL_OUTBOX: OutboxColumns = {
  due: "delivery_status IN ('pending', 'not_configured')",
  waitingIndex: 'leads_waiting',
  claimToken: 'claim_token',
  claimExpiresAt: 'claim_expires_at',
  nextAttemptAt: 'next_attempt_at',
  lastAttemptAt: 'last_attempt_at',
};

const VISITOR_REPLY_OUTBOX: OutboxColumns = {
  due: "reply_status = 'pending'",
  waitingIndex: 'leads_replies_waiting',
  claimToken: 'reply_claim_token',
  claimExpiresAt: 'reply_claim_expires_at',
  nextAttemptAt: 'reply_next_attempt_at',
  lastAttemptAt: 'reply_last_attempt_at',
};

/** Which rows of an outbox a claim takes: due, not spam, not held by a live claim, and as `options` narrow it. */
function claimConditions(columns: OutboxColumns, options: ClaimOptions): { conditions: string[]; conditionArgs: string[] } {
  const now = options.now.toISOString();
  const { nextAttemptAt, lastAttemptAt } = columns;
  const conditions = [columns.due, "status <> 'spam'", `(${columns.claimExpiresAt} IS NULL OR ${columns.claimExpiresAt} <= ?)`];
  const conditionArgs: string[] = [now];
  if (options.ignoreSchedule !== true && options.retryAttemptedSince !== undefined) {
    conditions.push(`(${nextAttemptAt} IS NULL OR ${nextAttemptAt} <= ? OR ${lastAttemptAt} >= ?)`);
    conditionArgs.push(now, options.retryAttemptedSince.toISOString());
  } else if (options.ignoreSchedule !== true) {
    conditions.push(`(${nextAttemptAt} IS NULL OR ${nextAttemptAt} <= ?)`);
    conditionArgs.push(now);
  }
  if (options.notAttemptedSince !== undefined) {
    conditions.push(`(${lastAttemptAt} IS NULL OR ${lastAttemptAt} < ?)`);
    conditionArgs.push(options.notAttemptedSince.toISOString());
  }
  if (options.leadId !== undefined) {
    conditions.push('id = ?');
    conditionArgs.push(options.leadId);
  }
  return { conditions, conditionArgs };
}

/** Moves the counters of the years past the numbers the insert gave `leads` (none when no lead asks for an answer). */
function countReferences(leads: readonly NewLead[]): InStatement[] {
  const answered = leads.flatMap((lead) => (lead.visitorReply === undefined ? [] : [lead.id]));
  return answered.length === 0 ? [] : [{ sql: countReferencesSql(answered.length), args: answered }];
}

const CONTACT_TYPE_VALUES: readonly ContactType[] = Object.values(CONTACT_TYPES);

function contactTypeOf(value: string): ContactType {
  const type = CONTACT_TYPE_VALUES.find((known) => known === value);
  if (type === undefined) throw new Error(`Unknown type "${value}".`);
  return type;
}

function readReceiverKeys(sentTo: string): string[] {
  const keys: unknown = JSON.parse(sentTo);
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
}

function rowsToLeads(result: SqlResult): StoredLead[] {
  return result.rows.map(rowToLead);
}

/** The WHERE clause of a listing: every condition given must hold. */
function filterSql(filter: LeadFilter): { where: string; args: Array<string | number> } {
  const conditions: string[] = [];
  const args: Array<string | number> = [];
  if (filter.since !== undefined) {
    conditions.push('received_at >= ?');
    args.push(filter.since.toISOString());
  }
  if (filter.until !== undefined) {
    conditions.push('received_at < ?');
    args.push(filter.until.toISOString());
  }
  if (filter.types !== undefined) {
    conditions.push(`type IN (${filter.types.map(() => '?').join(', ') || 'NULL'})`);
    args.push(...filter.types);
  }
  if (filter.statuses !== undefined) {
    conditions.push(`status IN (${filter.statuses.map(() => '?').join(', ') || 'NULL'})`);
    args.push(...filter.statuses);
  }
  if (filter.email !== undefined) {
    conditions.push('email = ?');
    args.push(emailKey(filter.email));
  }
  if (filter.unanswered === true) conditions.push('first_answered_at IS NULL');
  for (const word of searchWords(filter.text ?? '')) {
    conditions.push("search_text LIKE ? ESCAPE '\\'");
    args.push(containsPattern(word));
  }
  return { where: conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`, args };
}
