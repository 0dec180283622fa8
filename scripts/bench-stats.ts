/**
 * How fast the first-party measurement takes events in and answers the owner's figures: `npm run bench:stats`.
 *
 * 1. Intake: the function's standalone Node server on 127.0.0.1 with a fresh SQLite file, as `npm start` runs it; a child
 *    process posts tracker events (views and goals over 40 pages, from 6 sources) to /functions/v1/events over keep-alive
 *    connections: warm-up, saturation, then a fixed rate (scripts/bench-support/http-load.ts). Prints events/s and latency.
 * 2. Queries: a second fresh file seeded with `--events` events (1,000,000 by default) over the last 90 days, then the figures of the last 7, 30 and 90 days (the store's groups and the report `npm run stats`
 *    prints and Statistiche reads) over the Node store's own connection, `--runs` times each, once the daily job has rolled
 *    the finished days up, as the store stays (the job runs at the start and then hourly on Node, daily on Workers and Deno):
 *    the finished days read from their aggregates, in spans of 4 to 256 days where they fit (raw events past 30 days
 *    deleted), today's ~11,000 events raw.
 *
 * Exits 1 when the 2xx answers and the stored events differ or a request failed. Timings never fail the run; the budget
 * (intake >= 1,000 events/s with p99 <= 50 ms; queries p95 <= 200 ms) is printed as met or not.
 *
 *   npm run bench:stats -- [--events 1000000] [--runs 20] [--concurrency 32] [--requests 20000] [--seconds 10]
 *                           [--rate 1000] [--rate-seconds 10]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient } from '@libsql/client';
import { ANALYTICS_MOUNT_PATH } from '../functions/send-contact-email/analytics.ts';
import { analyticsReport } from '../functions/send-contact-email/analytics-report.ts';
import type { AnalyticsKind, AnalyticsStore } from '../functions/send-contact-email/analytics-store.ts';
import { utcDay } from '../functions/send-contact-email/analytics-store.ts';
import { openNodeAnalyticsStore } from '../functions/send-contact-email/node.ts';
import { startStandaloneServer } from '../functions/send-contact-email/serve.ts';
import {
  describePhase,
  generateLoad,
  loadOptions,
  percentile,
  positiveInteger,
  readLoadSettings,
  runLoadGeneratorProcess,
} from './bench-support/http-load.ts';

const BUDGET = { eventsPerSecond: 1000, intakeP99Ms: 50, queryP95Ms: 200 };
const DAY_MS = 86_400_000;
const PERIODS = [7, 30, 90] as const;

const { values: options } = parseArgs({
  options: {
    ...loadOptions(BUDGET.eventsPerSecond),
    events: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '20' },
  },
  strict: true,
});
const settings = readLoadSettings(options);
const seededEvents = positiveInteger('--events', options.events);
const queryRuns = positiveInteger('--runs', options.runs);

const PAGES = Array.from({ length: 40 }, (_, index) => (index === 0 ? '/' : `/pagina-${index}`));
const SOURCES = [
  { referrer: '', utmSource: '', utmMedium: '', utmCampaign: '' },
  { referrer: 'www.google.com', utmSource: '', utmMedium: '', utmCampaign: '' },
  { referrer: 'www.facebook.com', utmSource: '', utmMedium: '', utmCampaign: '' },
  { referrer: 'l.instagram.com', utmSource: 'instagram', utmMedium: 'social', utmCampaign: 'autunno' },
  { referrer: '', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'novembre' },
  { referrer: 'www.bing.com', utmSource: '', utmMedium: '', utmCampaign: '' },
];
/** Of 20 events: 14 views, then the goals a visit may reach. */
const KIND_CYCLE: readonly AnalyticsKind[] = [
  ...Array<AnalyticsKind>(14).fill('view'),
  'dialog',
  'dialog',
  'start',
  'send',
  'tel',
  'whatsapp',
];

/** The tracker's event number `index`: a page, a source and a kind in turn; a visitor (user agent) per 10 events. */
function benchEvent(index: number) {
  const kind = KIND_CYCLE[index % KIND_CYCLE.length] ?? 'view';
  return {
    body: JSON.stringify({
      kind,
      path: PAGES[index % PAGES.length],
      ...SOURCES[index % SOURCES.length],
      target: kind === 'dialog' || kind === 'start' || kind === 'send' ? 'consultation' : '',
    }),
    headers: { 'User-Agent': `Mozilla/5.0 (Linux; Android 14) bench-visitor-${Math.floor(index / 10)}` },
  };
}

