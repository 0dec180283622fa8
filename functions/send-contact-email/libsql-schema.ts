/** The tables of the lead store and the SQL of its batched writes (`libsql-store.ts` runs them). Portable SQLite. */

/**
 * The schema, one step per version; a database records the steps it has in `schema_migrations`, and
 * opening the store runs the steps it lacks, each in one transaction. Step 1 is the schema from before
 * versions were recorded: its statements are idempotent, so a database of that time takes it again harmlessly.
 */
export const MIGRATIONS: ReadonlyArray<{ version: number; statements: readonly string[] }> = [
  {
    version: 1,
    statements: [
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
      "CREATE INDEX IF NOT EXISTS leads_waiting ON leads (received_at) WHERE delivery_status IN ('pending', 'not_configured')",
      `CREATE TABLE IF NOT EXISTS honeypot_hits (
        id INTEGER PRIMARY KEY,
        hit_at TEXT NOT NULL,
        type TEXT
      )`,
      // One row per client (a hash of its address) while its rate-limit window lasts; times in ms since the epoch.
      `CREATE TABLE IF NOT EXISTS rate_limit_windows (
        client_key TEXT PRIMARY KEY,
        window_started_at INTEGER NOT NULL,
        window_ms INTEGER NOT NULL,
        request_count INTEGER NOT NULL
      )`,
    ],
  },
  {
    // The owner's inbox and the spam score: a status and a note per lead, why a lead was judged spam,
    // the sender's address (for erasure on request), a hash of the message (repeated texts) and the
    // text a search reads (filled in on open for the leads stored before this step).
    version: 2,
    statements: [
      "ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'closed', 'spam'))",
      "ALTER TABLE leads ADD COLUMN spam_reasons TEXT NOT NULL DEFAULT '[]'",
      "ALTER TABLE leads ADD COLUMN note TEXT NOT NULL DEFAULT ''",
      'ALTER TABLE leads ADD COLUMN updated_at TEXT',
      "ALTER TABLE leads ADD COLUMN email TEXT NOT NULL DEFAULT ''",
      'ALTER TABLE leads ADD COLUMN text_hash TEXT',
      "ALTER TABLE leads ADD COLUMN search_text TEXT NOT NULL DEFAULT ''",
      // Spam is never mailed: it leaves the queue of leads waiting for delivery until the owner takes it out of spam.
      'DROP INDEX IF EXISTS leads_waiting',
      "CREATE INDEX leads_waiting ON leads (received_at) WHERE delivery_status IN ('pending', 'not_configured') AND status <> 'spam'",
      'CREATE INDEX leads_by_email ON leads (email)',
      'CREATE INDEX leads_by_text_hash ON leads (text_hash, received_at) WHERE text_hash IS NOT NULL',
      'CREATE INDEX leads_by_status ON leads (status, received_at)',
      'CREATE INDEX honeypot_hits_by_time ON honeypot_hits (hit_at)',
    ],
  },
  {
    // The scheduled re-deploys (scheduled-deploy.ts): one row per scheduled instant whose deploy a runtime claimed, so
    // that two runs, two instances or two runtimes on one database start it once. `started_at` is set once the host
    // took the deploy; a claim without it expires (the process died mid-start) and another run may take it.
    version: 3,
    statements: [
      `CREATE TABLE scheduled_deploys (
        at TEXT PRIMARY KEY,
        claim_token TEXT,
        claimed_at TEXT,
        claim_expires_at TEXT,
        started_at TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT
      )`,
    ],
  },
  {
    // First-party measurement (analytics-store.ts), in tables of their own that no query joins to the leads: raw events
    // (kept 30 days) under a visitor key that changes daily, the salt of the day that key is hashed with (only today's
    // is kept), and the daily aggregates (kept 25 months) the finished days are rolled up into.
    version: 4,
    statements: [
      `CREATE TABLE analytics_events (
        id INTEGER PRIMARY KEY,
        day TEXT NOT NULL,
        visitor TEXT NOT NULL,
        kind TEXT NOT NULL,
        path TEXT NOT NULL,
        referrer_host TEXT NOT NULL DEFAULT '',
        utm_source TEXT NOT NULL DEFAULT '',
        utm_medium TEXT NOT NULL DEFAULT '',
        utm_campaign TEXT NOT NULL DEFAULT '',
        target TEXT NOT NULL DEFAULT ''
      )`,
      'CREATE INDEX analytics_events_by_day ON analytics_events (day)',
      'CREATE TABLE analytics_salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL)',
      `CREATE TABLE analytics_daily (
        day TEXT NOT NULL,
        kind TEXT NOT NULL,
        path TEXT NOT NULL,
        referrer_host TEXT NOT NULL,
        utm_source TEXT NOT NULL,
        utm_medium TEXT NOT NULL,
        utm_campaign TEXT NOT NULL,
        target TEXT NOT NULL,
        events INTEGER NOT NULL,
        visitors INTEGER NOT NULL,
        PRIMARY KEY (day, kind, path, referrer_host, utm_source, utm_medium, utm_campaign, target)
      )`,
      'CREATE TABLE analytics_rolled_days (day TEXT PRIMARY KEY)',
    ],
  },
  {
    // The owner's app on a deployment (admin-session-store.ts): one row per signed-in browser, under a hash of the cookie's
    // random id (a copy of the database opens no session), until it expires or the owner signs out. Times in ms since the epoch.
    version: 5,
    statements: [
      `CREATE TABLE admin_sessions (
        id_hash TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      )`,
      'CREATE INDEX admin_sessions_by_expiry ON admin_sessions (expires_at)',
    ],
  },
  {
    // Real-user Web Vitals (analytics-store.ts): the sampled views' LCP, INP, CLS and TTFB, one row per metric, with the
    // page and a device class from the viewport's width, and no visitor key at all (kept 30 days); and, for the finished
    // days, how many samples had each value (kept 25 months), from which the figures of any period read an exact p75.
    version: 6,
    statements: [
      `CREATE TABLE analytics_vitals (
        id INTEGER PRIMARY KEY,
        day TEXT NOT NULL,
        path TEXT NOT NULL,
        device TEXT NOT NULL,
        metric TEXT NOT NULL,
        value REAL NOT NULL
      )`,
      'CREATE INDEX analytics_vitals_by_day ON analytics_vitals (day)',
      `CREATE TABLE analytics_vitals_daily (
        day TEXT NOT NULL,
        path TEXT NOT NULL,
        device TEXT NOT NULL,
        metric TEXT NOT NULL,
        value REAL NOT NULL,
        samples INTEGER NOT NULL,
        PRIMARY KEY (day, path, device, metric, value)
      )`,
    ],
  },
  {
    // The daily aggregates summed again over aligned spans of 4, 16, 64 and 256 days (analytics-store.ts), so a period's
    // figures read a few spans and the odd days rather than every day: 90 days of daily groups took a p95 of 365 ms over
    // 1,000,000 events (npm run bench:stats). `analytics_spans_built` says which spans are complete; kept 25 months.
    version: 7,
    statements: [
      `CREATE TABLE analytics_spans (
        span INTEGER NOT NULL,
        start TEXT NOT NULL,
        kind TEXT NOT NULL,
        path TEXT NOT NULL,
        referrer_host TEXT NOT NULL,
        utm_source TEXT NOT NULL,
        utm_medium TEXT NOT NULL,
        utm_campaign TEXT NOT NULL,
        target TEXT NOT NULL,
        events INTEGER NOT NULL,
        visitors INTEGER NOT NULL,
        PRIMARY KEY (span, start, kind, path, referrer_host, utm_source, utm_medium, utm_campaign, target)
      )`,
      'CREATE TABLE analytics_spans_built (span INTEGER NOT NULL, start TEXT NOT NULL, PRIMARY KEY (span, start))',
      // Today's raw events are grouped, with their visitors, straight from this index in its order: it replaces the index
      // on the day alone (its first column), and took that part of every period from 41.6 to 15.7 ms (p50, ~11,000 events).
      `CREATE INDEX analytics_events_by_group
        ON analytics_events (day, kind, path, referrer_host, utm_source, utm_medium, utm_campaign, target, visitor)`,
      'DROP INDEX analytics_events_by_day',
    ],
  },
  {
    // The alerts' outbox (alerts.ts, alert-delivery.ts): a row per lead whose alert is still to be sent, written in the same
    // commit as the lead, so an acknowledged lead never loses its alert; deleted once every receiver took it. `sent_to`
    // names the receivers that did (a retry skips them). A lead deleted (erased on request, or past retention) takes its row along.
    version: 8,
    statements: [
      `CREATE TABLE lead_alerts (
        lead_id TEXT PRIMARY KEY,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_attempt_at TEXT,
        last_error TEXT,
        sent_to TEXT NOT NULL DEFAULT '[]',
        claim_token TEXT,
        claim_expires_at TEXT
      )`,
      'CREATE INDEX lead_alerts_due ON lead_alerts (next_attempt_at)',
      // A claim reads back its own rows' leads by its token: without this, each claim scanned the whole backlog.
      'CREATE INDEX lead_alerts_by_claim ON lead_alerts (claim_token) WHERE claim_token IS NOT NULL',
      `CREATE TRIGGER lead_alerts_follow_leads AFTER DELETE ON leads
        BEGIN DELETE FROM lead_alerts WHERE lead_id = OLD.id; END`,
    ],
  },
  {
    // The automatic answer to the visitor (visitor-reply.ts), an outbox of its own on the lead's row: its number
    // ("2026-0142", unique, also in the search text), its status, attempts, retry time and claim, as the owner's mail
    // has them. The numbers of each year are counted in `reference_counters`, so an erased lead's number is never reused.
    version: 9,
    statements: [
      'ALTER TABLE leads ADD COLUMN reference TEXT',
      "ALTER TABLE leads ADD COLUMN reply_status TEXT CHECK (reply_status IN ('pending', 'sent', 'failed'))",
      'ALTER TABLE leads ADD COLUMN reply_attempts INTEGER NOT NULL DEFAULT 0',
      'ALTER TABLE leads ADD COLUMN reply_next_attempt_at TEXT',
      'ALTER TABLE leads ADD COLUMN reply_last_attempt_at TEXT',
      'ALTER TABLE leads ADD COLUMN reply_last_error TEXT',
      'ALTER TABLE leads ADD COLUMN reply_sent_at TEXT',
      'ALTER TABLE leads ADD COLUMN reply_claim_token TEXT',
      'ALTER TABLE leads ADD COLUMN reply_claim_expires_at TEXT',
      'CREATE UNIQUE INDEX leads_by_reference ON leads (reference) WHERE reference IS NOT NULL',
      "CREATE INDEX leads_replies_waiting ON leads (received_at) WHERE reply_status = 'pending'",
      // At most one answer a day to one address: the answers given lately, by address.
      'CREATE INDEX leads_replied_by_email ON leads (email, received_at) WHERE reply_status IS NOT NULL',
      'CREATE TABLE reference_counters (year INTEGER PRIMARY KEY, last_number INTEGER NOT NULL)',
    ],
  },
  {
    // The newsletter asks twice (newsletter-consent.ts): a subscription's consent record on its lead (the notice shown,
    // the confirmation mail's text as it left, when it was confirmed, when the person left), and the random keys that
    // sign the mails' links, made on first use.
    version: 10,
    statements: [
      'ALTER TABLE leads ADD COLUMN consent_notice TEXT',
      'ALTER TABLE leads ADD COLUMN consent_address TEXT',
      'ALTER TABLE leads ADD COLUMN reply_text TEXT',
      'ALTER TABLE leads ADD COLUMN confirmed_at TEXT',
      'ALTER TABLE leads ADD COLUMN unsubscribed_at TEXT',
      'CREATE TABLE link_secrets (name TEXT PRIMARY KEY, secret TEXT NOT NULL, created_at TEXT NOT NULL)',
    ],
  },
  {
    // Time to first answer (inbox/first-answer.ts): when the owner first answered a lead (a status change, a note, the
    // reply link pressed), written once. Leads worked before this step take the time of their last change, the best
    // known. And the morning digest (morning-digest.ts): one row per Rome day whose digest a runtime claimed or sent,
    // so that two runs, instances or runtimes on one database send it once, as scheduled_deploys does for deploys.
    version: 11,
    statements: [
      'ALTER TABLE leads ADD COLUMN first_answered_at TEXT',
      "UPDATE leads SET first_answered_at = updated_at WHERE updated_at IS NOT NULL AND (status IN ('in_progress', 'closed') OR note <> '')",
      `CREATE TABLE morning_digests (
        day TEXT PRIMARY KEY,
        claim_token TEXT,
        claimed_at TEXT,
        claim_expires_at TEXT,
        sent_at TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT
      )`,
    ],
  },
];

