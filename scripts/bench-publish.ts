/**
 * `npm run bench:publish`: how long "Pubblica" takes, from the press to "Online", for a one-line change. In a copy of
 * the site with every placeholder supplied and a bare repository as its remote, the deploy is a Node host on this
 * machine (tests/publish/deploy-local.ts: clone the pushed commit, build it as a release, restart `npm start`). Five
 * runs, each changing one headline; prints each, p50 and p95, and the budget (p95 ≤ 90 s, issue 28).
 *
 *   BENCH_PUBLISH_PORT=4620 npm run bench:publish
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { execFileSync } from 'node:child_process';
import { describeStatus, publish } from '../publish/publish.ts';
import { createPublishRepository, projectRoot } from './publish-sandbox.ts';

const RUNS = 5;
const BUDGET_SECONDS = 90;
const port = Number(process.env.BENCH_PUBLISH_PORT ?? 4620);
const siteUrl = `http://127.0.0.1:${port}`;
const tsx = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const deployLocal = path.join(projectRoot, 'tests', 'publish', 'deploy-local.ts');
const deployCommand = `${JSON.stringify(process.execPath)} ${JSON.stringify(tsx)} ${JSON.stringify(deployLocal)}`;
const deployDir = mkdtempSync(path.join(tmpdir(), 'bench-publish-deploy-'));
const env = { ...process.env, PORT: String(port), DEPLOY_LOCAL_DIR: deployDir, PUBLISH_TIMEOUT_MS: String(5 * 60_000) };

const repository = createPublishRepository({
  release: true,
  settings: {
    remote: 'origin',
    targets: {
      anteprima: { branch: 'anteprima', deploy: '', siteUrl: '' },
      pubblica: { branch: 'main', deploy: deployCommand, siteUrl },
    },
  },
});
const author = { name: 'Bench Pubblica', email: 'bench@agenzia.example' };
const file = 'pages-yaml/sport/calcio-marketing.yaml';

const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;

const seconds: number[] = [];
try {
  for (let run = 1; run <= RUNS; run += 1) {
    repository.edit(file, (text) => text.replace(/headline: Più tifosi[^,]*,/, `headline: Più tifosi (${run}) sugli spalti,`));
    const started = performance.now();
    const final = await publish({ root: repository.root, target: 'pubblica', author, env });
    const took = (performance.now() - started) / 1000;
    if (final.phase !== 'online') {
      console.error(`Run ${run}: ${describeStatus(final)}`);
      if (final.phase === 'error') for (const line of final.log) console.error(`  │ ${line}`);
      process.exitCode = 1;
      break;
    }
    const served = await (await fetch(`${siteUrl}/sport/calcio-marketing`)).text();
    if (!served.includes(`Più tifosi (${run}) sugli spalti`)) {
      console.error(`Run ${run}: online, but the served page does not show the new headline.`);
      process.exitCode = 1;
      break;
    }
    seconds.push(took);
    console.log(`Run ${run}: ${took.toFixed(1)} s from Pubblica to online (${final.commit.slice(0, 7)}).`);
  }
} finally {
  execFileSync(process.execPath, [tsx, deployLocal, '--stop'], { env, stdio: 'inherit' });
  repository.dispose();
  rmSync(deployDir, { recursive: true, force: true });
}

if (seconds.length === RUNS) {
  const sorted = [...seconds].sort((a, b) => a - b);
  const p95 = percentile(sorted, 0.95);
  console.log(`\nPubblica → online, one-line change, ${RUNS} runs: p50 ${percentile(sorted, 0.5).toFixed(1)} s, p95 ${p95.toFixed(1)} s.`);
  console.log(`Budget: p95 ≤ ${BUDGET_SECONDS} s: ${p95 <= BUDGET_SECONDS ? 'met' : 'MISSED'}.`);
  if (p95 > BUDGET_SECONDS) process.exitCode = 1;
}