async function benchIntake(directory: string): Promise<string[]> {
  const standalone = await startStandaloneServer({
    HOST: '127.0.0.1',
    PORT: '0',
    LEADS_DB_URL: `file:${join(directory, 'intake.db')}`,
    LOG_LEVEL: 'silent',
  });
  try {
    const url = `http://127.0.0.1:${standalone.port}${ANALYTICS_MOUNT_PATH}`;
    console.log(`Intake: ${url} (SQLite file), ${settings.concurrency} concurrent clients, ${settings.warmup} warm-up events`);
    const cpuBefore = process.cpuUsage();
    const report = await runLoadGeneratorProcess(fileURLToPath(import.meta.url), url, settings);
    const cpu = process.cpuUsage(cpuBefore);
    const today = utcDay(new Date());
    const groups = await standalone.service.analytics.readGroups(today, utcDay(new Date(Date.now() + DAY_MS)));
    const stored = groups.reduce((sum, group) => sum + group.events, 0);
    const phases = [report.warmup, report.saturation, report.fixedRate];
    const answered = phases.reduce((sum, phase) => sum + phase.successes, 0);
    const requests = phases.reduce((sum, phase) => sum + phase.requests, 0);
    const networkErrors = phases.reduce((sum, phase) => sum + phase.networkErrors, 0);
    const saturationRate = report.saturation.successes / (report.saturation.elapsedMs / 1000);
    const { p99 } = report.fixedRate.latencyMs;
    const lines = [
      ...describePhase(`  saturation: ${settings.concurrency} clients back to back`, report.saturation, 'events/s'),
      ...describePhase(`  fixed rate: ${settings.rate} events/s for ${settings.rateSeconds} s`, report.fixedRate, 'events/s'),
      `  server CPU / event     : ${((cpu.user + cpu.system) / Math.max(1, answered)).toFixed(0)} µs (all threads of the server process; the load generator runs in its own)`,
      `  events stored          : ${stored} of ${answered} answered 2xx (${requests} requests, ${networkErrors} network errors)`,
      `  budget (>= ${BUDGET.eventsPerSecond}/s, p99 <= ${BUDGET.intakeP99Ms} ms): throughput ${saturationRate >= BUDGET.eventsPerSecond ? 'met' : 'NOT met'}; ` +
        `p99 at ${settings.rate}/s ${p99 <= BUDGET.intakeP99Ms ? 'met' : 'NOT met'} (${p99} ms)`,
    ];
    if (stored !== answered || answered !== requests || networkErrors > 0) {
      process.exitCode = 1;
      lines.push('  FAILED: the events answered 2xx and those stored differ, or some requests failed.');
    }
    return lines;
  } finally {
    await standalone.close();
  }
}

/**
 * `count` events over the 90 days up to `now` (the longest period the figures show), in one statement: pages, sources and
 * kinds as the intake sends them, the kind and page drawn at random and the source in turn, so that a day holds nearly
 * every combination (about 1,400 groups a day), as a busy month would.
 */
async function seed(databaseUrl: string, count: number, now: Date): Promise<void> {
  const client = createClient({ url: databaseUrl });
  const pick = (values: readonly string[], column: string) =>
    `CASE ${column} ${values.map((value, index) => `WHEN ${index} THEN '${value}'`).join(' ')} END`;
  try {
    await client.execute(`
      WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})
      INSERT INTO analytics_events (day, visitor, kind, path, referrer_host, utm_source, utm_medium, utm_campaign, target)
      SELECT date(${Math.floor(now.getTime() / 1000)}, 'unixepoch', '-' || (i % 90) || ' days'),
        printf('%032x', i / 7),
        ${pick(KIND_CYCLE, `(abs(random()) % ${KIND_CYCLE.length})`)},
        ${pick(PAGES, `(abs(random()) % ${PAGES.length})`)},
        ${pick(
          SOURCES.map((source) => source.referrer),
          `((i / 90) % ${SOURCES.length})`,
        )},
        ${pick(
          SOURCES.map((source) => source.utmSource),
          `((i / 90) % ${SOURCES.length})`,
        )},
        ${pick(
          SOURCES.map((source) => source.utmMedium),
          `((i / 90) % ${SOURCES.length})`,
        )},
        ${pick(
          SOURCES.map((source) => source.utmCampaign),
          `((i / 90) % ${SOURCES.length})`,
        )},
        ''
      FROM n`);
  } finally {
    client.close();
  }
}

