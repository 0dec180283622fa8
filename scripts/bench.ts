import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import {
  type DialogPress,
  type InlineWeight,
  inlineWeight,
  type PressKind,
  pressDialogs,
  serveCounted,
  WALK,
  type WalkStep,
  walk,
} from './bench-browse.ts';
import { loadContent } from '../content-compiler/load.ts';
import { REPEAT_VISIT_DIR } from '../site-server/rules.ts';

const root = process.cwd();
const distDir = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const ssrDir = path.resolve(root, process.env.SSR_OUT_DIR ?? '.ssr');
const BUDGETS = {
  lintMs: 300,
  firstVisitJsKb: 5,
  walkJsKb: 30,
  clickMs: 300,
  fastClickMs: 150,
  clickHtmlKb: 12,
  repeatVisitInlineCssKb: 8,
  dialogMs: 100,
  islandKinds: 8,
} as const;
const SLOW_CPU = 4;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (within: boolean) => (within ? 'within budget' : 'OVER BUDGET');

// 1. Content lint of every page (median of 7 runs after one warm-up; the warm-up is what one `npm run lint:content` pays).
const coldStarted = performance.now();
await loadContent();
const coldLintMs = performance.now() - coldStarted;
const lintTimes: number[] = [];
for (let run = 0; run < 7; run++) {
  const started = performance.now();
  const result = await loadContent();
  if (result.errors.length > 0) throw new Error('Content has errors: run npm run lint:content');
  lintTimes.push(performance.now() - started);
}
const pageCount = (await loadContent()).content?.pages.length ?? 0;

// 2. Full build (lint, client build, server build, prerender).
const buildStarted = performance.now();
const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build.ts'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
const buildSeconds = (performance.now() - buildStarted) / 1000;

// 3. The island kinds the built pages carry, and the first page that has a button for each kind of dialog.
function builtPages(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === REPEAT_VISIT_DIR ? [] : builtPages(full);
    return entry.name === 'index.html' ? [full] : [];
  });
}
const routes = JSON.parse(readFileSync(path.join(ssrDir, 'routes.json'), 'utf8')) as string[];
const islandKinds = new Map<string, number>();
const dialogOpeners = new Map<string, { path: string; dialog: string }>();
const inlineWeights: Array<{ firstVisit: InlineWeight; repeatVisit: InlineWeight | undefined }> = [];
for (const file of builtPages(distDir)) {
  const route = `/${path.relative(distDir, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/$/, '') || '/';
  const html = readFileSync(file, 'utf8');
  const repeatVisitFile = path.join(distDir, REPEAT_VISIT_DIR, path.relative(distDir, file));
  inlineWeights.push({
    firstVisit: inlineWeight(route, html),
    repeatVisit: existsSync(repeatVisitFile) ? inlineWeight(route, readFileSync(repeatVisitFile, 'utf8')) : undefined,
  });
  for (const [, kind = ''] of html.matchAll(/data-island="([^"]+)"/g)) islandKinds.set(kind, (islandKinds.get(kind) ?? 0) + 1);
  if (!routes.includes(route)) continue;
  for (const [, dialog = ''] of html.matchAll(/data-dialog="([^"]+)"/g)) {
    const kind = dialog.replace(/^dialog-(package-request)-.*$/, 'dialog-$1');
    const known = dialogOpeners.get(kind);
    if (!known || routes.indexOf(route) < routes.indexOf(known.path)) dialogOpeners.set(kind, { path: route, dialog });
  }
}

// 4. In Chromium: a first visit of each route, the five-page walk, and the first press on each kind of dialog.
const site = await serveCounted(distDir);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

interface RouteWeight {
  route: string;
  jsKb: number;
  cssKb: number;
  requests: number;
}
const weights: RouteWeight[] = [];
for (const route of routes) {
  const context = await browser.newContext();
  // The views the Web Vitals sample leaves out (4 in 5 by default): the sampled one's extra chunk is measured below.
  await context.addInitScript(() => {
    Math.random = () => 0.999_999;
  });
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') loaded.push(new URL(request.url()).pathname);
  });
  await page.goto(`${site.origin}${route}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-interactive="true"]');
  // The page's whole stylesheets are fetched after the first paint (src/app/deferred-styles.ts): a first visit pays for them too.
  await page.waitForFunction(() => document.querySelectorAll('link[rel="stylesheet"][media="not all"]').length === 0);
  await page.waitForLoadState('networkidle');
  let js = 0;
  let css = 0;
  for (const file of new Set(loaded)) {
    const gzipped = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += gzipped;
    else js += gzipped;
  }
  weights.push({ route, jsKb: js / 1024, cssKb: css / 1024, requests: new Set(loaded).size });
  await context.close();
}

