/**
 * `npm run test:runtimes`: the function's contract suite (tests/runtimes/) on each runtime, offline:
 * Node (the production build), workerd (wrangler dev, local D1; plus the site served from dist/,
 * compared with npm start) and Deno. Builds first when the build is missing or older than its
 * sources (`-- --no-build` never does). Prints one line per runtime, then `N passed, N failed`;
 * each runtime's full output goes to test-results/runtimes-<name>.log.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { RUNTIME_NAMES, runtimeVersion } from '../build/runtime-tools.ts';
import type { RuntimeName } from '../build/runtime-tools.ts';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
/** What the summary of `npm test` reads (scripts/test-all.ts). */
export const RUNTIMES_REPORT = path.join(resultsDir, 'runtimes.json');

const FILES: Record<RuntimeName, string[]> = {
  node: ['tests/runtimes/contract.test.ts', 'tests/runtimes/production-install.test.ts'],
  workerd: ['tests/runtimes/contract.test.ts', 'tests/runtimes/workerd-site.test.ts'],
  deno: ['tests/runtimes/contract.test.ts'],
};

const vitestReportSchema = z.object({ numPassedTests: z.number(), numFailedTests: z.number(), numPendingTests: z.number() });

function newestModification(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestModification(path.join(entry, name))));
}

function buildIsStale(): boolean {
  const built = ['dist/index.html', 'dist/_headers', 'dist/.server/start.js', '.ssr/routes.json'].map((file) => path.join(root, file));
  if (!built.every(existsSync)) return true;
  const builtAt = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return ['pages-yaml', 'src', 'schema', 'public', 'content-compiler', 'build', 'site-server', 'scripts', 'functions', 'runtimes']
    .map((directory) => path.join(root, directory))
    .some((directory) => newestModification(directory) > builtAt);
}

if (!process.argv.includes('--no-build') && buildIsStale()) {
  console.log('The build is missing or older than its sources: building it first (npm run build)…');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

mkdirSync(resultsDir, { recursive: true });
let passed = 0;
let failed = 0;
for (const runtime of RUNTIME_NAMES) {
  const started = performance.now();
  const reportFile = path.join(resultsDir, `runtimes-${runtime}.json`);
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--config',
      'vitest.runtimes.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      ...FILES[runtime],
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, RUNTIME_UNDER_TEST: runtime, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const logFile = path.join(resultsDir, `runtimes-${runtime}.log`);
  writeFileSync(logFile, `${run.stdout}\n${run.stderr}`);
  const report = existsSync(reportFile) ? vitestReportSchema.safeParse(JSON.parse(readFileSync(reportFile, 'utf8'))) : undefined;
  const counts = report?.success ? report.data : { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0 };
  // A run that failed before its tests (a runtime that never started) counts as one failure.
  const failures = run.status !== 0 && counts.numFailedTests === 0 ? 1 : counts.numFailedTests;
  passed += counts.numPassedTests;
  failed += failures + counts.numPendingTests;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const mark = failures + counts.numPendingTests === 0 ? '✔' : '✖';
  console.log(
    `${mark} ${runtime} (${runtimeVersion(runtime)}): ${counts.numPassedTests} passed, ${failures} failed, ${counts.numPendingTests} skipped in ${seconds} s`,
  );
  if (mark === '✖') console.log(`  ${path.relative(root, logFile)}:\n${run.stdout.slice(-6000)}${run.stderr.slice(-2000)}`);
}
writeFileSync(RUNTIMES_REPORT, JSON.stringify({ passed, failed }));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
