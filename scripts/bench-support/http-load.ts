/**
 * The HTTP load generator the function's benches share (bench-function.ts, bench-stats.ts): posts requests over keep-alive
 * connections from a child process of its own, so that the server's CPU figures count only the server, in three phases:
 *   1. warm-up: a fixed number of requests back to back, not reported as figures;
 *   2. saturation: a fixed number of concurrent clients posting back to back, up to a request count or a duration; gives
 *      the throughput and the latency at full load;
 *   3. fixed rate: requests sent on schedule whatever the answers do (latency counts from the scheduled time whenever all
 *      clients were busy, so a stall is not hidden); gives the latency at that rate.
 */
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { z } from 'zod';

export const phaseReportSchema = z.object({
  requests: z.number(),
  successes: z.number(),
  networkErrors: z.number(),
  statusCounts: z.record(z.string(), z.number()),
  elapsedMs: z.number(),
  latencyMs: z.object({ p50: z.number(), p90: z.number(), p99: z.number(), max: z.number() }),
});
export type PhaseReport = z.infer<typeof phaseReportSchema>;

export const loadReportSchema = z.object({ warmup: phaseReportSchema, saturation: phaseReportSchema, fixedRate: phaseReportSchema });
export type LoadReport = z.infer<typeof loadReportSchema>;

export interface LoadSettings {
  concurrency: number;
  warmup: number;
  requests: number;
  seconds: number;
  rate: number;
  rateSeconds: number;
}

/** The command-line options of the load, with the defaults every bench shares; a bench gives its own `rate`. */
export function loadOptions(defaultRate: number) {
  return {
    'load-generator': { type: 'string' },
    concurrency: { type: 'string', default: '32' },
    requests: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: String(defaultRate) },
    'rate-seconds': { type: 'string', default: '10' },
    warmup: { type: 'string', default: '500' },
  } as const;
}

export function readLoadSettings(values: {
  concurrency: string;
  warmup: string;
  requests: string;
  seconds: string;
  rate: string;
  'rate-seconds': string;
}): LoadSettings {
  return {
    concurrency: positiveInteger('--concurrency', values.concurrency),
    requests: positiveInteger('--requests', values.requests),
    seconds: positiveInteger('--seconds', values.seconds),
    rate: positiveInteger('--rate', values.rate),
    rateSeconds: positiveInteger('--rate-seconds', values['rate-seconds']),
    warmup: positiveInteger('--warmup', values.warmup),
  };
}

export function positiveInteger(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not "${raw}".`);
  return value;
}

export function percentile(sortedValues: readonly number[], fraction: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const rank = Math.min(sortedValues.length - 1, Math.ceil(fraction * sortedValues.length) - 1);
  return sortedValues[Math.max(0, rank)] ?? Number.NaN;
}

export const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** One request of the load: its JSON body and any headers beyond the content type and length. */
export interface LoadRequest {
  body: string;
  headers?: Record<string, string>;
}

interface PhasePlan {
  requestLimit: number;
  durationMs: number;
  /** Requests per second on a fixed schedule; undefined sends back to back. */
  rate?: number;
}

/** Runs in the child process: posts `nextRequest(0, 1, …)` to `url` and reports what it measured. */
export async function generateLoad(url: string, settings: LoadSettings, nextRequest: (index: number) => LoadRequest): Promise<LoadReport> {
  const agent = new Agent({ keepAlive: true, maxSockets: settings.concurrency });
  const target = new URL(url);
  let requestIndex = 0;

  const post = ({ body, headers = {} }: LoadRequest) =>
    new Promise<number>((resolve, reject) => {
      const outgoing = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers },
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
          const status = await post(nextRequest(requestIndex++));
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

/** Starts `script --load-generator url` (a bench that calls generateLoad when given that option) and reads its report. */
export async function runLoadGeneratorProcess(script: string, url: string, settings: LoadSettings): Promise<LoadReport> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      script,
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

export function describePhase(title: string, phase: PhaseReport, unit = 'accepted/s'): string[] {
  const perSecond = phase.successes / (phase.elapsedMs / 1000);
  const { p50, p90, p99, max } = phase.latencyMs;
  return [
    title,
    `${`  intake (${unit})`.padEnd(25)}: ${perSecond.toFixed(0)}`,
    `  latency p50/p90/p99    : ${p50} / ${p90} / ${p99} ms (max ${max} ms)`,
    `  2xx answers            : ${phase.successes} of ${phase.requests} requests in ${(phase.elapsedMs / 1000).toFixed(1)} s`,
  ];
}