/** Puts the alerts of the leads just inserted (those named that the insert stored: not a duplicate) into the outbox. */
export function queueAlertsSql(leadCount: number): string {
  return `INSERT INTO lead_alerts (lead_id, next_attempt_at)
    SELECT id, received_at FROM leads WHERE id IN (${Array.from({ length: leadCount }, () => '?').join(', ')})`;
}

/** Claims due alerts: one UPDATE ... RETURNING, atomic, so concurrent workers get disjoint rows. */
export function claimAlertsSql(conditions: readonly string[]): string {
  return `UPDATE lead_alerts SET claim_token = ?, claim_expires_at = ?
    WHERE lead_id IN (SELECT lead_id FROM lead_alerts WHERE ${conditions.join(' AND ')} ORDER BY next_attempt_at LIMIT ?)
    RETURNING lead_id, attempts, sent_to`;
}

export const MARK_ALERT_SENT_SQL = 'DELETE FROM lead_alerts WHERE lead_id = ? AND claim_token = ? RETURNING lead_id';

export const MARK_ALERT_FAILED_SQL = `UPDATE lead_alerts SET attempts = attempts + 1, last_attempt_at = ?, last_error = ?,
    next_attempt_at = ?, sent_to = ?, claim_token = NULL, claim_expires_at = NULL
    WHERE lead_id = ? AND claim_token = ? RETURNING lead_id`;

