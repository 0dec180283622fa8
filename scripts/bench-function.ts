/**
 * Benchmark of the send-contact-email function: `npm run bench:function`.
 *
 * This process runs the function's standalone Node server on 127.0.0.1 (random port) with a
 * fresh SQLite file, logs silenced, the rate limit raised, and a local SMTP sink (an SMTP server
 * in a child process that discards what it receives and reports when each message came;
 * --without-smtp leaves SMTP unconfigured, so leads are only stored). A child process generates the load over keep-alive
 * connections (http.Agent) with valid, unique payloads of all four types, in two phases:
 *   1. saturation: a fixed number of concurrent clients posting back to back, up to a request
 *      count or a duration; gives the throughput and the latency at full load;
 *   2. fixed rate: the budget's 1,000 submissions/s, sent on schedule whatever the answers do
 *      (latency counts from the scheduled time whenever all clients were busy, so a stall is
 *      not hidden); gives the latency at that rate.
 * Prints the intake (accepted submissions per second), p50/p90/p99 latency, the delivery drain
 * rate (mails the sink received per second, while the fixed rate ran and over the whole run), the
 * backlog left when the load stopped and how long it took to empty, the 2xx answers and the rows
 * stored. Exits 1 when the 2xx answers and the stored rows differ, any request failed, or a mail
 * is missing after --drain-seconds. Timings never fail the run.
 *
 *   npm run bench:function -- [--concurrency 32] [--requests 20000] [--seconds 10] [--rate 1000]
 *                              [--rate-seconds 10] [--sync full|normal] [--without-smtp] [--drain-seconds 120]
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance as nodePerformance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { z } from 'zod';
import { CONTACT_TYPES } from '../schema/contact.ts';
import type { ContactPayload } from '../schema/contact.ts';
import { startStandaloneServer } from '../functions/send-contact-email/serve.ts';

const BUDGET = { submissionsPerSecond: 1000, p99Ms: 25 };

const phaseReportSchema = z.object({
  requests: z.number(),
  successes: z.number(),
  networkErrors: z.number(),
  statusCounts: z.record(z.string(), z.number()),
  elapsedMs: z.number(),
  latencyMs: z.object({ p50: z.number(), p90: z.number(), p99: z.number(), max: z.number() }),
});
type PhaseReport = z.infer<typeof phaseReportSchema>;

const loadReportSchema = z.object({ warmup: phaseReportSchema, saturation: phaseReportSchema, fixedRate: phaseReportSchema });
type LoadReport = z.infer<typeof loadReportSchema>;

const { values: options } = parseArgs({
  options: {
    'load-generator': { type: 'string' },
    'smtp-sink': { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '32' },
    requests: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: String(BUDGET.submissionsPerSecond) },
    'rate-seconds': { type: 'string', default: '10' },
    warmup: { type: 'string', default: '500' },
    'without-smtp': { type: 'boolean', default: false },
    'drain-seconds': { type: 'string', default: '120' },
    sync: { type: 'string', default: 'full' },
  },
  strict: true,
});

const settings = {
  concurrency: positiveInteger('--concurrency', options.concurrency),
  requests: positiveInteger('--requests', options.requests),
  seconds: positiveInteger('--seconds', options.seconds),
  rate: positiveInteger('--rate', options.rate),
  rateSeconds: positiveInteger('--rate-seconds', options['rate-seconds']),
  warmup: positiveInteger('--warmup', options.warmup),
  drainSeconds: positiveInteger('--drain-seconds', options['drain-seconds']),
};

function positiveInteger(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not "${raw}".`);
  return value;
}

/**
 * A genuine-looking lead of each type in turn. Each message is its own (the request number is in it):
 * the same text from thousands of addresses is what the spam score calls a campaign, and would not be mailed.
 */
