import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4321);

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder at start; the unit-test report and the e2e leads database live beside it.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  // Three on the 2-core machines it runs on (here and CI): with two, the browser tests kept 0.50 cores busy on average
  // (7 min 12 s of wall time for 3 min 35 s of CPU), most of it waiting on throttled networks and CPUs; the desktop and
  // mobile projects took 5.1 min with three (about 5.8 min of their tests' time over two workers in the last full run),
  // every test passing on its first try.
  workers: 3,
  // One more try for a test that fails: a busy 2-core machine (CI's) can starve the browser for seconds. A test that
  // passes only on its second try is reported as flaky, by name, in npm test's summary (scripts/test-all.ts).
  retries: 1,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'it-IT',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself runs headless): the
      // same Blink without the browser's own interface, whose renderer and process took a third of a core per test.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--disable-gpu', '--disable-quic'],
    },
    // A trace records every action's page; kept only for a failure's second try, the one that explains a flake.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 } }, grep: /@mobile/ },
    // The owner's inbox (npm run inbox) over the store of the site served below.
    { name: 'inbox', testDir: 'tests/inbox', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // The edited release's own checks (tests/edited-site/run.ts serves it, with CONTENT_ROOT): only that run has its edits.
    ...(process.env.CONTENT_ROOT
      ? [
          {
            name: 'edited-site',
            testDir: 'tests/edited-site',
            use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
          },
        ]
      : []),
    // The visual editor (npm run edit), over a copy of pages-yaml/ and public/ it starts itself.
    { name: 'editor', testDir: 'tests/editor', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs site-server/start.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      LEADS_DB_URL: `file:test-results/e2e-leads-${port}.db`,
      RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'silent',
    },
  },
});