const walks: Array<{ rate: number; press: PressKind; steps: WalkStep[] }> = [];
for (const press of ['hover', 'tap', 'driven'] as const)
  for (const rate of [1, SLOW_CPU]) walks.push({ rate, press, steps: await walk(browser, site, rate, press) });
const dialogs: Array<{ rate: number; presses: DialogPress[] }> = [];
for (const rate of [1, SLOW_CPU]) dialogs.push({ rate, presses: await pressDialogs(browser, site, [...dialogOpeners.values()], rate) });
await browser.close();
site.close();

// 5. The figures.
const lintMs = median(lintTimes);
console.log('\n=== Benchmark ===');
console.log(
  `Content lint, ${pageCount} pages: ${lintMs.toFixed(0)} ms (median of 7; budget ${BUDGETS.lintMs} ms): ${verdict(lintMs <= BUDGETS.lintMs)}; first run in a fresh process ${coldLintMs.toFixed(0)} ms`,
);
console.log(`Full build (lint + client + server + prerender): ${buildSeconds.toFixed(1)} s`);

console.log(`\nFirst visit, gzipped (JS / CSS / files); JS budget ${BUDGETS.firstVisitJsKb} KB:`);
for (const weight of weights) {
  console.log(
    `  ${weight.route.padEnd(32)} ${weight.jsKb.toFixed(1).padStart(6)} KB JS  ${weight.cssKb.toFixed(1).padStart(6)} KB CSS  ${String(weight.requests).padStart(3)} files`,
  );
}
const heaviest = weights.reduce(
  (most, weight) => (weight.jsKb > most.jsKb ? weight : most),
  weights[0] ?? { route: '-', jsKb: 0, cssKb: 0, requests: 0 },
);
console.log(
  `Heaviest first visit: ${heaviest.route}, ${heaviest.jsKb.toFixed(1)} KB of JS: ${verdict(heaviest.jsKb <= BUDGETS.firstVisitJsKb)}`,
);

// A sampled view's one extra file, fetched after load (src/analytics/tracker.ts): not part of any view's first paint.
const vitalsChunks = readdirSync(path.join(distDir, 'assets')).filter((file) => /^web-vitals-.*\.js$/.test(file));
for (const file of vitalsChunks)
  console.log(
    `Web Vitals, a sampled view only, after load: +${(gzipSync(readFileSync(path.join(distDir, 'assets', file)), { level: 9 }).length / 1024).toFixed(1)} KB gzipped (${file}); the other views fetch nothing more`,
  );

const kinds = [...islandKinds].sort(([a], [b]) => a.localeCompare(b));
console.log(`\nIsland kinds in dist/: ${kinds.length} (budget ${BUDGETS.islandKinds}): ${verdict(kinds.length <= BUDGETS.islandKinds)}`);
for (const [kind, count] of kinds) console.log(`  ${kind.padEnd(22)} on ${count} page${count === 1 ? '' : 's'}`);

