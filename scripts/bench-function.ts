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
 * Alerts (ALERT_WEBHOOK_URLS) are on throughout, to an HTTP receiver in a child process of its own that notes when each
 * `webhook-id` arrived; after the phases above (and once their alerts are all in), a third phase posts
 * --alert-rate leads/s (100) for --alert-seconds, and the bench prints the p50/p95/max time from each lead's
 * acknowledgement (the 202 received by the load generator) to its webhook received. --without-alerts leaves them off.
 * --with-answers also answers the visitors (the copy from the built site's dist/, as npm start does): each eligible lead
 * then queues its answer in its own insert and the SMTP sink takes two mails. The spam score's burst signal (more than
 * SPAM_BURST_MAX leads a minute from the whole site) would find every lead of this flood suspect and answer none, so the
 * bench lifts it: every lead but a subscription is answered and every subscription is asked to confirm, the worst case.
 *
 *   npm run bench:function -- [--concurrency 32] [--requests 20000] [--seconds 10] [--rate 1000]
 *                              [--rate-seconds 10] [--sync full|normal] [--without-smtp] [--drain-seconds 120]
 *                              [--without-alerts] [--alert-rate 100] [--alert-seconds 20] [--with-answers]
 */
import { spawn } from 'node:child_process';
import { createServer, Agent as HttpAgent, request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance as nodePerformance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createClient } from '@libsql/client';
import { SMTPServer } from 'smtp-server';
import { CONTACT_TYPES } from '../schema/contact.ts';
import type { ContactPayload } from '../schema/contact.ts';
import { startStandaloneServer } from '../functions/send-contact-email/serve.ts';
import {
  describePhase,
  generateLoad,
  loadOptions,
  percentile,
  positiveInteger,
  readLoadSettings,
  runLoadGeneratorProcess,
  sleep,
} from './bench-support/http-load.ts';

const BUDGET = { submissionsPerSecond: 1000, p99Ms: 25 };

const { values: options } = parseArgs({
  options: {
    ...loadOptions(BUDGET.submissionsPerSecond),
    'smtp-sink': { type: 'boolean', default: false },
    'without-smtp': { type: 'boolean', default: false },
    'without-alerts': { type: 'boolean', default: false },
    'with-answers': { type: 'boolean', default: false },
    'webhook-sink': { type: 'boolean', default: false },
    'alert-load': { type: 'string' },
    'alert-rate': { type: 'string', default: '100' },
    'alert-seconds': { type: 'string', default: '20' },
    'drain-seconds': { type: 'string', default: '120' },
    sync: { type: 'string', default: 'full' },
  },
  strict: true,
});

const settings = readLoadSettings(options);
const drainSeconds = positiveInteger('--drain-seconds', options['drain-seconds']);
const alertRate = positiveInteger('--alert-rate', options['alert-rate']);
const alertSeconds = positiveInteger('--alert-seconds', options['alert-seconds']);
const ALERT_BUDGET_P95_MS = 10_000;
const OWNER_ADDRESS = 'agency@example.com';
/** 32 random bytes, as `openssl rand -base64 32` prints them: the receiver does not check (the tests do). */
const BENCH_ALERT_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/YmRgT1eRkI=';

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

interface SmtpSink {
  port: number;
  /** When each message to the owner was accepted (performance.now() of this process), in order. */
  receivedAt: number[];
  /** When each message to a visitor (an answer, a subscription's confirmation) was accepted, in order. */
  visitorMailsAt: number[];
  close(): Promise<void>;
}

