// @vitest-environment node
/**
 * A production install, as a VPS gets it: a copy of the repository with the built dist/, then
 * `npm ci --omit=dev` and `npm start`. No development tool is installed (no tsx, Vite, jsdom,
 * esbuild), and the copy serves the site and answers the function.
 * `npm run test:runtimes` runs this file with the Node runtime.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 300_000 });

const root = resolve(import.meta.dirname, '..', '..');
let copy = '';

// Deleting the copy's production node_modules took more than vitest's default 10 s on this machine under load.
// The retries cover a server that still closes its SQLite files in data/ while the folder is removed (CI saw ENOTEMPTY).
afterAll(async () => {
  if (copy !== '') await rm(copy, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}, 120_000);

/** npm exits on SIGTERM before the server it started has closed its store; wait for the whole group to be gone. */
async function processGroupGone(groupId: number): Promise<void> {
  for (let waited = 0; waited < 100; waited += 1) {
    try {
      process.kill(-groupId, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(-groupId, 'SIGKILL');
}

it('serves the site and answers the function after npm ci --omit=dev and npm start, with no development tool', async () => {
  copy = await mkdtemp(join(tmpdir(), 'production-install-'));
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '');
  for (const file of tracked) {
    if (!existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  cpSync(join(root, 'dist'), join(copy, 'dist'), { recursive: true });

  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: copy, stdio: 'pipe' });
  for (const tool of ['tsx', 'vite', 'jsdom', 'esbuild', 'vitest', 'typescript', 'wrangler', 'deno']) {
    expect(existsSync(join(copy, 'node_modules', tool)), tool).toBe(false);
  }

  const server = spawn('npm', ['start'], {
    cwd: copy,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    let port: string | undefined;
    for (let waited = 0; port === undefined; waited += 1) {
      if (server.exitCode !== null || waited > 600) throw new Error(`npm start did not start listening:\n${output}`);
      port = /Site running on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const origin = `http://127.0.0.1:${port}`;

    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<h1');
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await fetch(`${origin}/pagina-che-non-esiste`)).status).toBe(404);

    const refused = await fetch(`${origin}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toMatchObject({ error: 'invalid_payload' });
    expect(output).not.toContain('building it first');
  } finally {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    await exited;
    if (server.pid !== undefined) await processGroupGone(server.pid);
  }
});
