import type { InStatement, Value } from '@libsql/client';
import { contactPayloadSchema } from '../../schema/contact.ts';
import { afterPendingIo } from './event-loop.ts';
import type { ContactType } from '../../schema/contact.ts';
import type {
  ClaimOptions,
  ClaimedLead,
  DeliveryStatus,
  FailedAttempt,
  InsertLeadResult,
  LeadCounts,
  LeadDateRange,
  LeadStore,
  NewLead,
  StoredLead,
} from './store.ts';

const MIGRATION: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS leads (
    id TEXT PRIMARY KEY,
    received_at TEXT NOT NULL,
    type TEXT NOT NULL,
    payload TEXT NOT NULL,
    payload_hash TEXT NOT NULL,
    delivery_status TEXT NOT NULL CHECK (delivery_status IN ('pending', 'delivered', 'not_configured')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT,
    last_attempt_at TEXT,
    last_error TEXT,
    delivered_at TEXT,
    claim_token TEXT,
    claim_expires_at TEXT
  )`,
  'CREATE INDEX IF NOT EXISTS leads_by_payload_hash ON leads (payload_hash, received_at)',
  'CREATE INDEX IF NOT EXISTS leads_by_delivery ON leads (delivery_status, next_attempt_at)',
  'CREATE INDEX IF NOT EXISTS leads_by_received_at ON leads (received_at)',
  `CREATE TABLE IF NOT EXISTS honeypot_hits (
    id INTEGER PRIMARY KEY,
    hit_at TEXT NOT NULL,
    type TEXT
  )`,
];

const LEAD_COLUMNS =
  'id, received_at, type, payload, payload_hash, delivery_status, attempts, next_attempt_at, last_attempt_at, last_error, delivered_at';

const INCOMING_ROW = '(?, ?, ?, ?, ?, ?, ?)';

/** Inserts the rows of `incoming` that have no lead with the same hash inside their duplicate window. */
function insertUnlessDuplicateSql(rowCount: number): string {
  return `WITH incoming (id, received_at, type, payload, payload_hash, delivery_status, window_start) AS (
      VALUES ${Array.from({ length: rowCount }, () => INCOMING_ROW).join(', ')}
    )
    INSERT INTO leads (id, received_at, type, payload, payload_hash, delivery_status, attempts, next_attempt_at)
    SELECT id, received_at, type, payload, payload_hash, delivery_status, 0, received_at FROM incoming
    WHERE NOT EXISTS (
      SELECT 1 FROM leads WHERE leads.payload_hash = incoming.payload_hash AND leads.received_at >= incoming.window_start
    )
    RETURNING id`;
}


export type SqlRow = Readonly<Record<string, Value>>;

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

/** More statements than this in one transaction only make the requests at its front wait longer. */
const MAX_LEADS_PER_COMMIT = 256;
const MAX_COMMITS_IN_FLIGHT = 2;

export interface LibsqlLeadStoreOptions {
  /**
   * How a SQLite file commits. 'full' (the default) syncs the disk on every commit, so a stored
   * lead survives a power cut; 'normal' leaves that to the operating system, so it survives a
   * crash of the process but a power cut may lose the last commits. Hosted databases ignore it.
   */
  fileSync?: 'full' | 'normal';
}

/**
 * Opens the store on an existing libsql client (a `file:` SQLite database or a hosted
 * `libsql://` one) and creates the tables if they are missing. The store owns the client
 * from now on and closes it in `close()`.
 */
export async function openLibsqlLeadStore(client: SqlClient, options: LibsqlLeadStoreOptions = {}): Promise<LeadStore> {
  if (client.protocol === 'file') {
    // WAL lets the delivery loop and `npm run leads` read while the server writes; group commit
    // makes one disk sync cover all the submissions that arrived together.
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute(`PRAGMA synchronous = ${options.fileSync === 'normal' ? 'NORMAL' : 'FULL'}`);
  }
  await client.batch([...MIGRATION], 'write');
  return new LibsqlLeadStore(client);
}

interface StoredTwin {
  id: string;
  receivedAt: string;
}

interface QueuedInsert {
  lead: NewLead;
  duplicateWindowStart: Date;
  resolve: (result: InsertLeadResult) => void;
  reject: (error: unknown) => void;
}

class LibsqlLeadStore implements LeadStore {
  readonly #client: SqlClient;
  readonly #queuedInserts: QueuedInsert[] = [];
  readonly #commitsInFlight = new Set<Promise<void>>();
  #commitScheduled = false;
  #closed = false;

  constructor(client: SqlClient) {
    this.#client = client;
  }

  insertLead(lead: NewLead, duplicateWindowStart: Date): Promise<InsertLeadResult> {
    if (this.#closed) return Promise.reject(new Error('The lead store is closed.'));
    // Group commit: inserts queue up and are committed together; each promise resolves only
    // once the commit holding its lead is done.
    return new Promise((resolve, reject) => {
      this.#queuedInserts.push({ lead, duplicateWindowStart, resolve, reject });
      this.#scheduleCommit();
    });
  }

  /**
   * Commits what is queued once the requests that arrived together have all been queued.
   * A second commit may be sent while one is being written, so the database never waits for
   * this thread; more would only make the batches smaller.
   */
  #scheduleCommit(): void {
    if (this.#commitScheduled || this.#queuedInserts.length === 0) return;
    if (this.#commitsInFlight.size >= MAX_COMMITS_IN_FLIGHT) return;
    this.#commitScheduled = true;
    void afterPendingIo().then(() => {
      this.#commitScheduled = false;
      this.#commitQueued();
    });
  }

  #commitQueued(): void {
    if (this.#queuedInserts.length === 0 || this.#commitsInFlight.size >= MAX_COMMITS_IN_FLIGHT) return;
    const batch = this.#queuedInserts.splice(0, MAX_LEADS_PER_COMMIT);
    const commit = this.#commitInserts(batch).then(
      (results) =>
        batch.forEach((queued, index) => {
          const result = results[index];
          if (result === undefined) queued.reject(new Error('The commit returned fewer results than leads.'));
          else queued.resolve(result);
        }),
      (error: unknown) => batch.forEach((queued) => queued.reject(error)),
    );
    this.#commitsInFlight.add(commit);
    void commit.finally(() => {
      this.#commitsInFlight.delete(commit);
      this.#scheduleCommit();
    });
    this.#scheduleCommit();
  }

  /**
   * Stores a batch with one statement, atomic on its own: a multi-row insert that skips leads
   * with a stored twin inside their duplicate window and returns the ids it inserted (statements,
   * not rows, are what costs time here). Only when some lead was a duplicate does a second query
   * look up the id of the lead it duplicates, which is committed by then.
   */
  async #commitInserts(
    inserts: ReadonlyArray<Pick<QueuedInsert, 'lead' | 'duplicateWindowStart'>>,
  ): Promise<InsertLeadResult[]> {
    const earliestInBatch = new Map<string, NewLead>();
    const rowsToInsert = inserts.filter(({ lead, duplicateWindowStart }) => {
      const earlier = earliestInBatch.get(lead.payloadHash);
      if (earlier !== undefined && earlier.receivedAt >= duplicateWindowStart) return false;
      earliestInBatch.set(lead.payloadHash, lead);
      return true;
    });
    const inserted = await this.#client.execute({
      sql: insertUnlessDuplicateSql(rowsToInsert.length),
      args: rowsToInsert.flatMap(({ lead, duplicateWindowStart }) => [
        lead.id,
        lead.receivedAt.toISOString(),
        lead.payload.type,
        JSON.stringify(lead.payload),
        lead.payloadHash,
        lead.deliveryStatus,
        duplicateWindowStart.toISOString(),
      ]),
    });
    const insertedIds = new Set(inserted.rows.map((row) => readText(row, 'id')));
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
  async #storedTwins(
    duplicates: ReadonlyArray<Pick<QueuedInsert, 'lead' | 'duplicateWindowStart'>>,
  ): Promise<Map<string, StoredTwin[]>> {
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
    const claimToken = crypto.randomUUID();
    const now = options.now.toISOString();
    const conditions = [
      "delivery_status IN ('pending', 'not_configured')",
      '(claim_expires_at IS NULL OR claim_expires_at <= ?)',
    ];
    const conditionArgs: string[] = [now];
    if (options.ignoreSchedule !== true) {
      conditions.push('(next_attempt_at IS NULL OR next_attempt_at <= ?)');
      conditionArgs.push(now);
    }
    if (options.notAttemptedSince !== undefined) {
      conditions.push('(last_attempt_at IS NULL OR last_attempt_at < ?)');
      conditionArgs.push(options.notAttemptedSince.toISOString());
    }
    if (options.leadId !== undefined) {
      conditions.push('id = ?');
      conditionArgs.push(options.leadId);
    }
    const claimExpiresAt = new Date(options.now.getTime() + options.claimDurationMs).toISOString();
    // One UPDATE ... RETURNING is atomic in SQLite, so concurrent workers get disjoint rows.
    const result = await this.#client.execute({
      sql: `UPDATE leads SET claim_token = ?, claim_expires_at = ?
            WHERE id IN (SELECT id FROM leads WHERE ${conditions.join(' AND ')} ORDER BY received_at LIMIT ?)
            RETURNING ${LEAD_COLUMNS}`,
      args: [claimToken, claimExpiresAt, ...conditionArgs, options.limit],
    });
    return rowsToLeads(result)
      .sort((first, second) => first.receivedAt.localeCompare(second.receivedAt))
      .map((lead) => ({ lead, claimToken }));
  }

  async markDelivered(leadId: string, claimToken: string, deliveredAt: Date): Promise<boolean> {
    const at = deliveredAt.toISOString();
    const result = await this.#client.execute({
      sql: `UPDATE leads SET delivery_status = 'delivered', delivered_at = ?, last_attempt_at = ?, attempts = attempts + 1,
              last_error = NULL, next_attempt_at = NULL, claim_token = NULL, claim_expires_at = NULL
            WHERE id = ? AND claim_token = ?`,
      args: [at, at, leadId, claimToken],
    });
    return result.rowsAffected === 1;
  }

  async markFailed(leadId: string, claimToken: string, failure: FailedAttempt): Promise<boolean> {
    const result = await this.#client.execute({
      sql: `UPDATE leads SET delivery_status = 'pending', attempts = attempts + 1, last_attempt_at = ?, last_error = ?,
              next_attempt_at = ?, claim_token = NULL, claim_expires_at = NULL
            WHERE id = ? AND claim_token = ?`,
      args: [failure.at.toISOString(), failure.error, failure.nextAttemptAt.toISOString(), leadId, claimToken],
    });
    return result.rowsAffected === 1;
  }

  async listPending(): Promise<StoredLead[]> {
    const result = await this.#client.execute(
      `SELECT ${LEAD_COLUMNS} FROM leads WHERE delivery_status IN ('pending', 'not_configured') ORDER BY received_at`,
    );
    return rowsToLeads(result);
  }

  async listLeads(range: LeadDateRange): Promise<StoredLead[]> {
    const conditions: string[] = [];
    const args: string[] = [];
    if (range.since !== undefined) {
      conditions.push('received_at >= ?');
      args.push(range.since.toISOString());
    }
    if (range.until !== undefined) {
      conditions.push('received_at < ?');
      args.push(range.until.toISOString());
    }
    const where = conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`;
    const result = await this.#client.execute({
      sql: `SELECT ${LEAD_COLUMNS} FROM leads ${where} ORDER BY received_at, rowid`,
      args,
    });
    return rowsToLeads(result);
  }

  async getLead(leadId: string): Promise<StoredLead | undefined> {
    const result = await this.#client.execute({ sql: `SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ?`, args: [leadId] });
    return rowsToLeads(result)[0];
  }

  async countLeads(): Promise<LeadCounts> {
    const [byStatus, honeypot] = await this.#client.batch(
      [
        'SELECT delivery_status, COUNT(*) AS count FROM leads GROUP BY delivery_status',
        'SELECT COUNT(*) AS count FROM honeypot_hits',
      ],
      'read',
    );
    const countFor = (status: DeliveryStatus) => {
      const row = byStatus?.rows.find((candidate) => candidate.delivery_status === status);
      return row === undefined ? 0 : readInteger(row, 'count');
    };
    const pending = countFor('pending');
    const delivered = countFor('delivered');
    const notConfigured = countFor('not_configured');
    const honeypotRow = honeypot?.rows[0];
    return {
      total: pending + delivered + notConfigured,
      pending,
      delivered,
      notConfigured,
      honeypotHits: honeypotRow === undefined ? 0 : readInteger(honeypotRow, 'count'),
    };
  }

  async recordHoneypotHit(at: Date, type: ContactType | undefined): Promise<void> {
    await this.#client.execute({
      sql: 'INSERT INTO honeypot_hits (hit_at, type) VALUES (?, ?)',
      args: [at.toISOString(), type ?? null],
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    while (this.#queuedInserts.length > 0 || this.#commitsInFlight.size > 0 || this.#commitScheduled) {
      if (this.#commitsInFlight.size > 0) await Promise.allSettled([...this.#commitsInFlight]);
      else await afterPendingIo();
    }
    await this.#client.close();
  }
}

function rowsToLeads(result: SqlResult): StoredLead[] {
  return result.rows.map(rowToLead);
}

function rowToLead(row: SqlRow): StoredLead {
  const payload = contactPayloadSchema.parse(JSON.parse(readText(row, 'payload')));
  return {
    id: readText(row, 'id'),
    receivedAt: readText(row, 'received_at'),
    type: payload.type,
    payload,
    payloadHash: readText(row, 'payload_hash'),
    deliveryStatus: readDeliveryStatus(row),
    attempts: readInteger(row, 'attempts'),
    nextAttemptAt: readOptionalText(row, 'next_attempt_at'),
    lastAttemptAt: readOptionalText(row, 'last_attempt_at'),
    lastError: readOptionalText(row, 'last_error'),
    deliveredAt: readOptionalText(row, 'delivered_at'),
  };
}

function readText(row: SqlRow, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new Error(`Column ${column} should hold text.`);
  return value;
}

function readOptionalText(row: SqlRow, column: string): string | null {
  const value = row[column];
  return value === null || value === undefined ? null : readText(row, column);
}

function readInteger(row: SqlRow, column: string): number {
  const value = row[column];
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  throw new Error(`Column ${column} should hold an integer.`);
}

function readDeliveryStatus(row: SqlRow): DeliveryStatus {
  const value = readText(row, 'delivery_status');
  if (value === 'pending' || value === 'delivered' || value === 'not_configured') return value;
  throw new Error(`Unknown delivery_status "${value}".`);
}