function benchPayload(index: number): ContactPayload {
  const timestamp = new Date().toISOString();
  const email = `bench${process.pid}-${index}@example.com`;
  switch (index % 4) {
    case 0:
      return { type: CONTACT_TYPES.newsletter, email, timestamp, origine: 'Newsletter Popup - http://localhost:4173/' };
    case 1:
      return {
        type: CONTACT_TYPES.consultation,
        nome: 'Giulia Bianchi',
        email,
        timestamp,
        origine: 'Popup Consulenza - http://localhost:4173/',
      };
    case 2:
      return {
        type: CONTACT_TYPES.photoVideoPackage,
        pacchetto: 'Corporate Plus',
        nome: 'Marco',
        cognome: 'Rossi',
        azienda: 'Rossi & Figli S.r.l.',
        email,
        messaggio: `Vorrei maggiori informazioni sul pacchetto e una consulenza per discutere la strategia (richiesta ${index}).`,
        timestamp,
        origine: 'Pagina Foto/Video - http://localhost:4173/servizi/foto-video',
      };
    default:
      return {
        type: CONTACT_TYPES.contactForm,
        nome: 'Anna Neri',
        email,
        telefono: '+39 030 123 4567',
        azienda: 'Palestra Energy',
        messaggio: `Buongiorno, vorrei un preventivo per il nuovo sito della nostra palestra e per i social (richiesta ${index}).`,
        timestamp,
        origine: 'Pagina Contatti - http://localhost:4173/contatti',
      };
  }
}

function percentile(sortedValues: readonly number[], fraction: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const rank = Math.min(sortedValues.length - 1, Math.ceil(fraction * sortedValues.length) - 1);
  return sortedValues[Math.max(0, rank)] ?? Number.NaN;
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

interface PhasePlan {
  requestLimit: number;
  durationMs: number;
  /** Requests per second on a fixed schedule; undefined sends back to back. */
  rate?: number;
}

/** The child process: posts payloads over keep-alive connections and reports what it measured. */
async function generateLoad(url: string): Promise<LoadReport> {
  const agent = new Agent({ keepAlive: true, maxSockets: settings.concurrency });
  const target = new URL(url);
  let payloadIndex = 0;

  const post = (payload: ContactPayload) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify(payload);
      const outgoing = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const runPhase = async ({ requestLimit, durationMs, rate }: PhasePlan): Promise<PhaseReport> => {
    const latencies: number[] = [];
    const statusCounts: Record<string, number> = {};
    let started = 0;
    let networkErrors = 0;
    const phaseStartedAt = performance.now();
    const deadline = phaseStartedAt + durationMs;
    const client = async () => {
      while (started < requestLimit && performance.now() < deadline) {
        const slot = started;
        started += 1;
        let measuredFrom: number;
        if (rate === undefined) {
          measuredFrom = performance.now();
        } else {
          const scheduledAt = phaseStartedAt + (slot * 1000) / rate;
          const freeAt = performance.now();
          if (scheduledAt > freeAt) await sleep(scheduledAt - freeAt);
          // Late because every client was busy: that wait is the server's; late by timer jitter: it is not.
          measuredFrom = freeAt > scheduledAt ? scheduledAt : performance.now();
        }
        try {
          const status = await post(benchPayload(payloadIndex++));
          latencies.push(performance.now() - measuredFrom);
          statusCounts[status] = (statusCounts[status] ?? 0) + 1;
        } catch {
          networkErrors += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: settings.concurrency }, client));
    const elapsedMs = performance.now() - phaseStartedAt;
    const sorted = latencies.sort((first, second) => first - second);
    const round = (value: number) => Math.round(value * 100) / 100;
    return {
      requests: started,
      successes: Object.entries(statusCounts)
        .filter(([status]) => status.startsWith('2'))
        .reduce((sum, [, count]) => sum + count, 0),
      networkErrors,
      statusCounts,
      elapsedMs: round(elapsedMs),
      latencyMs: {
        p50: round(percentile(sorted, 0.5)),
        p90: round(percentile(sorted, 0.9)),
        p99: round(percentile(sorted, 0.99)),
        max: round(sorted.at(-1) ?? Number.NaN),
      },
    };
  };

  const warmup = await runPhase({ requestLimit: settings.warmup, durationMs: Number.POSITIVE_INFINITY });
  const saturation = await runPhase({ requestLimit: settings.requests, durationMs: settings.seconds * 1000 });
  const fixedRate = await runPhase({
    requestLimit: settings.rate * settings.rateSeconds,
    durationMs: settings.rateSeconds * 1000 + 5000,
    rate: settings.rate,
  });
  agent.destroy();
  return { warmup, saturation, fixedRate };
}

async function runLoadGeneratorProcess(url: string): Promise<LoadReport> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--load-generator',
      url,
      ...['--concurrency', String(settings.concurrency), '--requests', String(settings.requests)],
      ...['--seconds', String(settings.seconds), '--warmup', String(settings.warmup)],
      ...['--rate', String(settings.rate), '--rate-seconds', String(settings.rateSeconds)],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (output += chunk));
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (exitCode !== 0) throw new Error(`The load generator exited with code ${exitCode}.`);
  return loadReportSchema.parse(JSON.parse(output));
}

