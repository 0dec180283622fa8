/**
 * Where the first-party measurement lives: its own tables (libsql-schema.ts, step 4) in the lead database, over the
 * same SqlClient as the leads (a SQLite file, libsql, D1). No query here reads a lead, and no lead query reads these:
 * the two are never joined. Nothing stored names a person: no address, no user agent, only a visitor key that a salt
 * of the day makes unlinkable to the day before once that salt is deleted.
 */
import { openOnFirstUse } from './open-on-first-use.ts';
import { createGroupCommitQueue } from './group-commit.ts';
import { readInteger, readText } from './lead-rows.ts';
import type { SqlRow } from './lead-rows.ts';
import type { SqlClient } from './libsql-store.ts';
import { DEVICE_CLASSES, VITALS_METRICS } from './analytics-vitals.ts';
import type { VitalsGroup, VitalsRecord } from './analytics-vitals.ts';
import { errorCode } from './log.ts';
import type { Logger } from './log.ts';

export const ANALYTICS_KINDS = ['view', 'dialog', 'start', 'send', 'tel', 'whatsapp', 'mailto', 'map'] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

/** Raw events are deleted after this many days; the daily aggregates after 25 months. */
export const RAW_EVENT_RETENTION_DAYS = 30;
export const AGGREGATE_RETENTION_MONTHS = 25;

export interface AnalyticsEvent {
  at: Date;
  /** The day's visitor key (analytics.ts): a hash, never an address or a user agent. */
  visitor: string;
  kind: AnalyticsKind;
  path: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  /** Which dialog or form, for the goals that have one; empty otherwise. */
  target: string;
}

/** One group of a period's events: how many, and how many visitor keys (visitor-days: a key lives one day). */
export interface AnalyticsPeriodGroup extends Omit<AnalyticsEvent, 'at' | 'visitor'> {
  events: number;
  visitors: number;
}

/** One group of a day's events. */
export interface AnalyticsGroup extends AnalyticsPeriodGroup {
  day: string;
}

export interface AnalyticsMaintenance {
  daysRolledUp: number;
  rawEventsDeleted: number;
  aggregatesDeleted: number;
  saltsDeleted: number;
  /** Spans of days summed again (SPAN_DAYS) this run. */
  spansBuilt: number;
}

export interface AnalyticsStore {
  /** Today's salt (UTC day `day`), created on the day's first event; every other day's salt is deleted then. */
  saltOfDay(day: string): Promise<string>;
  recordEvent(event: AnalyticsEvent): Promise<void>;
  recordVitals(record: VitalsRecord): Promise<void>;
  /**
   * The daily job: rolls the finished days up into aggregates, deletes raw events past 30 days, aggregates past
   * 25 months, and every salt but today's.
   */
  maintain(now: Date): Promise<AnalyticsMaintenance>;
  /** The groups of the days from `since` (inclusive) to `until` (exclusive), UTC days as YYYY-MM-DD. */
  readGroups(since: string, until: string): Promise<AnalyticsGroup[]>;
  /** The same days' groups summed over the period: what the figures of a period read. */
  readPeriod(since: string, until: string): Promise<AnalyticsPeriodGroup[]>;
  /** The period's Web Vitals as counts per value, ordered by page, device, metric and value: what a p75 reads. */
  readVitals(since: string, until: string): Promise<VitalsGroup[]>;
  /** Page views and visitors (each group's, summed as the period's figures sum them) per day that has any, by day. */
  readDailyViews(since: string, until: string): Promise<DailyViews[]>;
  close(): Promise<void>;
}

export interface DailyViews {
  day: string;
  views: number;
  visitors: number;
}

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

/**
 * The lengths, in days, of the spans the daily groups are summed over again (schema step 7), largest first. A span starts
 * on a multiple of its length counted from 1970-01-01, so any period is a few spans and at most a few odd days at each end:
 * 90 days are at most 19 reads of about a day's groups each, rather than 90.
 */
export const SPAN_DAYS = [256, 64, 16, 4] as const;

/** The daily job builds at most this many spans a run (two statements each): a database from before step 7 catches up over a few runs. */
const MAX_SPANS_PER_RUN = 40;

function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

function dayOfNumber(number: number): string {
  return utcDay(new Date(number * DAY_MS));
}