/** What Statistiche reads (inbox/stats.ts): the period's figures (its groups and Web Vitals), and the chart's days. */
const SCREEN_READS = {
  figures: async (store: AnalyticsStore, since: string, until: string) => {
    const [groups, vitals] = await Promise.all([store.readPeriod(since, until), store.readVitals(since, until)]);
    analyticsReport(groups, { since, until }, vitals);
  },
  chart: async (store: AnalyticsStore, since: string, until: string) => {
    await store.readDailyViews(since, until);
  },
};

async function timeQueries(
  store: AnalyticsStore,
  now: Date,
  runs: number,
  read: (store: AnalyticsStore, since: string, until: string) => Promise<void>,
): Promise<Array<{ days: number; p50: number; p95: number; max: number }>> {
  const until = utcDay(new Date(now.getTime() + DAY_MS));
  const results = [];
  for (const days of PERIODS) {
    const since = utcDay(new Date(now.getTime() - (days - 1) * DAY_MS));
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await read(store, since, until);
      times.push(performance.now() - started);
    }
    times.sort((first, second) => first - second);
    results.push({ days, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times.at(-1) ?? Number.NaN });
  }
  return results;
}

async function benchQueries(directory: string): Promise<string[]> {
  const now = new Date();
  const database = { url: `file:${join(directory, 'queries.db')}` };
  const store = await openNodeAnalyticsStore(database);
  try {
    const seedStarted = performance.now();
    await seed(database.url, seededEvents, now);
    console.log(`Queries: ${seededEvents} events over 90 days seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    const lines: string[] = [];
    const reportTimes = (title: string, results: Awaited<ReturnType<typeof timeQueries>>) => {
      lines.push(title);
      for (const { days, p50, p95, max } of results)
        lines.push(
          `  last ${String(days).padStart(2)} days          : p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, slowest ${max.toFixed(1)} ms (${p95 <= BUDGET.queryP95Ms ? 'met' : 'NOT met'})`,
        );
    };
    const maintainStarted = performance.now();
    const maintenance = await store.maintain(now);
    lines.push(
      `  the daily job          : ${maintenance.daysRolledUp} days rolled up, ${maintenance.spansBuilt} spans of 4 to 256 days summed, in ${((performance.now() - maintainStarted) / 1000).toFixed(1)} s`,
    );
    reportTimes(
      `  the figures, after the daily job (today raw, the rest from aggregates, ${queryRuns} runs each)`,
      await timeQueries(store, now, queryRuns, SCREEN_READS.figures),
    );
    reportTimes(`  the chart's days (${queryRuns} runs each)`, await timeQueries(store, now, queryRuns, SCREEN_READS.chart));
    lines.push(`  budget                 : p95 <= ${BUDGET.queryP95Ms} ms per period`);
    return lines;
  } finally {
    await store.close();
  }
}

async function main(): Promise<void> {
  const directory = await mkdtemp(join(tmpdir(), 'bench-stats-'));
  const loadBefore = loadavg()[0] ?? 0;
  try {
    const intake = await benchIntake(directory);
    console.log(intake.join('\n'));
    const lines = await benchQueries(directory);
    const loadAfter = loadavg()[0] ?? 0;
    lines.push(
      `machine load (1 min avg): ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${availableParallelism()} cores` +
        (Math.max(loadBefore, loadAfter) > availableParallelism() ? ' (other processes were competing for the CPU)' : ''),
    );
    console.log(lines.join('\n'));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

const startedFromCommandLine = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (startedFromCommandLine) {
  const loadGeneratorTarget = options['load-generator'];
  if (loadGeneratorTarget !== undefined)
    process.stdout.write(JSON.stringify(await generateLoad(loadGeneratorTarget, settings, benchEvent)));
  else await main();
}
