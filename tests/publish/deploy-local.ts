/**
 * A deploy command for a Node host on this machine, as the publishing browser test and `npm run bench:publish` use it
 * (publish.json's `deploy`, run by publish/deploy.ts with PUBLISH_COMMIT): clones the remote at the pushed commit
 * into a folder of its own, links what the clone lacks from this checkout (node_modules, and the code when the remote
 * holds only the content), builds it as a release, and (re)starts `npm start` on PORT, stopping the server it
 * started before (pid file).
 *
 *   PUBLISH_COMMIT=<sha> PORT=4620 DEPLOY_LOCAL_DIR=/tmp/deploy node node_modules/tsx/dist/cli.mjs tests/publish/deploy-local.ts
 *   DEPLOY_LOCAL_DIR=/tmp/deploy … tests/publish/deploy-local.ts --stop      (stops the server)
 *
 * DEPLOY_REMOTE is the repository to clone (by default the `origin` of the folder it runs in).
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const port = Number(process.env.PORT ?? 4620);
const deployDir = path.resolve(process.env.DEPLOY_LOCAL_DIR ?? path.join(tmpdir(), `deploy-local-${port}`));
const pidFile = path.join(deployDir, 'server.pid');
/** Never linked: what the build writes, and what the clone must bring itself. */
const NOT_LINKED = new Set(['.git', 'dist', '.ssr', 'test-results', 'pages-yaml', 'public', 'publish.json', 'vite.config.ts']);

function say(message: string): void {
  console.log(message);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopServer(): Promise<void> {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  rmSync(pidFile, { force: true });
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    process.kill(pid, 'SIGTERM');
  }
  for (let waited = 0; waited < 10_000 && isRunning(pid); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  say(`Fermato il server precedente (pid ${pid}).`);
}

if (process.argv.includes('--stop')) {
  await stopServer();
  process.exit(0);
}

const commit = process.env.PUBLISH_COMMIT;
if (!commit || !/^[0-9a-f]{40}$/.test(commit)) {
  console.error('PUBLISH_COMMIT deve essere il commit da pubblicare (40 cifre esadecimali).');
  process.exit(1);
}
const remote = process.env.DEPLOY_REMOTE ?? execFileSync('git', ['remote', 'get-url', 'origin'], { encoding: 'utf8' }).trim();
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

// Each commit in its own folder: the server of the previous one keeps serving while this one builds.
const buildsDir = path.join(deployDir, 'builds');
const checkout = path.join(buildsDir, commit.slice(0, 12));
mkdirSync(buildsDir, { recursive: true });
rmSync(checkout, { recursive: true, force: true });
execFileSync('git', ['clone', '--quiet', '--no-checkout', remote, checkout], { stdio: 'inherit' });
execFileSync('git', ['-c', 'advice.detachedHead=false', 'checkout', '--quiet', commit], { cwd: checkout, stdio: 'inherit' });
for (const name of readdirSync(projectRoot)) {
  if (NOT_LINKED.has(name) || existsSync(path.join(checkout, name))) continue;
  symlinkSync(path.join(projectRoot, name), path.join(checkout, name));
}
// Vite wants its config inside the project's root, not behind a link.
if (!existsSync(path.join(checkout, 'vite.config.ts')))
  copyFileSync(path.join(projectRoot, 'vite.config.ts'), path.join(checkout, 'vite.config.ts'));
say(`Copia di ${commit.slice(0, 7)} pronta in ${elapsed()}; build di rilascio…`);

execFileSync(process.execPath, [tsx, path.join(checkout, 'scripts', 'build.ts'), '--release'], {
  cwd: checkout,
  stdio: 'inherit',
  env: { ...process.env, SOURCE_COMMIT: commit },
});
say(`Build finita in ${elapsed()}; avvio del server sulla porta ${port}…`);

await stopServer();
const log = openSync(path.join(deployDir, 'server.log'), 'a');
const server = spawn(process.execPath, [path.join(checkout, 'scripts', 'start.mjs')], {
  cwd: checkout,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SKIP_BUILD: '1' },
  stdio: ['ignore', log, log],
  detached: true,
});
server.unref();
writeFileSync(pidFile, String(server.pid));

// Online when the new server says this commit.
for (let waited = 0; ; waited += 200) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/version.json`, { cache: 'no-store' });
    if (response.ok && ((await response.json()) as { commit?: string }).commit === commit) break;
  } catch {
    // Not listening yet.
  }
  if (waited > 30_000 || !isRunning(server.pid ?? 0)) {
    console.error(`Il server non risponde sulla porta ${port}: vedi ${path.join(deployDir, 'server.log')}.`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
// The builds of earlier commits are no longer served.
for (const name of readdirSync(buildsDir))
  if (name !== path.basename(checkout)) rmSync(path.join(buildsDir, name), { recursive: true, force: true });
say(`Online su http://127.0.0.1:${port} (versione ${commit.slice(0, 7)}) in ${elapsed()}.`);