/** How a period's rolled-up days are read: whole spans where one is built, the odd days in ranges of the daily groups. */
export function periodParts(
  since: string,
  rolledUntil: string,
  built: ReadonlySet<string>,
): { spans: Array<{ span: number; start: string }>; dayRanges: Array<[string, string]> } {
  const spans: Array<{ span: number; start: string }> = [];
  const dayRanges: Array<[string, string]> = [];
  const end = dayNumber(rolledUntil);
  let day = dayNumber(since);
  while (day < end) {
    const at = day;
    const span = SPAN_DAYS.find((length) => at % length === 0 && at + length <= end && built.has(`${length}:${dayOfNumber(at)}`));
    if (span !== undefined) {
      spans.push({ span, start: dayOfNumber(day) });
      day += span;
      continue;
    }
    const last = dayRanges.at(-1);
    if (last !== undefined && last[1] === dayOfNumber(day)) last[1] = dayOfNumber(day + 1);
    else dayRanges.push([dayOfNumber(day), dayOfNumber(day + 1)]);
    day += 1;
  }
  return { spans, dayRanges };
}

const PERIOD_COLUMNS = 'kind, path, referrer_host, utm_source, utm_medium, utm_campaign, target';
const GROUP_COLUMNS = `day, ${PERIOD_COLUMNS}`;

/**
 * The groups of each day from `since` to `until` (four arguments: since, until, since, until). A rolled-up day is read
 * from its aggregates (its raw events may be gone); a day not rolled up yet, from its events. Events are stamped with the
 * day they arrive and the daily job rolls every day before its own, so the days not rolled up are those after the last
 * one rolled; `+day` keeps SQLite from bounding the index by `since` instead, so it reads only those (today's) raw events,
 * not the 30 days kept.
 */
const DAY_GROUPS = `SELECT ${GROUP_COLUMNS}, events, visitors FROM analytics_daily WHERE day >= ? AND day < ?
  UNION ALL
  SELECT ${GROUP_COLUMNS}, COUNT(*) AS events, COUNT(DISTINCT visitor) AS visitors FROM analytics_events
  WHERE +day >= ? AND day < ? AND day > (SELECT COALESCE(MAX(day), '') FROM analytics_rolled_days)
  GROUP BY ${GROUP_COLUMNS}`;

/** DAY_GROUPS' page views summed per day in SQL: read group by group, 90 busy days took 5.7 s (inbox/stats.ts). */
const DAILY_VIEWS = `SELECT day, SUM(events) AS views, SUM(visitors) AS visitors FROM (
    SELECT day, events, visitors FROM analytics_daily WHERE kind = 'view' AND day >= ? AND day < ?
    UNION ALL
    SELECT day, COUNT(*) AS events, COUNT(DISTINCT visitor) AS visitors FROM analytics_events
    WHERE kind = 'view' AND +day >= ? AND day < ? AND day > (SELECT COALESCE(MAX(day), '') FROM analytics_rolled_days)
    GROUP BY ${GROUP_COLUMNS}
  ) GROUP BY day ORDER BY day`;

/** The Web Vitals of the days from `since` to `until`, rolled-up days from their counts, the others raw (as DAY_GROUPS). */
const VITALS_VALUES = `SELECT path, device, metric, value, SUM(samples) AS samples FROM (
    SELECT path, device, metric, value, samples FROM analytics_vitals_daily WHERE day >= ? AND day < ?
    UNION ALL
    SELECT path, device, metric, value, 1 AS samples FROM analytics_vitals
    WHERE +day >= ? AND day < ? AND day > (SELECT COALESCE(MAX(day), '') FROM analytics_rolled_days)
  ) GROUP BY path, device, metric, value ORDER BY path, device, metric, value`;

