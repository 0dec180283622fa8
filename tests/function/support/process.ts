import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from './host.ts';

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  origin: string;
  functionUrl: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Sends `signal` and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A minimal built site for `site-server/start.ts`, so a test can run `npm start` without building. */
export function writeTinySite(directory: string): string {
  const distDir = join(directory, 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Agenzia di prova</title><h1>Benvenuti</h1>');
  writeFileSync(join(distDir, '404.html'), '<!doctype html><title>Pagina non trovata</title>');
  const headers = "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n";
  writeFileSync(join(distDir, '_headers'), headers);
  mkdirSync(join(distDir, '.site-server'), { recursive: true });
  writeFileSync(join(distDir, '.site-server', 'headers'), headers);
  return distDir;
}

/**
 * Starts `npm start` (site-server/start.ts, `site: true`) or the function alone
 * (functions/send-contact-email/serve.ts) as a real process on a free port, and waits until it listens.
 */
export async function startServerProcess({ env, site }: { env: Record<string, string>; site: boolean }): Promise<ServerProcess> {
  const script = site ? 'site-server/start.ts' : 'functions/send-contact-email/serve.ts';
  // One process, with tsx as its loader: tsx's own command line runs the script in a child process, which a
  // SIGKILL sent to the command would leave running (a "killed" server still answering, and never cleaned up).
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SKIP_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listening = site ? /Site running on http:\/\/localhost:(\d+)/ : /"event":"listening","url":"http:\/\/[^:]+:(\d+)\//;
  const port = await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${output}`);
      return listening.exec(output)?.[1];
    },
    `${script} to listen`,
    60_000,
  );
  const origin = `http://127.0.0.1:${port}`;
  return {
    child,
    origin,
    functionUrl: `${origin}/functions/v1/send-contact-email`,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
