import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { loadContent } from './content/load.ts';
import { createSiteApp } from './site-server.ts';

const root = process.cwd();
const distDir = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const ssrDir = path.resolve(root, process.env.SSR_OUT_DIR ?? '.ssr');
const HOME_JS_BUDGET_KB = 150;
const LINT_BUDGET_MS = 300;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// 1. Content lint of every page (median of 7 runs after one warm-up; the warm-up is what one `npm run lint:content` pays).
const coldStarted = performance.now();
loadContent();
const coldLintMs = performance.now() - coldStarted;
const lintTimes = Array.from({ length: 7 }, () => {
  const started = performance.now();
  const result = loadContent();
  if (result.errors.length > 0) throw new Error('Content has errors: run npm run lint:content');
  return performance.now() - started;
});
const pageCount = loadContent().content?.pages.length ?? 0;

// 2. Full build (lint, client build, server build, prerender).
const buildStarted = performance.now();
const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build.ts'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
const buildSeconds = (performance.now() - buildStarted) / 1000;

// 3. What a first visit of each route loads, measured in Chromium.
const port = await freePort();
const server = serve({ fetch: createSiteApp(distDir).fetch, port, hostname: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const routes = JSON.parse(readFileSync(path.join(ssrDir, 'routes.json'), 'utf8')) as string[];

interface RouteWeight {
  route: string;
  jsKb: number;
  cssKb: number;
  requests: number;
}
const weights: RouteWeight[] = [];
for (const route of routes) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') loaded.push(new URL(request.url()).pathname);
  });
  await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated="true"]');
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
await browser.close();
server.close();

const lintMs = median(lintTimes);
console.log('\n=== Benchmark ===');
console.log(
  `Content lint, ${pageCount} pages: ${lintMs.toFixed(0)} ms (median of 7; budget ${LINT_BUDGET_MS} ms); first run in a fresh process ${coldLintMs.toFixed(0)} ms`,
);
console.log(`Full build (lint + client + server + prerender): ${buildSeconds.toFixed(1)} s`);
console.log('\nFirst visit, gzipped (JS / CSS / files):');
for (const weight of weights) {
  console.log(
    `  ${weight.route.padEnd(32)} ${weight.jsKb.toFixed(1).padStart(6)} KB JS  ${weight.cssKb.toFixed(1).padStart(6)} KB CSS  ${String(weight.requests).padStart(3)} files`,
  );
}
const home = weights.find((weight) => weight.route === '/');
if (home)
  console.log(
    `\nHome page JS: ${home.jsKb.toFixed(1)} KB gzipped (budget ${HOME_JS_BUDGET_KB} KB): ${home.jsKb <= HOME_JS_BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
  );