const INSERT_EVENT = `INSERT INTO analytics_events (day, visitor, kind, path, referrer_host, utm_source, utm_medium, utm_campaign, target)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** A store over a database that `prepareLeadDatabase` has brought to the current schema. */
export function sqlAnalyticsStore(client: SqlClient, options: { closeClient?: boolean } = {}): AnalyticsStore {
  // Events arriving together are written in one transaction, so one disk sync covers them all: one commit per event held
  // the Node intake at 174 events/s with a p99 of 7.5 s at 1,000/s (npm run bench:stats). Each answer still waits for its
  // own event's commit. One row per statement: D1 binds at most 100 parameters in one.
  const inserts = createGroupCommitQueue<AnalyticsEvent, true>({
    maxItemsPerCommit: 256,
    maxCommitsInFlight: 2,
    async commit(events) {
      await client.batch(
        events.map((event) => ({
          sql: INSERT_EVENT,
          args: [
            utcDay(event.at),
            event.visitor,
            event.kind,
            event.path,
            event.referrerHost,
            event.utmSource,
            event.utmMedium,
            event.utmCampaign,
            event.target,
          ],
        })),
        'write',
      );
      return events.map(() => true);
    },
  });
  // A view's metrics go in one transaction of their own: a sampled view is one in five, far fewer than the events.
  const insertVitals = async (record: VitalsRecord) => {
    const day = utcDay(record.at);
    const rows = VITALS_METRICS.flatMap((metric) => {
      const value = record.values[metric];
      return value === undefined ? [] : [{ metric, value }];
    });
    if (rows.length === 0) return;
    await client.batch(
      rows.map(({ metric, value }) => ({
        sql: 'INSERT INTO analytics_vitals (day, path, device, metric, value) VALUES (?, ?, ?, ?, ?)',
        args: [day, record.path, record.device, metric, value],
      })),
      'write',
    );
  };
  // Today's salt, once read: every event needs it, and it only changes with the day.
  let saltOfToday: { day: string; salt: string } | undefined;
  return {
    async saltOfDay(day) {
      if (saltOfToday?.day === day) return saltOfToday.salt;
      const found = await client.execute({ sql: 'SELECT salt FROM analytics_salts WHERE day = ?', args: [day] });
      const row = found.rows[0];
      if (row !== undefined) {
        saltOfToday = { day, salt: readText(row, 'salt') };
        return saltOfToday.salt;
      }
      const fresh = randomHex(32);
      // Two requests racing for the day's first salt agree on one: the first insert wins, both read it back.
      const [, , chosen] = await client.batch(
        [
          { sql: 'DELETE FROM analytics_salts WHERE day <> ?', args: [day] },
          { sql: 'INSERT INTO analytics_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING', args: [day, fresh] },
          { sql: 'SELECT salt FROM analytics_salts WHERE day = ?', args: [day] },
        ],
        'write',
      );
      const chosenRow = chosen?.rows[0];
      saltOfToday = { day, salt: chosenRow === undefined ? fresh : readText(chosenRow, 'salt') };
      return saltOfToday.salt;
    },

    async recordEvent(event) {
      await inserts.enqueue(event);
    },

    recordVitals: insertVitals,

    async maintain(now) {
      const today = utcDay(now);
      const rawCutoff = utcDay(new Date(now.getTime() - RAW_EVENT_RETENTION_DAYS * 86_400_000));
      const aggregateCutoffDate = new Date(now);
      aggregateCutoffDate.setUTCMonth(aggregateCutoffDate.getUTCMonth() - AGGREGATE_RETENTION_MONTHS);
      const aggregateCutoff = utcDay(aggregateCutoffDate);
      const [rolled, rolledVitals, , rawDeleted, rawVitalsDeleted, aggregatesDeleted, vitalsAggregatesDeleted, saltsDeleted] =
        await client.batch(
          [
            {
              sql: `INSERT INTO analytics_daily (${GROUP_COLUMNS}, events, visitors)
              SELECT ${GROUP_COLUMNS}, COUNT(*), COUNT(DISTINCT visitor) FROM analytics_events
              WHERE day < ? AND day NOT IN (SELECT day FROM analytics_rolled_days)
              GROUP BY ${GROUP_COLUMNS}
              RETURNING day`,
              args: [today],
            },
            {
              sql: `INSERT INTO analytics_vitals_daily (day, path, device, metric, value, samples)
              SELECT day, path, device, metric, value, COUNT(*) FROM analytics_vitals
              WHERE day < ? AND day NOT IN (SELECT day FROM analytics_rolled_days)
              GROUP BY day, path, device, metric, value
              RETURNING day`,
              args: [today],
            },
            {
              sql: `INSERT INTO analytics_rolled_days (day)
              SELECT DISTINCT day FROM analytics_events WHERE day < ?
              UNION SELECT DISTINCT day FROM analytics_vitals WHERE day < ?
              ON CONFLICT (day) DO NOTHING`,
              args: [today, today],
            },
            { sql: 'DELETE FROM analytics_events WHERE day < ?', args: [rawCutoff] },
            { sql: 'DELETE FROM analytics_vitals WHERE day < ?', args: [rawCutoff] },
            { sql: 'DELETE FROM analytics_daily WHERE day < ?', args: [aggregateCutoff] },
            { sql: 'DELETE FROM analytics_vitals_daily WHERE day < ?', args: [aggregateCutoff] },
            { sql: 'DELETE FROM analytics_salts WHERE day <> ?', args: [today] },
            { sql: 'DELETE FROM analytics_rolled_days WHERE day < ?', args: [aggregateCutoff] },
            { sql: 'DELETE FROM analytics_spans WHERE start < ?', args: [aggregateCutoff] },
            { sql: 'DELETE FROM analytics_spans_built WHERE start < ?', args: [aggregateCutoff] },
          ],
          'write',
        );
      const spansBuilt = await buildSpans(client, today, aggregateCutoff);
      const rolledDays = [...(rolled?.rows ?? []), ...(rolledVitals?.rows ?? [])].map((row) => readText(row, 'day'));
      return {
        daysRolledUp: new Set(rolledDays).size,
        rawEventsDeleted: (rawDeleted?.rowsAffected ?? 0) + (rawVitalsDeleted?.rowsAffected ?? 0),
        aggregatesDeleted: (aggregatesDeleted?.rowsAffected ?? 0) + (vitalsAggregatesDeleted?.rowsAffected ?? 0),
        saltsDeleted: saltsDeleted?.rowsAffected ?? 0,
        spansBuilt,
      };
    },

    async readGroups(since, until) {
      const result = await client.execute({ sql: `${DAY_GROUPS} ORDER BY day`, args: [since, until, since, until] });
      return result.rows.flatMap((row) => {
        const group = readPeriodGroup(row);
        return group === undefined ? [] : [{ day: readText(row, 'day'), ...group }];
      });
    },

    async readPeriod(since, until) {
      // Summed here rather than in the report: 30 days of a busy site are ~40,000 day groups, and reading each row out of
      // the driver cost 0.6 s of the 1.2 s the figures took over 1,000,000 events (npm run bench:stats). The rolled-up days
      // are read from the built spans where they fit (SPAN_DAYS): 90 days of daily groups alone took a p95 of 365 ms.
      const [rolled, built] = await client.batch(
        [
          "SELECT COALESCE(MAX(day), '') AS day FROM analytics_rolled_days",
          { sql: 'SELECT span, start FROM analytics_spans_built WHERE start >= ? AND start < ?', args: [since, until] },
        ],
        'read',
      );
      const lastRolled = rolled?.rows[0] === undefined ? '' : readText(rolled.rows[0], 'day');
      const rolledUntil =
        lastRolled === '' || lastRolled < since ? since : lastRolled >= until ? until : dayOfNumber(dayNumber(lastRolled) + 1);
      const builtSpans = new Set(built?.rows.map((row) => `${readInteger(row, 'span')}:${readText(row, 'start')}`));
      const { spans, dayRanges } = periodParts(since, rolledUntil, builtSpans);
      const parts = [
        ...spans.map(({ span }) => ({
          sql: `SELECT ${PERIOD_COLUMNS}, events, visitors FROM analytics_spans WHERE span = ${span} AND start = ?`,
        })),
        ...dayRanges.map(() => ({ sql: `SELECT ${PERIOD_COLUMNS}, events, visitors FROM analytics_daily WHERE day >= ? AND day < ?` })),
        {
          // Not rolled up yet (today's, as a rule): `+day` keeps SQLite bounding the index by the last rolled day.
          // Grouped by day too, in the order of analytics_events_by_group: a visitor key lives one day, so the sum is the same.
          sql: `SELECT ${PERIOD_COLUMNS}, COUNT(*) AS events, COUNT(DISTINCT visitor) AS visitors FROM analytics_events
            WHERE +day >= ? AND day < ? AND day > ? GROUP BY ${GROUP_COLUMNS}`,
        },
      ];
      const result = await client.execute({
        sql: `SELECT ${PERIOD_COLUMNS}, SUM(events) AS events, SUM(visitors) AS visitors FROM (
          ${parts.map((part) => part.sql).join('\n          UNION ALL ')}
        ) GROUP BY ${PERIOD_COLUMNS}`,
        args: [...spans.map(({ start }) => start), ...dayRanges.flat(), since, until, lastRolled],
      });
      return result.rows.flatMap((row) => readPeriodGroup(row) ?? []);
    },

    async readDailyViews(since, until) {
      const result = await client.execute({ sql: DAILY_VIEWS, args: [since, until, since, until] });
      return result.rows.map((row) => ({
        day: readText(row, 'day'),
        views: readInteger(row, 'views'),
        visitors: readInteger(row, 'visitors'),
      }));
    },

    async readVitals(since, until) {
      const result = await client.execute({ sql: VITALS_VALUES, args: [since, until, since, until] });
      return result.rows.flatMap((row) => {
        const device = DEVICE_CLASSES.find((known) => known === readText(row, 'device'));
        const metric = VITALS_METRICS.find((known) => known === readText(row, 'metric'));
        if (device === undefined || metric === undefined) return [];
        return [{ path: readText(row, 'path'), device, metric, value: readNumber(row, 'value'), samples: readInteger(row, 'samples') }];
      });
    },

    async close() {
      await inserts.drain();
      if (options.closeClient ?? true) await client.close();
    },
  };
}

/**
 * Sums the daily groups again over each span (SPAN_DAYS) that has ended by `today` and is not built yet, oldest first,
 * from the first rolled-up day or the span after the last one built. Run once the finished days are rolled up, so a built
 * span holds every day it covers; a span starting before the aggregates' cutoff is not built (it would be deleted).
 */
async function buildSpans(client: SqlClient, today: string, aggregateCutoff: string): Promise<number> {
  const [first, lastBuilt] = await client.batch(
    ['SELECT MIN(day) AS day FROM analytics_daily', 'SELECT span, MAX(start) AS start FROM analytics_spans_built GROUP BY span'],
    'read',
  );
  const firstRow = first?.rows[0];
  const firstDay = firstRow === undefined || firstRow.day === null ? undefined : readText(firstRow, 'day');
  if (firstDay === undefined) return 0;
  const lastStart = new Map(lastBuilt?.rows.map((row) => [readInteger(row, 'span'), readText(row, 'start')]));
  const end = dayNumber(today);
  const cutoff = dayNumber(aggregateCutoff);
  const toBuild: Array<{ span: number; start: number }> = [];
  for (const span of SPAN_DAYS) {
    const last = lastStart.get(span);
    let start = last === undefined ? Math.floor(dayNumber(firstDay) / span) * span : dayNumber(last) + span;
    while (start < cutoff) start += span;
    for (; start + span <= end; start += span) toBuild.push({ span, start });
  }
  const chosen = toBuild.sort((a, b) => a.start - b.start || b.span - a.span).slice(0, MAX_SPANS_PER_RUN);
  if (chosen.length === 0) return 0;
  await client.batch(
    chosen.flatMap(({ span, start }) => [
      {
        sql: `INSERT INTO analytics_spans (span, start, ${PERIOD_COLUMNS}, events, visitors)
          SELECT ${span}, ?, ${PERIOD_COLUMNS}, SUM(events), SUM(visitors) FROM analytics_daily
          WHERE day >= ? AND day < ? GROUP BY ${PERIOD_COLUMNS}`,
        args: [dayOfNumber(start), dayOfNumber(start), dayOfNumber(start + span)],
      },
      { sql: 'INSERT INTO analytics_spans_built (span, start) VALUES (?, ?)', args: [span, dayOfNumber(start)] },
    ]),
    'write',
  );
  return chosen.length;
}

function readPeriodGroup(row: SqlRow): AnalyticsPeriodGroup | undefined {
  const kind = ANALYTICS_KINDS.find((known) => known === readText(row, 'kind'));
  if (kind === undefined) return undefined;
  return {
    kind,
    path: readText(row, 'path'),
    referrerHost: readText(row, 'referrer_host'),
    utmSource: readText(row, 'utm_source'),
    utmMedium: readText(row, 'utm_medium'),
    utmCampaign: readText(row, 'utm_campaign'),
    target: readText(row, 'target'),
    events: readInteger(row, 'events'),
    visitors: readInteger(row, 'visitors'),
  };
}

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A store opened on first use, and opened again after a failure: the function starts, and answers its forms, while the
 * database is away; the events meanwhile are answered 503.
 */
export function lazyAnalyticsStore(open: () => Promise<AnalyticsStore>): AnalyticsStore {
  const { store, close } = openOnFirstUse(open);
  return {
    saltOfDay: async (day) => (await store()).saltOfDay(day),
    recordEvent: async (event) => (await store()).recordEvent(event),
    recordVitals: async (record) => (await store()).recordVitals(record),
    maintain: async (now) => (await store()).maintain(now),
    readGroups: async (since, until) => (await store()).readGroups(since, until),
    readPeriod: async (since, until) => (await store()).readPeriod(since, until),
    readVitals: async (since, until) => (await store()).readVitals(since, until),
    readDailyViews: async (since, until) => (await store()).readDailyViews(since, until),
    close,
  };
}

/** The daily job, on the runtimes' existing timers and cron: a failure is logged and waits for the next run. */
export async function maintainAnalyticsInBackground(store: AnalyticsStore, now: Date, logger: Logger): Promise<void> {
  try {
    logger.info('analytics_maintenance', { ...(await store.maintain(now)) });
  } catch (error) {
    logger.error('analytics_maintenance_failed', { errorCode: errorCode(error) });
  }
}

/** A REAL column (a metric's value): the driver gives a number, or a bigint for a whole value. */
function readNumber(row: SqlRow, column: string): number {
  const value = row[column];
  if (typeof value === 'number' || typeof value === 'bigint') return Number(value);
  throw new Error(`Column ${column} should hold a number.`);
}
