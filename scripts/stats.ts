/**
 * The measurement's figures from a terminal: per page, per source (referrer host, UTM) and the funnel
 * view → opened → started → sent, and the p75 Web Vitals per page and device class (functions/send-contact-email/analytics-report.ts).
 *
 *   npm run stats -- [--since 2026-11-01] [--until 2026-11-30] [--format json|csv] [--db file:data/leads.db]
 *
 * Days are UTC; --since is inclusive (30 days ago by default), --until includes that whole day (today by default).
 * --db defaults to LEADS_DB_URL (LEADS_DB_AUTH_TOKEN for hosted databases), then to file:data/leads.db.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient } from '@libsql/client';
import { analyticsReport, analyticsReportCsv } from '../functions/send-contact-email/analytics-report.ts';
import type { AnalyticsReport } from '../functions/send-contact-email/analytics-report.ts';
import { sqlAnalyticsStore, utcDay } from '../functions/send-contact-email/analytics-store.ts';
import { DEFAULT_DATABASE_URL } from '../functions/send-contact-email/config.ts';
import { localDatabasePath } from '../functions/send-contact-email/node.ts';
import { UsageError } from './leads.ts';

const USAGE = 'Usage: npm run stats -- [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--format json|csv] [--db URL]';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface StatsCommand {
  since: string;
  /** Exclusive. */
  until: string;
  format: 'json' | 'csv';
  databaseUrl: string;
}

export function parseStatsCommand(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, now: Date): StatsCommand {
  let values: { since?: string | undefined; until?: string | undefined; format?: string | undefined; db?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        since: { type: 'string' },
        until: { type: 'string' },
        format: { type: 'string', default: 'json' },
        db: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const day = (option: string, value: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()))
      throw new UsageError(`${option} must be a day like 2026-11-01, not "${value}".\n${USAGE}`);
    return value;
  };
  const format = values.format;
  if (format !== 'json' && format !== 'csv') throw new UsageError(`--format must be json or csv, not "${format}".\n${USAGE}`);
  const lastDay = values.until === undefined ? utcDay(now) : day('--until', values.until);
  return {
    since: values.since === undefined ? utcDay(new Date(now.getTime() - 30 * DAY_MS)) : day('--since', values.since),
    until: utcDay(new Date(new Date(`${lastDay}T00:00:00Z`).getTime() + DAY_MS)),
    format,
    databaseUrl: values.db ?? (env.LEADS_DB_URL || DEFAULT_DATABASE_URL),
  };
}

export async function readStats(command: StatsCommand): Promise<AnalyticsReport> {
  const path = localDatabasePath(command.databaseUrl);
  if (path !== undefined && !existsSync(path)) throw new UsageError(`There is no database at ${path}; pass --db or set LEADS_DB_URL.`);
  // Read as it is, never migrated nor switched to WAL: it may be a runtime's live database (a local D1 file, a hosted one).
  const store = sqlAnalyticsStore(createClient({ url: command.databaseUrl, authToken: process.env.LEADS_DB_AUTH_TOKEN }));
  try {
    const range = { since: command.since, until: command.until };
    return analyticsReport(await store.readPeriod(range.since, range.until), range, await store.readVitals(range.since, range.until));
  } catch (error) {
    if (/no such table/i.test(error instanceof Error ? error.message : String(error)))
      throw new UsageError('This database holds no measurement yet: start the site on it once (npm start), then try again.');
    throw error;
  } finally {
    await store.close();
  }
}

const startedFromCommandLine = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (startedFromCommandLine) {
  try {
    const command = parseStatsCommand(process.argv.slice(2), process.env, new Date());
    const report = await readStats(command);
    process.stdout.write(command.format === 'csv' ? analyticsReportCsv(report) : `${JSON.stringify(report, null, 2)}\n`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
}