export function releaseAlertClaimsSql(leadCount: number): string {
  return `UPDATE lead_alerts SET claim_token = NULL, claim_expires_at = NULL
    WHERE claim_token = ? AND lead_id IN (${Array.from({ length: leadCount }, () => '?').join(', ')})`;
}

/**
 * A job done once per key (a scheduled instant's deploy, a morning's digest), in a table of `key`, claim_token, claimed_at,
 * claim_expires_at, `done`, attempts and last_error. The claim: a new row, or a row whose job is not done and whose last
 * claim was released or has expired. One statement, so of two runs racing exactly one gets the row back.
 */
function claimOnceSql(table: string, key: string, done: string): string {
  return `INSERT INTO ${table} (${key}, claim_token, claimed_at, claim_expires_at, attempts)
    VALUES (?, ?, ?, ?, 1)
    ON CONFLICT (${key}) DO UPDATE SET claim_token = excluded.claim_token, claimed_at = excluded.claimed_at,
      claim_expires_at = excluded.claim_expires_at, attempts = attempts + 1
    WHERE ${done} IS NULL AND (claim_token IS NULL OR claim_expires_at <= excluded.claimed_at)
    RETURNING ${key}`;
}

/** The job is done for good under this claim. */
function markDoneOnceSql(table: string, key: string, done: string): string {
  return `UPDATE ${table}
    SET ${done} = ?, claim_token = NULL, claim_expires_at = NULL, last_error = NULL
    WHERE ${key} = ? AND claim_token = ? RETURNING ${key}`;
}

