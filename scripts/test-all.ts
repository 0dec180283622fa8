import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The rooms `npm run lint:architecture` checks, read from package.json so the two never list different rooms. */
function architectureArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const [command, ...args] = (scripts['lint:architecture'] ?? '').split(/\s+/).filter(Boolean);
  if (command !== 'depcruise') throw new Error('package.json: lint:architecture is expected to run depcruise');
  return args;
}

const root = process.cwd();
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
// The browser tests run in Chromium's headless shell (playwright.config.ts); the editor guide's screenshots in Chromium.
const chromiumPackages = [
  { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', name: 'chromium-headless-shell' },
  { path: '/usr/bin/chromium', name: 'chromium' },
];

const startedAt = performance.now();
/**
 * The CPU seconds used so far by the steps this script has waited for (Linux's cutime and cstime, in USER_HZ = 100 ticks a
 * second), or undefined where /proc is missing. Beside a step's wall time it says whether the step kept both cores busy or
 * waited: what decides whether another step can run beside it for free.
 */
function childrenCpuSeconds(): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // Fields 16 and 17 of proc(5), counted from the state (field 3) at index 0.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}
/** Each step's wall time and CPU time, printed at the end so every run shows where the time goes. */
const stepTimes: Array<{ title: string; seconds: number; cpuSeconds: number | undefined }> = [];
const formatSeconds = (seconds: number) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;
const cpuSince = (cpuAtStart: number | undefined) => {
  const now = childrenCpuSeconds();
  return now === undefined || cpuAtStart === undefined ? undefined : now - cpuAtStart;
};
const formatCpu = (cpuSeconds: number | undefined, seconds: number) =>
  cpuSeconds === undefined ? '' : `, CPU ${formatSeconds(cpuSeconds)} (${(cpuSeconds / seconds).toFixed(2)} cores)`;

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n▶ ${title}`);
  const stepStart = performance.now();
  const cpuAtStart = childrenCpuSeconds();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (performance.now() - stepStart) / 1000;
  const cpuSeconds = cpuSince(cpuAtStart);
  stepTimes.push({ title, seconds, cpuSeconds });
  console.log(`⏱ ${title}: ${formatSeconds(seconds)}${formatCpu(cpuSeconds, seconds)}`);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

type Step = [title: string, command: string, args: string[]];

interface StepResult {
  title: string;
  status: number | null;
  output: string;
  seconds: number;
}

function runQuietly([title, command, args]: Step): Promise<StepResult> {
  return new Promise((resolve) => {
    const stepStart = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (status) => resolve({ title, status, output, seconds: (performance.now() - stepStart) / 1000 }));
  });
}

/**
 * Two lanes side by side, each running its steps one after the other (a lane stops at its first failure); every step's
 * output is printed whole, lane by lane, once both have ended. Two lanes for the two cores: all seven steps at once took
 * the type check from 12 s to 40 s and won nothing.
 */
async function runInLanes(lanes: Step[][]): Promise<void> {
  console.log(
    `\n▶ In ${lanes.length} lanes side by side: ${lanes.map((lane) => lane.map(([title]) => title.split(' (')[0]).join(', ')).join(' | ')}`,
  );
  const lanesStart = performance.now();
  const cpuAtStart = childrenCpuSeconds();
  const laneResults = await Promise.all(
    lanes.map(async (lane) => {
      const results: StepResult[] = [];
      for (const step of lane) {
        const result = await runQuietly(step);
        results.push(result);
        if (result.status !== 0) break;
      }
      return results;
    }),
  );
  const results = laneResults.flat();
  for (const { title, output, seconds } of results) {
    console.log(`\n▶ ${title}`);
    if (output.trim() !== '') console.log(output.trimEnd());
    console.log(`⏱ ${title}: ${formatSeconds(seconds)}`);
  }
  // The lanes' CPU is counted together: a step's own share cannot be told apart from its neighbours' while they run.
  stepTimes.push({
    title: `side by side: ${lanes.map((lane) => lane.map(([title]) => title.split(' (')[0]).join(', ')).join(' | ')}`,
    seconds: (performance.now() - lanesStart) / 1000,
    cpuSeconds: cpuSince(cpuAtStart),
  });
  const failed = results.filter(({ status }) => status !== 0);
  for (const { title, status } of failed) console.error(`\n✖ ${title} failed (exit ${status}).`);
  if (failed.length > 0) process.exit(failed[0]?.status ?? 1);
}

function ensureChromium(): void {
  const missing = chromiumPackages.filter((browser) => !existsSync(browser.path)).map((browser) => browser.name);
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing. Install it with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  run('Installing Chromium for the browser tests (apt-get)', 'bash', [
    '-c',
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
  ]);
}

/** The W3C HTML checker (vnu-jar) runs on Java 11 or later. */
function ensureJava(): void {
  const java = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (!java.error && java.status === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('Java is missing (the W3C HTML checker needs it). Install it with: sudo apt-get install -y openjdk-17-jre-headless');
    process.exit(1);
  }
  run('Installing Java for the W3C HTML checker (apt-get)', 'bash', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openjdk-17-jre-headless',
  ]);
}

const npx = (bin: string) => path.join(root, 'node_modules', '.bin', bin);
const tsx = [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')];

ensureChromium();
ensureJava();
// The checks and the two client builds in two lanes: each is short and mostly single-threaded. The content lint renders every
// page with the editor's preview bundle (building it when stale), so it runs after the editor's build in the same lane: side
// by side, one would read the folder the other's Vite build has just emptied. The other lane's steps read none of it (the
// builds write dist-inbox/ and dist-editor/, which git, Biome, tsc's sources and dependency-cruiser leave out).
await runInLanes([
  [
    // The editor's client, and the site's renderer for its preview: the content lint renders with it, and each browser test
    // starts an editor, which would otherwise build what is missing.
    ['Editor build (npm run build:editor)', process.execPath, [...tsx, 'editor/build.ts']],
    ['Content lint', process.execPath, [...tsx, 'scripts/lint-content.ts']],
    // Every file of pages-yaml/ through the editor's own load and save: its last line reads `round trip: N files, 0 changed`.
    [
      'Round trip of every content file through the editor (npm run edit -- --check)',
      process.execPath,
      [...tsx, 'editor/cli.ts', '--check'],
    ],
  ],
  [
    ['Type check', npx('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
    ['Code lint and format check (Biome)', npx('biome'), ['check', '.']],
    [
      'Architecture: each room imports only the rooms below it, no import circle (dependency-cruiser)',
      npx('depcruise'),
      architectureArguments(),
    ],
    // Built once here, before the site's build copies it to dist/.admin/ (the owner's app) and the inbox's browser tests serve it.
    ['Inbox client build', npx('vite'), ['build', '--config', 'inbox/vite.config.ts', '--logLevel', 'warn']],
  ],
]);
run('Build', process.execPath, [...tsx, 'scripts/build.ts']);
// The unit and function tests beside the W3C check and the runtimes: the runtimes' contract mostly waits on servers (0.25 core
// over its 3 min), and no unit or function test reads the main build (those that build, build copies of their own).
await runInLanes([
  [
    [
      'Unit and function tests',
      npx('vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(resultsDir, 'vitest.json')}`],
    ],
  ],
  [
    ['W3C HTML check of every built page', process.execPath, [...tsx, 'scripts/validate-html.ts']],
    // After the build it tests: the function's contract on Node (the production build; on the machine's Node, and on 22, 24
    // and 26 from the npm registry with the site compared route by route), workerd with a local D1 and Deno.
    [
      'The function on Node (the machine’s, 22, 24, 26), Cloudflare Workers (workerd) and Deno (npm run test:runtimes)',
      process.execPath,
      [...tsx, 'scripts/test-runtimes.ts', '--no-build'],
    ],
  ],
]);
run('End-to-end tests in Chromium', npx('playwright'), ['test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(resultsDir, 'playwright.json'),
});
// The browser tests read the pages' copy and prices from the YAML: a marketer's edit, built as a release, must pass them too.
run(
  'The browser checks against a marketer’s edit of a copy of the site, built as a release',
  process.execPath,
  [...tsx, 'tests/edited-site/run.ts'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(resultsDir, 'playwright-edited.json'),
  },
);

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
}
interface PlaywrightSuite {
  title: string;
  specs?: Array<{ title: string; tests: Array<{ projectName: string; status: string }> }>;
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

/** The browser tests that passed only on their second try, as "[project] file › describe › title". */
function flakyTests(suites: PlaywrightSuite[], trail: string[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((run) => run.status === 'flaky')
        .map((run) => `[${run.projectName}] ${[...trail, suite.title, spec.title].filter(Boolean).join(' › ')}`),
    ),
    ...flakyTests(suite.suites ?? [], [...trail, suite.title]),
  ]);
}
interface RuntimesReport {
  passed: number;
  failed: number;
}
const vitest = JSON.parse(readFileSync(path.join(resultsDir, 'vitest.json'), 'utf8')) as VitestReport;
const runtimes = JSON.parse(readFileSync(path.join(resultsDir, 'runtimes.json'), 'utf8')) as RuntimesReport;
const [playwrightReport, editedReport] = ['playwright.json', 'playwright-edited.json'].map(
  (file) => JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8')) as PlaywrightReport,
);
if (!playwrightReport || !editedReport) throw new Error('A browser test report is missing');
const [playwright, edited] = [playwrightReport.stats, editedReport.stats];
const flaky = [...flakyTests(playwrightReport.suites), ...flakyTests(editedReport.suites).map((title) => `${title} (edited release)`)];
if (flaky.length > 0)
  console.log(`\nPassed only on a second try (flaky): ${flaky.length}\n${flaky.map((title) => `  - ${title}`).join('\n')}`);
const passed = vitest.numPassedTests + runtimes.passed + playwright.expected + playwright.flaky + edited.expected + edited.flaky;
const failed = vitest.numFailedTests + runtimes.failed + playwright.unexpected + edited.unexpected;
console.log(
  `\nUnit and function tests: ${vitest.numPassedTests} passed; runtime contract: ${runtimes.passed} passed; browser tests: ${playwright.expected} passed, and ${edited.expected} against the edited release.`,
);
console.log('\nWall time per step:');
for (const step of stepTimes)
  console.log(`  ${formatSeconds(step.seconds).padStart(12)}  ${step.title}${formatCpu(step.cpuSeconds, step.seconds)}`);
const totalSeconds = (performance.now() - startedAt) / 1000;
console.log(`  ${formatSeconds(totalSeconds).padStart(12)}  in all${formatCpu(childrenCpuSeconds(), totalSeconds)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