const PRESSES: Record<PressKind, string> = {
  hover: 'the pointer resting 300 ms on each link before the click (a desktop)',
  tap: 'a tap on each link, nothing before it (a phone)',
  driven: 'Playwright’s click, timed from the call to a poll finding the new <h1>, as ../shared/tools/tap-walk.mjs times it',
};
for (const { rate, press, steps } of walks) {
  console.log(`\nFive-page walk (${WALK.join(' → ')}), ${PRESSES[press]}, CPU ${rate === 1 ? 'at full speed' : `slowed ${rate}×`}:`);
  console.log('  step                          link clicked                       JS KB   CSS KB  HTML KB   ms to <h1>   (gzipped)');
  for (const step of steps) {
    const ms = Number.isNaN(step.msToH1) ? '-' : step.msToH1.toFixed(0);
    const { js, css, html } = step.served.gzipped;
    console.log(
      `  ${step.path.padEnd(29)} ${step.link.slice(0, 32).padEnd(32)} ${kb(js).padStart(7)} ${kb(css).padStart(8)} ${kb(html).padStart(8)} ${ms.padStart(12)}`,
    );
  }
  const sum = (pick: (step: WalkStep) => number) => steps.reduce((total, step) => total + pick(step), 0);
  const gzipped = {
    js: sum((step) => step.served.gzipped.js),
    css: sum((step) => step.served.gzipped.css),
    html: sum((step) => step.served.gzipped.html),
  };
  const sent = {
    js: sum((step) => step.served.sent.js),
    css: sum((step) => step.served.sent.css),
    html: sum((step) => step.served.sent.html),
  };
  const clicks = steps.filter((step) => !Number.isNaN(step.msToH1)).map((step) => step.msToH1);
  const slowest = Math.max(...clicks);
  console.log(`  whole walk, gzipped: ${kb(gzipped.js)} KB JS, ${kb(gzipped.css)} KB CSS, ${kb(gzipped.html)} KB HTML`);
  console.log(`  whole walk as sent (Brotli): ${kb(sent.js)} KB JS, ${kb(sent.css)} KB CSS, ${kb(sent.html)} KB HTML`);
  console.log(
    `  JS for the walk: ${verdict(gzipped.js / 1024 <= BUDGETS.walkJsKb)} (${BUDGETS.walkJsKb} KB gzipped); slowest click ${slowest.toFixed(0)} ms`,
  );
  const budget = rate === SLOW_CPU ? BUDGETS.clickMs : BUDGETS.fastClickMs;
  console.log(`  clicks at ${rate}× CPU: ${verdict(slowest <= budget)} (${budget} ms)`);
}

console.log(
  '\nEach page’s HTML, a first visit’s and a click’s (its repeat-visit copy): Brotli KB, inline CSS and SVG KB before compression, the most times one SVG path is written:',
);
console.log(`  ${'route'.padEnd(32)} ${'first visit: HTML   CSS   SVG'.padStart(30)}   ${'click: HTML   CSS   SVG  path'.padStart(30)}`);
const row = (weight: InlineWeight | undefined) =>
  weight === undefined
    ? '-'.padStart(30)
    : `${kb(weight.brotliBytes).padStart(10)} ${kb(weight.styleBytes).padStart(5)} ${kb(weight.svgBytes).padStart(5)} ${String(weight.mostRepeatedPath).padStart(4)}×`;
for (const { firstVisit, repeatVisit } of inlineWeights)
  console.log(`  ${firstVisit.route.padEnd(32)} ${row(firstVisit)}   ${row(repeatVisit)}`);
const clicks = inlineWeights.map(({ firstVisit, repeatVisit }) => repeatVisit ?? firstVisit);
const heaviestClick = Math.max(...clicks.map((weight) => weight.brotliBytes));
const mostInlineCss = Math.max(...clicks.map((weight) => weight.styleBytes));
const mostRepeats = Math.max(
  ...inlineWeights
    .flatMap(({ firstVisit, repeatVisit }) => [firstVisit, repeatVisit ?? firstVisit])
    .map((weight) => weight.mostRepeatedPath),
);
console.log(
  `  HTML per click, heaviest ${kb(heaviestClick)} KB Brotli: ${verdict(heaviestClick / 1024 <= BUDGETS.clickHtmlKb)} (${BUDGETS.clickHtmlKb} KB)`,
);
console.log(
  `  inline CSS in a click’s page, most ${kb(mostInlineCss)} KB: ${verdict(mostInlineCss / 1024 <= BUDGETS.repeatVisitInlineCssKb)} (${BUDGETS.repeatVisitInlineCssKb} KB)`,
);
console.log(`  an SVG path written at most ${mostRepeats}× in a page: ${verdict(mostRepeats <= 1)} (once)`);

for (const { rate, presses } of dialogs) {
  console.log(
    `\nFirst press on each dialog, idle page, from pointerdown to the frame that shows it, CPU ${rate === 1 ? 'at full speed' : `slowed ${rate}×`}:`,
  );
  for (const press of presses)
    console.log(`  ${press.dialog.padEnd(40)} on ${press.path.padEnd(28)} ${press.msToPaint.toFixed(0).padStart(5)} ms`);
  const slowest = Math.max(...presses.map((press) => press.msToPaint));
  if (rate === SLOW_CPU)
    console.log(`  slowest ${slowest.toFixed(0)} ms: ${verdict(slowest <= BUDGETS.dialogMs)} (${BUDGETS.dialogMs} ms)`);
}