/** The job failed: the claim goes back, so the next run tries again. */
function releaseOnceSql(table: string, key: string): string {
  return `UPDATE ${table}
    SET claim_token = NULL, claim_expires_at = NULL, last_error = ?
    WHERE ${key} = ? AND claim_token = ?`;
}

/** Claims the deploy of one scheduled instant (scheduled-deploy.ts). */
export const CLAIM_SCHEDULED_DEPLOY_SQL = claimOnceSql('scheduled_deploys', 'at', 'started_at');

/** The host took the deploy: the instant is done for good. */
export const MARK_SCHEDULED_DEPLOY_STARTED_SQL = markDoneOnceSql('scheduled_deploys', 'at', 'started_at');

/** The start failed: the claim goes back, so the next run tries again. */
export const RELEASE_SCHEDULED_DEPLOY_SQL = releaseOnceSql('scheduled_deploys', 'at');

/** Claims the morning digest of one Rome day (morning-digest.ts); `sent_at` is set once it went out, or was not needed. */
export const CLAIM_MORNING_DIGEST_SQL = claimOnceSql('morning_digests', 'day', 'sent_at');
export const MARK_MORNING_DIGEST_SENT_SQL = markDoneOnceSql('morning_digests', 'day', 'sent_at');
export const RELEASE_MORNING_DIGEST_SQL = releaseOnceSql('morning_digests', 'day');

