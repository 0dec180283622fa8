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
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance as nodePerformance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { CONTACT_TYPES } from '../schema/contact.ts';
import type { ContactPayload } from '../schema/contact.ts';
import { startStandaloneServer } from '../functions/send-contact-email/serve.ts';
import {
  describePhase,
  generateLoad,
  loadOptions,
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
    'drain-seconds': { type: 'string', default: '120' },
    sync: { type: 'string', default: 'full' },
  },
  strict: true,
});

const settings = readLoadSettings(options);
const drainSeconds = positiveInteger('--drain-seconds', options['drain-seconds']);

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
      await waitForMails(smtp, answered2xx, drainSeconds * 1000);
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
    }
    console.log(lines.join('\n'));

    const consistent = counts.total === answered2xx && answered2xx === requests && networkErrors === 0;
    if (!consistent) console.error('FAILED: 2xx answers and stored rows differ, or some requests failed.');
    if (!allMailed) console.error(`FAILED: some stored leads were not mailed within ${drainSeconds} s.`);
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
    process.stdout.write(
      JSON.stringify(await generateLoad(loadGeneratorTarget, settings, (index) => ({ body: JSON.stringify(benchPayload(index)) }))),
    );
  } else {
    process.exitCode = await main();
  }
}
