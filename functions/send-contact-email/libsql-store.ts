import type { Client, InStatement, ResultSet, Row } from '@libsql/client';
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

const INSERT_UNLESS_DUPLICATE = `
  INSERT INTO leads (id, received_at, type, payload, payload_hash, delivery_status, attempts, next_attempt_at)
  SELECT ?, ?, ?, ?, ?, ?, 0, ?
  WHERE NOT EXISTS (SELECT 1 FROM leads WHERE payload_hash = ? AND received_at >= ?)`;

const FIRST_LEAD_WITH_HASH = `
  SELECT id FROM leads WHERE payload_hash = ? AND received_at >= ? ORDER BY received_at, rowid LIMIT 1`;

/** More statements than this in one transaction only make the requests at its front wait longer. */
const MAX_LEADS_PER_COMMIT = 256;

export interface LibsqlLeadStoreOptions {
  /**
   * Group commit: inserts that arrive while a commit is being written are stored together
   * in the next transaction, so one disk sync covers many submissions. Each insert still
   * resolves only after its own transaction has committed.
   */
  groupCommit?: boolean;
}

/**
 * Opens the store on an existing libsql client (a `file:` SQLite database or a hosted
 * `libsql://` one) and creates the tables if they are missing. The store owns the client
 * from now on and closes it in `close()`.
 */
export async function openLibsqlLeadStore(client: Client, options: LibsqlLeadStoreOptions = {}): Promise<LeadStore> {
  if (client.protocol === 'file') {
    // WAL lets the delivery loop and `npm run leads` read while the server writes; FULL makes
    // every commit survive a power cut, and group commit keeps that affordable.
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA synchronous = FULL');
  }
  await client.batch([...MIGRATION], 'write');
  return new LibsqlLeadStore(client, options.groupCommit ?? true);
}

interface QueuedInsert {
  lead: NewLead;
  duplicateWindowStart: Date;
  resolve: (result: InsertLeadResult) => void;
  reject: (error: unknown) => void;
}

class LibsqlLeadStore implements LeadStore {
  readonly #client: Client;
  readonly #groupCommit: boolean;
  #queuedInserts: QueuedInsert[] = [];
  #commitInProgress: Promise<void> | undefined;
  #closed = false;

  constructor(client: Client, groupCommit: boolean) {
    this.#client = client;
    this.#groupCommit = groupCommit;
  }

  insertLead(lead: NewLead, duplicateWindowStart: Date): Promise<InsertLeadResult> {
    if (this.#closed) return Promise.reject(new Error('The lead store is closed.'));
    if (!this.#groupCommit) {
      return this.#commitInserts([{ lead, duplicateWindowStart }]).then(([result]) => definedResult(result));
    }
    return new Promise((resolve, reject) => {
      this.#queuedInserts.push({ lead, duplicateWindowStart, resolve, reject });
      if (this.#commitInProgress === undefined) this.#commitInProgress = this.#commitQueueSoon();
    });
  }

  async #commitQueueSoon(): Promise<void> {
    // Requests that arrived together reach insertLead before this commit starts, and share it.
    await afterPendingIo();
    while (this.#queuedInserts.length > 0) {
      const batch = this.#queuedInserts.splice(0, MAX_LEADS_PER_COMMIT);
      try {
        const results = await this.#commitInserts(batch);
        batch.forEach((queued, index) => queued.resolve(definedResult(results[index])));
      } catch (error) {
        for (const queued of batch) queued.reject(error);
      }
    }
    this.#commitInProgress = undefined;
  }

  async #commitInserts(
    inserts: ReadonlyArray<Pick<QueuedInsert, 'lead' | 'duplicateWindowStart'>>,
  ): Promise<InsertLeadResult[]> {
    const statements: InStatement[] = inserts.flatMap(({ lead, duplicateWindowStart }) => {
      const receivedAt = lead.receivedAt.toISOString();
      const windowStart = duplicateWindowStart.toISOString();
      return [
        {
          sql: INSERT_UNLESS_DUPLICATE,
          args: [
            lead.id,
            receivedAt,
            lead.payload.type,
            JSON.stringify(lead.payload),
            lead.payloadHash,
            lead.deliveryStatus,
            receivedAt,
            lead.payloadHash,
            windowStart,
          ],
        },
        { sql: FIRST_LEAD_WITH_HASH, args: [lead.payloadHash, windowStart] },
      ];
    });
    const resultSets = await this.#client.batch(statements, 'write');
    return inserts.map(({ lead }, index) => {
      const inserted = resultSets[index * 2];
      const firstWithHash = resultSets[index * 2 + 1]?.rows[0];
      const id = firstWithHash === undefined ? lead.id : readText(firstWithHash, 'id');
      return { id, isDuplicate: inserted?.rowsAffected === 0 };
    });
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
    await this.#commitInProgress;
    this.#client.close();
  }
}

function definedResult(result: InsertLeadResult | undefined): InsertLeadResult {
  if (result === undefined) throw new Error('The database returned fewer results than statements.');
  return result;
}

function rowsToLeads(result: ResultSet): StoredLead[] {
  return result.rows.map(rowToLead);
}

function rowToLead(row: Row): StoredLead {
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

function readText(row: Row, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new Error(`Column ${column} should hold text.`);
  return value;
}

function readOptionalText(row: Row, column: string): string | null {
  const value = row[column];
  return value === null || value === undefined ? null : readText(row, column);
}

function readInteger(row: Row, column: string): number {
  const value = row[column];
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  throw new Error(`Column ${column} should hold an integer.`);
}

function readDeliveryStatus(row: Row): DeliveryStatus {
  const value = readText(row, 'delivery_status');
  if (value === 'pending' || value === 'delivered' || value === 'not_configured') return value;
  throw new Error(`Unknown delivery_status "${value}".`);
}
