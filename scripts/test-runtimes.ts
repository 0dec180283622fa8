/**
 * `npm run test:runtimes`: the function's contract suite (tests/runtimes/) on each runtime, offline:
 * Node (the production build) on the machine's Node and on Node 22, 24 and 26 from the npm registry
 * (the same build, every route compared with the machine's), workerd (wrangler dev, local D1; plus the
 * site served from dist/, compared with npm start) and Deno. Builds first when the build is missing or
 * older than its sources (`-- --no-build` never does). A Node from the registry is installed once into
 * node_modules/.cache/node-versions/ (the only step that goes online). Prints one line per runtime, then
 * `N passed, N failed`; each runtime's full output goes to test-results/runtimes-<name>.log.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { buildIsStale, SITE_BUILD_SOURCES } from '../admin-shell/stale-build.mjs';
import { prepareRuntime, RUNTIME_NAMES, runtimeVersion } from '../build/runtime-tools.ts';
import type { RuntimeName } from '../build/runtime-tools.ts';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
/** What the summary of `npm test` reads (scripts/test-all.ts). */
export const RUNTIMES_REPORT = path.join(resultsDir, 'runtimes.json');

const FILES: Record<RuntimeName, string[]> = {
  node: ['tests/runtimes/contract.test.ts', 'tests/runtimes/production-install.test.ts', 'tests/runtimes/scheduled-deploy.test.ts'],
  'node-22': ['tests/runtimes/contract.test.ts', 'tests/runtimes/node-site.test.ts'],
  'node-24': ['tests/runtimes/contract.test.ts', 'tests/runtimes/node-site.test.ts'],
  'node-26': ['tests/runtimes/contract.test.ts', 'tests/runtimes/node-site.test.ts'],
  workerd: [
    'tests/runtimes/contract.test.ts',
    'tests/runtimes/workerd-site.test.ts',
    'tests/runtimes/worker-bundle.test.ts',
    'tests/runtimes/scheduled-deploy.test.ts',
    'tests/runtimes/morning-digest.test.ts',
  ],
  deno: ['tests/runtimes/contract.test.ts', 'tests/runtimes/scheduled-deploy.test.ts'],
};

const vitestReportSchema = z.object({ numPassedTests: z.number(), numFailedTests: z.number(), numPendingTests: z.number() });

const BUILD = {
  built: ['dist/index.html', 'dist/_headers', 'dist/.server/start.js', '.ssr/routes.json'],
  sources: SITE_BUILD_SOURCES,
};

if (!process.argv.includes('--no-build') && buildIsStale(root, BUILD)) {
  console.log('The build is missing or older than its sources: building it first (npm run build)…');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

mkdirSync(resultsDir, { recursive: true });

interface RuntimeResult {
  passed: number;
  failed: number;
  /** What the summary prints for the runtime. */
  lines: string[];
}

/** Runs the files of one runtime in a vitest of its own; its full output goes to test-results/runtimes-<name>.log. */
async function testRuntime(runtime: RuntimeName, installSeconds: number): Promise<RuntimeResult> {
  const started = performance.now();
  const reportFile = path.join(resultsDir, `runtimes-${runtime}.json`);
  rmSync(reportFile, { force: true });
  const child = spawn(
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
    { cwd: root, env: { ...process.env, RUNTIME_UNDER_TEST: runtime, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const logFile = path.join(resultsDir, `runtimes-${runtime}.log`);
  writeFileSync(logFile, `${stdout}\n${stderr}`);
  const report = existsSync(reportFile) ? vitestReportSchema.safeParse(JSON.parse(readFileSync(reportFile, 'utf8'))) : undefined;
  const counts = report?.success ? report.data : { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0 };
  // A run that failed before its tests (a runtime that never started) counts as one failure.
  const failures = status !== 0 && counts.numFailedTests === 0 ? 1 : counts.numFailedTests;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const installed = installSeconds >= 0.5 ? ` (${installSeconds.toFixed(1)} s to install it first)` : '';
  const mark = failures + counts.numPendingTests === 0 ? '✔' : '✖';
  const lines = [
    `${mark} ${runtime} (${runtimeVersion(runtime)}): ${counts.numPassedTests} passed, ${failures} failed, ${counts.numPendingTests} skipped in ${seconds} s${installed}`,
  ];
  if (mark === '✖') lines.push(`  ${path.relative(root, logFile)}:\n${stdout.slice(-6000)}${stderr.slice(-2000)}`);
  return { passed: counts.numPassedTests, failed: failures + counts.numPendingTests, lines };
}

/** Installs what the runtime needs that npm ci did not (a Node from the registry), then tests it. */
async function prepareAndTest(runtime: RuntimeName): Promise<RuntimeResult> {
  const started = performance.now();
  try {
    await prepareRuntime(runtime);
  } catch (error) {
    return { passed: 0, failed: 1, lines: [`✖ ${runtime}: ${error instanceof Error ? error.message : String(error)}`] };
  }
  return testRuntime(runtime, (performance.now() - started) / 1000);
}

/**
 * Runtimes tested side by side: the machine's Node alone (its production install runs npm ci), then the
 * three Nodes from the registry together (installed side by side, and their contract mostly waits on
 * delivery timers: together they take the time of one), then workerd and Deno together (Deno's scheduled
 * re-deploy waits for Deno.cron's next minute, most of its time, while workerd runs).
 */
const GROUPS: RuntimeName[][] = [['node'], ['node-22', 'node-24', 'node-26'], ['workerd', 'deno']];
const ungrouped = RUNTIME_NAMES.filter((name) => !GROUPS.flat().includes(name));
if (ungrouped.length > 0) throw new Error(`No group tests ${ungrouped.join(', ')}`);
/** `-- --only node-24,workerd` runs those runtimes alone. */
const onlyArgument = process.argv.indexOf('--only');
const only = onlyArgument === -1 ? undefined : (process.argv[onlyArgument + 1] ?? '').split(',');
let passed = 0;
let failed = 0;
for (const group of GROUPS) {
  const runtimes = group.filter((name) => only === undefined || only.includes(name));
  const results = await Promise.all(runtimes.map((runtime) => prepareAndTest(runtime)));
  for (const result of results) {
    passed += result.passed;
    failed += result.failed;
    for (const line of result.lines) console.log(line);
  }
}
writeFileSync(RUNTIMES_REPORT, JSON.stringify({ passed, failed }));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