interface SmtpSink {
  port: number;
  /** When each message was accepted (performance.now() of this process), in order. */
  receivedAt: number[];
  close(): Promise<void>;
}

/** The sink's own process: an SMTP server that discards what it accepts and prints, per message, the time it arrived. */
async function runSmtpSink(): Promise<void> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        process.stdout.write(`${performance.timeOrigin + performance.now()}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      if (address === null || typeof address === 'string') reject(new Error('The SMTP server has no port.'));
      else {
        process.stdout.write(`port ${address.port}\n`);
        resolve();
      }
    });
  });
}

/**
 * The local SMTP sink runs in a process of its own, as a real mail server would, so that the
 * server's CPU figure counts only the function's work.
 */
async function startLocalSmtpServer(): Promise<SmtpSink> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--smtp-sink'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const receivedAt: number[] = [];
  let pending = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The SMTP sink exited with code ${code}.`)));
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('port ')) resolve(Number(line.slice('port '.length)));
        else receivedAt.push(Number(line) - performance.timeOrigin);
      }
    });
  });
  return {
    port,
    receivedAt,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}

/** Resolves once the sink holds `count` messages, or after `timeoutMs`. */
async function waitForMails(sink: SmtpSink, count: number, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (sink.receivedAt.length < count && performance.now() < deadline) await sleep(50);
}

function countBetween(times: readonly number[], from: number, to: number): number {
  return times.filter((time) => time >= from && time <= to).length;
}

function describePhase(title: string, phase: PhaseReport): string[] {
  const perSecond = phase.successes / (phase.elapsedMs / 1000);
  const { p50, p90, p99, max } = phase.latencyMs;
  return [
    title,
    `  intake (accepted/s)    : ${perSecond.toFixed(0)}`,
    `  latency p50/p90/p99    : ${p50} / ${p90} / ${p99} ms (max ${max} ms)`,
    `  2xx answers            : ${phase.successes} of ${phase.requests} requests in ${(phase.elapsedMs / 1000).toFixed(1)} s`,
  ];
}