export const SCHEMA_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  applied_at TEXT NOT NULL
)`;

export const LEAD_COLUMNS =
  'id, received_at, type, payload, payload_hash, delivery_status, attempts, next_attempt_at, last_attempt_at, last_error, delivered_at, ' +
  'status, spam_reasons, note, updated_at' +
  ', reference, reply_status, reply_attempts, reply_next_attempt_at, reply_last_error, reply_sent_at' +
  ', consent_notice, consent_address, reply_text, confirmed_at, unsubscribed_at';

/**
 * Inserts the rows of `incoming` that have no lead with the same hash inside their duplicate window, and queues in the
 * same statement the visitor's answer of those that ask for one (a year in `reply_year`): each gets the next number of
 * its year, unless an answer went to the same address since the row's `reply_since`, and only the first lead of one
 * address in the batch does. A second UPDATE of the rows just written cost a fifth of the store's inserts a second.
 */
export function insertUnlessDuplicateSql(rowCount: number): string {
  return `WITH incoming (id, received_at, type, payload, payload_hash, delivery_status, status, spam_reasons, email, text_hash,
      search_text, window_start, reply_year, reply_since, consent_notice, consent_address) AS (
      VALUES ${rows(rowCount, INSERT_COLUMN_COUNT)}
    ),
    stored AS (
      SELECT * FROM incoming WHERE NOT EXISTS (
        SELECT 1 FROM leads WHERE leads.payload_hash = incoming.payload_hash AND leads.received_at >= incoming.window_start
      )
    ),
    answerable AS (
      SELECT id, reply_year, received_at,
        ROW_NUMBER() OVER (PARTITION BY email, type = 'Iscrizione Newsletter' ORDER BY received_at, id) AS nth_of_address
      FROM stored
      WHERE reply_year IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM leads AS earlier
        WHERE earlier.email = stored.email AND earlier.reply_status IS NOT NULL AND earlier.received_at >= stored.reply_since
          AND (earlier.type = 'Iscrizione Newsletter') = (stored.type = 'Iscrizione Newsletter')
      )
    ),
    answered AS (
      SELECT id, printf('%d-%04d', reply_year,
        COALESCE((SELECT last_number FROM reference_counters WHERE reference_counters.year = answerable.reply_year), 0)
          + ROW_NUMBER() OVER (PARTITION BY reply_year ORDER BY received_at, id)) AS reference
      FROM answerable WHERE nth_of_address = 1
    )
    INSERT INTO leads (id, received_at, type, payload, payload_hash, delivery_status, attempts, next_attempt_at,
      status, spam_reasons, email, text_hash, search_text, reference, reply_status, reply_next_attempt_at, consent_notice,
      consent_address)
    SELECT stored.id, received_at, type, payload, payload_hash, delivery_status, 0, received_at,
      status, spam_reasons, email, text_hash,
      CASE WHEN answered.id IS NULL THEN search_text ELSE search_text || char(10) || answered.reference END,
      answered.reference,
      CASE WHEN answered.id IS NULL THEN NULL ELSE 'pending' END,
      CASE WHEN answered.id IS NULL THEN NULL ELSE received_at END,
      CASE WHEN answered.id IS NULL THEN NULL ELSE consent_notice END,
      CASE WHEN answered.id IS NULL THEN NULL ELSE consent_address END
    FROM stored LEFT JOIN answered ON answered.id = stored.id
    RETURNING id`;
}

/** The values each row of insertUnlessDuplicateSql binds. */
export const INSERT_COLUMN_COUNT = 16;

/**
 * Adds each client's requests to its window, or starts a new window when the stored one has ended,
 * and returns the counts. One statement, so processes sharing the database count together.
 */
export function countRequestsSql(clientCount: number): string {
  return `INSERT INTO rate_limit_windows (client_key, window_started_at, window_ms, request_count)
    VALUES ${rows(clientCount, 4)}
    ON CONFLICT (client_key) DO UPDATE SET
      request_count = CASE WHEN excluded.window_started_at >= window_started_at + excluded.window_ms
        THEN excluded.request_count ELSE request_count + excluded.request_count END,
      window_started_at = CASE WHEN excluded.window_started_at >= window_started_at + excluded.window_ms
        THEN excluded.window_started_at ELSE window_started_at END,
      window_ms = excluded.window_ms
    RETURNING client_key, window_started_at, request_count`;
}

/** Leads with the same fingerprint, and other addresses with the same message, received since a time (both indexed). */
export const REPEAT_COUNTS_SQL = `SELECT
    (SELECT COUNT(*) FROM leads WHERE payload_hash = ? AND received_at >= ?) AS same_payload,
    (SELECT COUNT(DISTINCT email) FROM leads WHERE text_hash = ? AND received_at >= ? AND email <> ?) AS same_text`;

export const FORGET_ENDED_WINDOWS_SQL = 'DELETE FROM rate_limit_windows WHERE window_started_at + window_ms <= ?';

/** Marks claimed leads delivered, each under its own claim token; returns the ids whose claim still held. */
export function markDeliveredSql(leadCount: number): string {
  return `WITH done (lead_id, token, done_at) AS (VALUES ${rows(leadCount, 3)})
    UPDATE leads SET delivery_status = 'delivered', delivered_at = done.done_at, last_attempt_at = done.done_at,
      attempts = attempts + 1, last_error = NULL, next_attempt_at = NULL, claim_token = NULL, claim_expires_at = NULL
    FROM done WHERE leads.id = done.lead_id AND leads.claim_token = done.token
    RETURNING id`;
}

/** Keeps claimed leads pending with one more attempt and their next retry time; returns the ids whose claim still held. */
export function markFailedSql(leadCount: number): string {
  return `WITH failed (lead_id, token, failed_at, error, retry_at) AS (VALUES ${rows(leadCount, 5)})
    UPDATE leads SET delivery_status = 'pending', attempts = attempts + 1, last_attempt_at = failed.failed_at,
      last_error = failed.error, next_attempt_at = failed.retry_at, claim_token = NULL, claim_expires_at = NULL
    FROM failed WHERE leads.id = failed.lead_id AND leads.claim_token = failed.token
    RETURNING id`;
}

/** Gives claimed leads back untouched (not attempted), so any worker may take them at once. */
export function releaseClaimsSql(leadCount: number): string {
  return `UPDATE leads SET claim_token = NULL, claim_expires_at = NULL
    WHERE claim_token = ? AND id IN (${Array.from({ length: leadCount }, () => '?').join(', ')})`;
}

function rows(rowCount: number, columnCount: number): string {
  const row = `(${Array.from({ length: columnCount }, () => '?').join(', ')})`;
  return Array.from({ length: rowCount }, () => row).join(', ');
}

/** Moves each year's counter to the highest number the leads `ids` were given (after insertUnlessDuplicateSql). */
export function countReferencesSql(idCount: number): string {
  return `INSERT INTO reference_counters (year, last_number)
    SELECT CAST(substr(reference, 1, 4) AS INTEGER), MAX(CAST(substr(reference, 6) AS INTEGER)) FROM leads
    WHERE id IN (${Array.from({ length: idCount }, () => '?').join(', ')}) AND reference IS NOT NULL
    GROUP BY 1
    ON CONFLICT (year) DO UPDATE SET last_number = MAX(last_number, excluded.last_number)`;
}

/** The claim's conditions are added by the store, as for the owner's mail. */
export const VISITOR_REPLY_CLAIM_COLUMNS = "id, type, json_extract(payload, '$.email') AS address, reference, reply_attempts";

export const MARK_VISITOR_REPLY_SENT_SQL = `UPDATE leads SET reply_status = 'sent', reply_sent_at = ?1, reply_last_attempt_at = ?1, reply_text = ?4,
    reply_attempts = reply_attempts + 1, reply_last_error = NULL, reply_next_attempt_at = NULL,
    reply_claim_token = NULL, reply_claim_expires_at = NULL
  WHERE id = ?2 AND reply_claim_token = ?3 RETURNING id`;

/** Pending with its next retry, or 'failed' for good when the server refused it permanently. */
export const MARK_VISITOR_REPLY_FAILED_SQL = `UPDATE leads SET reply_status = CASE WHEN ?1 THEN 'failed' ELSE 'pending' END,
    reply_attempts = reply_attempts + 1, reply_last_attempt_at = ?2, reply_last_error = ?3,
    reply_next_attempt_at = CASE WHEN ?1 THEN NULL ELSE ?4 END, reply_claim_token = NULL, reply_claim_expires_at = NULL
  WHERE id = ?5 AND reply_claim_token = ?6 RETURNING id`;

export function releaseVisitorReplyClaimsSql(leadCount: number): string {
  return `UPDATE leads SET reply_claim_token = NULL, reply_claim_expires_at = NULL
    WHERE reply_claim_token = ? AND id IN (${Array.from({ length: leadCount }, () => '?').join(', ')})`;
}

export const LINK_SECRET_SQL = {
  create: 'INSERT INTO link_secrets (name, secret, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING',
  read: 'SELECT secret FROM link_secrets WHERE name = ?',
};

/** Once: a confirmed subscription stays as it was confirmed. */
export const CONFIRM_NEWSLETTER_SQL = `UPDATE leads SET confirmed_at = ?
  WHERE id = ? AND type = 'Iscrizione Newsletter' AND confirmed_at IS NULL RETURNING id`;

/** Every subscription of the address leaves the list; the first time it left is kept. */
export const UNSUBSCRIBE_NEWSLETTER_SQL = `UPDATE leads SET unsubscribed_at = COALESCE(unsubscribed_at, ?)
  WHERE type = 'Iscrizione Newsletter' AND email = (SELECT email FROM leads WHERE id = ?)`;

/**
 * Subscriptions never confirmed, asked before a time: no consent, so not kept. Only those that were asked to confirm
 * (their notice is recorded): one stored before the newsletter asked twice had no confirmation to wait for.
 */
export const PURGE_UNCONFIRMED_SUBSCRIPTIONS_SQL = `DELETE FROM leads
  WHERE type = 'Iscrizione Newsletter' AND confirmed_at IS NULL AND consent_notice IS NOT NULL AND received_at < ?`;
