/**
 * The runtimes the contract suite runs against, each started as a real process on loopback with a
 * database of its own: Node (the production build, `node dist/.server/start.js`, what `npm start`
 * runs) on the machine's Node and on Node 22, 24 and 26 from the npm registry, workerd (`wrangler
 * dev`, offline, with a local D1 database) and Deno (`deno run runtimes/deno/main.ts`). All come from
 * npm; wrangler runs on the machine's Node where it accepts it, otherwise on Node 22 from the registry.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { z } from 'zod';
import {
  DENO,
  RUNTIME_NAMES,
  registryNodeMajor,
  registryNodePath,
  runtimeVersion,
  WRANGLER,
  wranglerEnv,
  wranglerNode,
} from '../../../build/runtime-tools.ts';
import type { RuntimeName } from '../../../build/runtime-tools.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const NODE_SERVER = join(root, 'dist', '.server', 'start.js');

/** The runtime `npm run test:runtimes` asks this run of the suite to test. */
export function runtimeUnderTest(): RuntimeName {
  return z.enum(RUNTIME_NAMES).parse(process.env.RUNTIME_UNDER_TEST);
}

export interface RunningRuntime {
  /** http://127.0.0.1:<port> */
  origin: string;
  functionUrl: string;
  /** Everything it printed so far. */
  output(): string;
  /** Sends `signal` to the runtime and everything it started, and resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface StoredLeadRow {
  id: string;
  email: string;
  deliveryStatus: string;
  status: string;
  attempts: number;
  /** Set while a delivery pass holds the lead. */
  claimed: boolean;
  /** The request's number the visitor's answer gave it, and that answer's status (visitor-reply.ts). */
  reference: string | null;
  replyStatus: string | null;
}

export interface StartOptions {
  distDir?: string;
}

export interface RuntimeHarness {
  name: RuntimeName;
  /** The runtime and its version, as the summary line prints it. */
  version: string;
  /**
   * Starts the runtime on its database (the same one at every start) with these function settings; `distDir` serves
   * (or, for Deno, reads the release's schedule from) another built site than dist/.
   */
  start(settings: Record<string, string>, options?: StartOptions): Promise<RunningRuntime>;
  /** The leads in the runtime's database, read by a connection of this process. */
  storedLeads(): Promise<StoredLeadRow[]>;
  /** The runtime's SQLite file (for workerd, the local D1 database's), once the runtime has created it. */
  databaseFile(): string;
  /** What a host's scheduler does: Node and Deno run their own timers; a Worker's Cron Trigger is fired by hand. */
  fireScheduledDelivery(running: RunningRuntime): Promise<void>;
  /** Deletes the database. */
  dispose(): Promise<void>;
}

export async function createHarness(name: RuntimeName): Promise<RuntimeHarness> {
  const directory = await mkdtemp(join(tmpdir(), `runtime-${name}-`));
  const databaseFile = name === 'workerd' ? () => d1DatabaseFile(directory) : () => join(directory, 'leads.db');
  return {
    name,
    version: runtimeVersion(name),
    start: (settings, options = {}) => startRuntime(name, directory, settings, options),
    storedLeads: () => readStoredLeads(databaseFile()),
    databaseFile,
    async fireScheduledDelivery(running) {
      if (name !== 'workerd') return;
      const response = await fetch(`${running.origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}`);
      if (!response.ok) throw new Error(`The Cron Trigger answered ${response.status}`);
    },
    dispose: () => rm(directory, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }),
  };
}

/** Miniflare keeps a local D1 database as one SQLite file beside its metadata. */
function d1DatabaseFile(persistDirectory: string): string {
  const folder = join(persistDirectory, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = existsSync(folder) ? readdirSync(folder).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite') : undefined;
  if (file === undefined) throw new Error(`No local D1 database in ${folder}`);
  return join(folder, file);
}

const leadRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  delivery_status: z.string(),
  status: z.string(),
  attempts: z.number(),
  claim_token: z.string().nullable(),
  reference: z.string().nullable(),
  reply_status: z.string().nullable(),
});

async function readStoredLeads(file: string): Promise<StoredLeadRow[]> {
  const client = createClient({ url: `file:${file}` });
  try {
    const result = await client.execute(
      'SELECT id, email, delivery_status, status, attempts, claim_token, reference, reply_status FROM leads ORDER BY received_at',
    );
    return result.rows.map((row) => {
      const lead = leadRowSchema.parse({ ...row });
      return {
        id: lead.id,
        email: lead.email,
        deliveryStatus: lead.delivery_status,
        status: lead.status,
        attempts: lead.attempts,
        claimed: lead.claim_token !== null,
        reference: lead.reference,
        replyStatus: lead.reply_status,
      };
    });
  } finally {
    client.close();
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

interface Launch {
  command: string;
  args: string[];
  env: Record<string, string>;
  listening: RegExp;
}

async function launch(name: RuntimeName, directory: string, settings: Record<string, string>, options: StartOptions): Promise<Launch> {
  const distDir = options.distDir ?? join(root, 'dist');
  const major = registryNodeMajor(name);
  if (name === 'node' || major !== undefined) {
    return {
      // A Node from the registry is installed before the suite starts (scripts/test-runtimes.ts): never fetched here.
      command: major === undefined ? process.execPath : registryNodePath(major),
      args: [NODE_SERVER],
      env: { ...settings, PORT: '0', HOST: '127.0.0.1', DIST_DIR: distDir, LEADS_DB_URL: `file:${join(directory, 'leads.db')}` },
      listening: /Site running on http:\/\/localhost:(\d+)/,
    };
  }
  if (name === 'deno') {
    return {
      command: DENO,
      // --unstable-cron: the scheduled re-deploy runs on Deno.cron (README, "Pagine programmate").
      args: ['run', '--allow-all', '--unstable-cron', 'runtimes/deno/main.ts'],
      env: {
        ...settings,
        PORT: '0',
        HOST: '127.0.0.1',
        DIST_DIR: distDir,
        DENO_NO_UPDATE_CHECK: '1',
        LEADS_DB_URL: `file:${join(directory, 'leads.db')}`,
      },
      listening: /"event":"listening","url":"http:\/\/[^:]+:(\d+)\//,
    };
  }
  const [port, inspectorPort] = [await freePort(), await freePort()];
  return {
    command: wranglerNode(),
    args: [
      WRANGLER,
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      directory,
      '--show-interactive-dev-session=false',
      ...(options.distDir === undefined ? [] : ['--assets', options.distDir]),
      ...Object.entries(settings).flatMap(([variable, value]) => ['--var', `${variable}:${value}`]),
    ],
    env: Object.fromEntries(Object.entries(wranglerEnv()).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]]))),
    listening: /Ready on http:\/\/127\.0\.0\.1:(\d+)/,
  };
}

async function startRuntime(
  name: RuntimeName,
  directory: string,
  settings: Record<string, string>,
  options: StartOptions,
): Promise<RunningRuntime> {
  const { command, args, env, listening } = await launch(name, directory, settings, options);
  // A process group of its own: wrangler starts workerd, and a stop must reach both.
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  let port: string | undefined;
  while (port === undefined) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${name} did not start listening:\n${output}`);
    port = listening.exec(output)?.[1];
    if (port === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    functionUrl: `${origin}/functions/v1/send-contact-email`,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
        try {
          process.kill(-child.pid, signal);
        } catch {
          // Exited meanwhile.
        }
      }
      await exited;
    },
  };
}