async function main(): Promise<number> {
  const directory = await mkdtemp(join(tmpdir(), 'bench-function-'));
  const smtp = options['without-smtp'] ? undefined : await startLocalSmtpServer();
  const smtpEnv =
    smtp === undefined
      ? {}
      : {
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(smtp.port),
          SMTP_IGNORE_TLS: '1',
          MAIL_FROM: 'bench@example.com',
          MAIL_TO: 'agency@example.com',
        };
  const standalone = await startStandaloneServer({
    HOST: '127.0.0.1',
    PORT: '0',
    LEADS_DB_URL: `file:${join(directory, 'leads.db')}`,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000000000',
    LEADS_DB_SYNC: options.sync,
    ...smtpEnv,
  });
  try {
    const url = `http://127.0.0.1:${standalone.port}${standalone.service.mountPath}`;
    console.log(
      `Benchmarking ${url} (SQLite file, LEADS_DB_SYNC=${options.sync}; SMTP ${smtp === undefined ? 'not configured' : 'on a local server'})`,
    );
    console.log(
      `load generator: child process, keep-alive http.Agent, ${settings.concurrency} concurrent clients, ${settings.warmup} warm-up requests`,
    );
    const loadBefore = loadavg()[0] ?? 0;
    const cpuBefore = process.cpuUsage();
    const loadStartedAt = performance.now();
    const eventLoopBefore = nodePerformance.eventLoopUtilization();
    const report = await runLoadGeneratorProcess(url);
    const eventLoop = nodePerformance.eventLoopUtilization(eventLoopBefore);
    const loadEndedAt = performance.now();
    const cpu = process.cpuUsage(cpuBefore);
    const loadAfter = loadavg()[0] ?? 0;
    const counts = await standalone.service.store.countLeads();
    const phases = [report.warmup, report.saturation, report.fixedRate];
    const answered2xx = phases.reduce((sum, phase) => sum + phase.successes, 0);
    const requests = phases.reduce((sum, phase) => sum + phase.requests, 0);
    const networkErrors = phases.reduce((sum, phase) => sum + phase.networkErrors, 0);
    const saturationRate = report.saturation.successes / (report.saturation.elapsedMs / 1000);

    const lines = [
      ...describePhase(
        `saturation: ${settings.concurrency} clients back to back, up to ${settings.requests} requests or ${settings.seconds} s`,
        report.saturation,
      ),
      ...describePhase(`fixed rate: ${settings.rate} submissions/s for ${settings.rateSeconds} s`, report.fixedRate),
      `2xx answers in total    : ${answered2xx} (warm-up included) of ${requests} requests, ${networkErrors} network errors`,
      `rows stored             : ${counts.total}`,
      `server CPU / submission : ${((cpu.user + cpu.system) / Math.max(1, answered2xx)).toFixed(0)} µs (all threads of the server process)`,
      `server main thread busy : ${(eventLoop.utilization * 100).toFixed(0)}% of the load's duration (event loop utilization; HTTP, validation, delivery bookkeeping)`,
      `machine load (1 min avg): ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${availableParallelism()} cores` +
        (Math.max(loadBefore, loadAfter) > availableParallelism() ? ' (other processes were competing for the CPU)' : ''),
      `budget (>= ${BUDGET.submissionsPerSecond}/s with p99 < ${BUDGET.p99Ms} ms): throughput ${saturationRate >= BUDGET.submissionsPerSecond ? 'met' : 'NOT met'}; ` +
        `p99 at ${settings.rate}/s ${report.fixedRate.latencyMs.p99 < BUDGET.p99Ms ? 'met' : 'NOT met'}; ` +
        `p99 at saturation ${report.saturation.latencyMs.p99 < BUDGET.p99Ms ? 'met' : 'NOT met'}`,
    ];
    let allMailed = true;
    if (smtp !== undefined) {
      const backlogAtEnd = answered2xx - countBetween(smtp.receivedAt, loadStartedAt, loadEndedAt);
      await waitForMails(smtp, answered2xx, settings.drainSeconds * 1000);
      const mails = smtp.receivedAt;
      const lastMailAt = mails.at(-1) ?? loadEndedAt;
      const fixedRateStartedAt = loadEndedAt - report.fixedRate.elapsedMs;
      const drainedAtFixedRate = countBetween(mails, fixedRateStartedAt, loadEndedAt) / (report.fixedRate.elapsedMs / 1000);
      const overallDrain = mails.length / ((lastMailAt - loadStartedAt) / 1000);
      allMailed = mails.length === answered2xx;
      lines.push(
        `delivery drain (mails/s): ${drainedAtFixedRate.toFixed(0)} during the fixed rate phase; ${overallDrain.toFixed(0)} over the whole run (first answer to last mail)`,
        `backlog when load ended : ${backlogAtEnd} mails, emptied ${allMailed ? `${((lastMailAt - loadEndedAt) / 1000).toFixed(1)} s later` : `NOT within ${settings.drainSeconds} s`}`,
        `mails received          : ${mails.length} of ${answered2xx} stored leads`,
      );
    }
    console.log(lines.join('\n'));

    const consistent = counts.total === answered2xx && answered2xx === requests && networkErrors === 0;
    if (!consistent) console.error('FAILED: 2xx answers and stored rows differ, or some requests failed.');
    if (!allMailed) console.error(`FAILED: some stored leads were not mailed within ${settings.drainSeconds} s.`);
    return consistent && allMailed ? 0 : 1;
  } finally {
    await standalone.close();
    await smtp?.close();
    await rm(directory, { recursive: true, force: true });
  }
}

const startedFromCommandLine = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (startedFromCommandLine) {
  const loadGeneratorTarget = options['load-generator'];
  if (options['smtp-sink']) {
    await runSmtpSink();
  } else if (loadGeneratorTarget !== undefined) {
    process.stdout.write(JSON.stringify(await generateLoad(loadGeneratorTarget)));
  } else {
    process.exitCode = await main();
  }
}