/** The sink's own process: an SMTP server that discards what it accepts and prints, per message, the time it arrived and whether it went to the owner. */
async function runSmtpSink(): Promise<void> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      stream.resume();
      const recipient = session.envelope.rcptTo.some(({ address }) => address === OWNER_ADDRESS) ? 'owner' : 'visitor';
      stream.on('end', () => {
        process.stdout.write(`${performance.timeOrigin + performance.now()} ${recipient}\n`);
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
 * Starts this script with `flag` (a sink's mode) in a process of its own, as a real server would run, so that the
 * server's CPU figure counts only the function's work; hands each line it prints to `onLine` after its first, `port N`.
 */
async function startSinkProcess(flag: string, onLine: (line: string) => void): Promise<{ port: number; close(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), flag], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pending = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The sink (${flag}) exited with code ${code}.`)));
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('port ')) resolve(Number(line.slice('port '.length)));
        else onLine(line);
      }
    });
  });
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}

async function startLocalSmtpServer(): Promise<SmtpSink> {
  const receivedAt: number[] = [];
  const visitorMailsAt: number[] = [];
  const sink = await startSinkProcess('--smtp-sink', (line) => {
    const [time, recipient] = line.split(' ');
    (recipient === 'owner' ? receivedAt : visitorMailsAt).push(Number(time) - performance.timeOrigin);
  });
  return { ...sink, receivedAt, visitorMailsAt };
}

/** The webhook receiver's own process: answers 204 and prints, per alert, when it arrived (ms since the epoch) and its id. */
async function runWebhookSink(): Promise<void> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      process.stdout.write(`${performance.timeOrigin + performance.now()} ${String(request.headers['webhook-id'])}\n`);
      response.statusCode = 204;
      response.end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The webhook receiver has no port.');
  process.stdout.write(`port ${address.port}\n`);
}

interface WebhookSink {
  port: number;
  /** When each webhook id arrived (ms since the epoch). */
  receivedAt: Map<string, number>;
  close(): Promise<void>;
}

async function startWebhookSink(): Promise<WebhookSink> {
  const receivedAt = new Map<string, number>();
  const sink = await startSinkProcess('--webhook-sink', (line) => {
    const [at, webhookId] = line.split(' ');
    if (webhookId !== undefined && !receivedAt.has(webhookId)) receivedAt.set(webhookId, Number(at));
  });
  return { ...sink, receivedAt };
}

/** In the load generator's process: posts `rate` leads a second on schedule for `seconds`, and reports each lead's id and when its 202 came (ms since the epoch). */
async function generateAlertLoad(url: string, rate: number, seconds: number): Promise<Array<{ id: string; ackedAt: number }>> {
  const agent = new HttpAgent({ keepAlive: true, maxSockets: 32 });
  const target = new URL(url);
  const acks: Array<{ id: string; ackedAt: number }> = [];
  const startedAt = performance.now();
  const posts: Array<Promise<void>> = [];
  for (let index = 0; index < rate * seconds; index += 1) {
    const due = startedAt + (index * 1000) / rate;
    if (due > performance.now()) await sleep(due - performance.now());
    const body = JSON.stringify(benchPayload(1_000_000 + index));
    posts.push(
      new Promise<void>((resolve) => {
        const outgoing = httpRequest(
          {
            agent,
            host: target.hostname,
            port: target.port,
            path: target.pathname,
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => {
              const ackedAt = performance.timeOrigin + performance.now();
              const answer: unknown = JSON.parse(text);
              const id = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'id') : undefined;
              if (response.statusCode === 202 && typeof id === 'string') acks.push({ id, ackedAt });
              resolve();
            });
          },
        );
        outgoing.on('error', () => resolve());
        outgoing.end(body);
      }),
    );
  }
  await Promise.all(posts);
  agent.destroy();
  return acks;
}

async function runAlertLoadProcess(url: string): Promise<Array<{ id: string; ackedAt: number }>> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--alert-load',
      url,
      '--alert-rate',
      String(alertRate),
      '--alert-seconds',
      String(alertSeconds),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (output += chunk));
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (exitCode !== 0) throw new Error(`The alert load generator exited with code ${exitCode}.`);
  const acks: unknown = JSON.parse(output);
  if (!Array.isArray(acks)) throw new Error('The alert load generator printed no list.');
  return acks.flatMap((ack: unknown) => {
    if (typeof ack !== 'object' || ack === null) return [];
    const id: unknown = Reflect.get(ack, 'id');
    const ackedAt: unknown = Reflect.get(ack, 'ackedAt');
    return typeof id === 'string' && typeof ackedAt === 'number' ? [{ id, ackedAt }] : [];
  });
}

/** Resolves once the receiver holds `count` alerts, or after `timeoutMs`. */
async function waitForWebhooks(sink: WebhookSink, count: number, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (sink.receivedAt.size < count && performance.now() < deadline) await sleep(50);
}

/** Resolves once the sink holds `count` messages, or after `timeoutMs`. */
async function waitForCount(arrivals: readonly number[], count: number, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (arrivals.length < count && performance.now() < deadline) await sleep(50);
}

/** The visitors' mails the function queued (each with its lead, in the same commit): the answers and the confirmations. */
async function countQueuedVisitorMails(databaseUrl: string): Promise<number> {
  const client = createClient({ url: databaseUrl });
  try {
    const result = await client.execute('SELECT count(*) AS queued FROM leads WHERE reply_status IS NOT NULL');
    return Number(result.rows[0]?.queued ?? 0);
  } finally {
    client.close();
  }
}

function countBetween(times: readonly number[], from: number, to: number): number {
  return times.filter((time) => time >= from && time <= to).length;
}

async function main(): Promise<number> {
  const directory = await mkdtemp(join(tmpdir(), 'bench-function-'));
  const databaseUrl = `file:${join(directory, 'leads.db')}`;
  const smtp = options['without-smtp'] ? undefined : await startLocalSmtpServer();
  const webhooks = options['without-alerts'] ? undefined : await startWebhookSink();
  const alertEnv =
    webhooks === undefined
      ? {}
      : {
          ALERT_WEBHOOK_URLS: `http://127.0.0.1:${webhooks.port}/alert`,
          ALERT_WEBHOOK_SECRET: BENCH_ALERT_SECRET,
          ALERT_FORMAT: 'json',
        };
  const smtpEnv =
    smtp === undefined
      ? {}
      : {
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(smtp.port),
          SMTP_IGNORE_TLS: '1',
          MAIL_FROM: 'bench@example.com',
          MAIL_TO: OWNER_ADDRESS,
        };
  const standalone = await startStandaloneServer({
    HOST: '127.0.0.1',
    PORT: '0',
    LEADS_DB_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000000000',
    LEADS_DB_SYNC: options.sync,
    ...smtpEnv,
    ...alertEnv,
    ...(options['with-answers'] ? { DIST_DIR: 'dist', SPAM_BURST_MAX: '1000000000' } : {}),
  });
  try {
    const url = `http://127.0.0.1:${standalone.port}${standalone.service.mountPath}`;
    console.log(
      `Benchmarking ${url} (SQLite file, LEADS_DB_SYNC=${options.sync}; SMTP ${smtp === undefined ? 'not configured' : 'on a local server'}; ` +
        `alerts ${webhooks === undefined ? 'off' : 'on, to a local HTTP receiver'})`,
    );
    console.log(
      `load generator: child process, keep-alive http.Agent, ${settings.concurrency} concurrent clients, ${settings.warmup} warm-up requests`,
    );
    const loadBefore = loadavg()[0] ?? 0;
    const cpuBefore = process.cpuUsage();
    const loadStartedAt = performance.now();
    const eventLoopBefore = nodePerformance.eventLoopUtilization();
    const report = await runLoadGeneratorProcess(fileURLToPath(import.meta.url), url, settings);
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
      await waitForCount(smtp.receivedAt, answered2xx, drainSeconds * 1000);
      const mails = smtp.receivedAt;
      const lastMailAt = mails.at(-1) ?? loadEndedAt;
      const fixedRateStartedAt = loadEndedAt - report.fixedRate.elapsedMs;
      const drainedAtFixedRate = countBetween(mails, fixedRateStartedAt, loadEndedAt) / (report.fixedRate.elapsedMs / 1000);
      const overallDrain = mails.length / ((lastMailAt - loadStartedAt) / 1000);
      allMailed = mails.length === answered2xx;
      lines.push(
        `delivery drain (mails/s): ${drainedAtFixedRate.toFixed(0)} during the fixed rate phase; ${overallDrain.toFixed(0)} over the whole run (first answer to last mail)`,
        `backlog when load ended : ${backlogAtEnd} mails, emptied ${allMailed ? `${((lastMailAt - loadEndedAt) / 1000).toFixed(1)} s later` : `NOT within ${drainSeconds} s`}`,
        `mails received          : ${mails.length} of ${answered2xx} stored leads`,
      );
      if (options['with-answers']) {
        const queued = await countQueuedVisitorMails(databaseUrl);
        await waitForCount(smtp.visitorMailsAt, queued, drainSeconds * 1000);
        const visitorMails = smtp.visitorMailsAt;
        const lastVisitorMailAfterLoad = ((visitorMails.at(-1) ?? loadEndedAt) - loadEndedAt) / 1000;
        allMailed &&= visitorMails.length === queued && queued === answered2xx;
        lines.push(
          `visitors' mails         : ${visitorMails.length} of ${queued} queued (answers and subscriptions' confirmations) for ${answered2xx} leads, ` +
            `${countBetween(visitorMails, loadStartedAt, loadEndedAt)} while the load ran, the last ${lastVisitorMailAfterLoad.toFixed(1)} s after it ended`,
        );
      }
    }
    let allAlerted = true;
    if (webhooks !== undefined) {
      // The phases' alerts first, so the figure below is the latency at 100 leads/s and not a backlog's.
      await waitForWebhooks(webhooks, answered2xx, drainSeconds * 1000);
      const backlogAlerted = webhooks.receivedAt.size;
      // Held back while the phases flooded the server (alert-delivery.ts): when the last of them arrived.
      const lastPhaseAlertAfterLoad = (Math.max(...webhooks.receivedAt.values()) - (performance.timeOrigin + loadEndedAt)) / 1000;
      const alertedDuringLoad = countBetween(
        [...webhooks.receivedAt.values()],
        performance.timeOrigin + loadStartedAt,
        performance.timeOrigin + loadEndedAt,
      );
      const loadBeforeAlerts = loadavg()[0] ?? 0;
      const acks = await runAlertLoadProcess(url);
      await waitForWebhooks(webhooks, backlogAlerted + acks.length, drainSeconds * 1000);
      const latencies = acks
        .map(({ id, ackedAt }) => (webhooks.receivedAt.get(`msg_${id}`) ?? Number.POSITIVE_INFINITY) - ackedAt)
        .sort((first, second) => first - second);
      const missing = latencies.filter((latency) => !Number.isFinite(latency)).length;
      const p95 = percentile(latencies, 0.95);
      allAlerted = missing === 0 && backlogAlerted === answered2xx;
      lines.push(
        `alerts of the phases    : ${backlogAlerted} of ${answered2xx} stored leads, ${alertedDuringLoad} while the load ran, the last ${lastPhaseAlertAfterLoad.toFixed(1)} s after it ended (held back during the flood)`,
        `alerts at ${alertRate} leads/s for ${alertSeconds} s: ${acks.length} acknowledged, ${acks.length - missing} webhooks received`,
        `  ack → webhook p50/p95  : ${percentile(latencies, 0.5).toFixed(0)} / ${p95.toFixed(0)} ms (max ${(latencies.at(-1) ?? Number.NaN).toFixed(0)} ms); ` +
          `budget p95 <= ${ALERT_BUDGET_P95_MS / 1000} s ${p95 <= ALERT_BUDGET_P95_MS ? 'met' : 'NOT met'}`,
        `  machine load (1 min)   : ${loadBeforeAlerts.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after`,
      );
    }
    console.log(lines.join('\n'));

    const consistent = counts.total === answered2xx && answered2xx === requests && networkErrors === 0;
    if (!consistent) console.error('FAILED: 2xx answers and stored rows differ, or some requests failed.');
    if (!allMailed) console.error(`FAILED: some stored leads were not mailed within ${drainSeconds} s.`);
    if (!allAlerted) console.error(`FAILED: some stored leads' alerts did not arrive within ${drainSeconds} s.`);
    return consistent && allMailed && allAlerted ? 0 : 1;
  } finally {
    await standalone.close();
    await smtp?.close();
    await webhooks?.close();
    await rm(directory, { recursive: true, force: true });
  }
}

const startedFromCommandLine = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (startedFromCommandLine) {
  const loadGeneratorTarget = options['load-generator'];
  const alertLoadTarget = options['alert-load'];
  if (options['smtp-sink']) {
    await runSmtpSink();
  } else if (options['webhook-sink']) {
    await runWebhookSink();
  } else if (alertLoadTarget !== undefined) {
    process.stdout.write(JSON.stringify(await generateAlertLoad(alertLoadTarget, alertRate, alertSeconds)));
  } else if (loadGeneratorTarget !== undefined) {
    process.stdout.write(
      JSON.stringify(await generateLoad(loadGeneratorTarget, settings, (index) => ({ body: JSON.stringify(benchPayload(index)) }))),
    );
  } else {
    process.exitCode = await main();
  }
}
