/**
 * Bundles the Cloudflare Worker (wrangler.jsonc) as `wrangler deploy` would, without deploying, and
 * checks it: at most 150 KB gzipped, and no `node:` module (workerd provides none without the
 * nodejs_compat flag, which the Worker does not ask for).
 *
 * Wrangler needs Node 22.12 or later. On an older Node (20 on this machine and CI, or a marketer's
 * laptop) the build bundles with esbuild, the bundler wrangler itself calls, with the options wrangler
 * gives it: the same bytes (tests/runtimes/worker-bundle.test.ts compares the two on every run of the
 * runtime suite), without a second Node to download.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { WRANGLER, wranglerEnv, wranglerRunsOn } from './runtime-tools.ts';

export const WORKER_BUNDLE_BUDGET_BYTES = 150 * 1000;

const root = path.resolve(import.meta.dirname, '..');
/** What wrangler.jsonc serves as the Worker's static assets: the Worker reads its headers there, at run time. */
export const WORKER_ASSETS_DIR = path.join(root, 'dist');
/** wrangler.jsonc's `main`. */
const WORKER_ENTRY = 'runtimes/cloudflare/worker.ts';

export interface WorkerBundleReport {
  bytes: number;
  gzipBytes: number;
  nodeModules: string[];
  /** Who bundled it, for the build's line: "wrangler 4.164.0 on Node v22.23.3", or esbuild and why. */
  bundler: string;
}

/** The Worker as `wrangler deploy --dry-run` writes it, under this Node (22.12 or later). */
export function bundleWorkerWithWrangler(node: string): Buffer {
  const outdir = mkdtempSync(path.join(tmpdir(), 'worker-bundle-'));
  try {
    const result = spawnSync(node, [WRANGLER, 'deploy', '--dry-run', '--outdir', outdir], {
      cwd: root,
      encoding: 'utf8',
      env: wranglerEnv(node),
    });
    if (result.status !== 0) throw new Error(`wrangler could not bundle the Worker:\n${result.stdout}\n${result.stderr}`);
    return readFileSync(path.join(outdir, 'worker.js'));
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/**
 * The Worker bundled by esbuild with the options wrangler 4.164 passes it for `deploy` (its bundleWorker:
 * ES modules, es2024 with `using` kept, the workerd/worker/browser conditions, names kept, the
 * production NODE_ENV and navigator.userAgent, cloudflare:* left to the runtime), plus wrangler.jsonc's
 * `minify: true`.
 */
export async function bundleWorkerWithEsbuild(): Promise<Buffer> {
  const production = JSON.stringify('production');
  const result = await build({
    entryPoints: [WORKER_ENTRY],
    absWorkingDir: root,
    bundle: true,
    write: false,
    outfile: 'worker.js',
    format: 'esm',
    target: 'es2024',
    supported: { 'import-source': true, using: true },
    loader: { '.js': 'jsx', '.mjs': 'jsx', '.cjs': 'jsx' },
    conditions: ['workerd', 'worker', 'browser'],
    minify: true,
    keepNames: true,
    // Wrangler writes a source map beside the bundle, and the bundle ends with its address.
    sourcemap: true,
    external: ['__STATIC_CONTENT_MANIFEST', 'cloudflare:*'],
    define: {
      'navigator.userAgent': JSON.stringify('Cloudflare-Workers'),
      'process.env.NODE_ENV': production,
      'global.process.env.NODE_ENV': production,
      'globalThis.process.env.NODE_ENV': production,
    },
    logLevel: 'silent',
  });
  const bundle = result.outputFiles.find((file) => file.path.endsWith('.js'));
  if (bundle === undefined) throw new Error(`esbuild wrote no bundle for ${WORKER_ENTRY}`);
  return Buffer.from(bundle.contents);
}

function report(bundle: Buffer, bundler: string): WorkerBundleReport {
  const nodeModules = [...bundle.toString('utf8').matchAll(/(?:from|import|require)\s*\(?\s*["'](node:[\w/]+)["']/g)].map(
    ([, name]) => name ?? '',
  );
  return { bytes: bundle.byteLength, gzipBytes: gzipSync(bundle).byteLength, nodeModules: [...new Set(nodeModules)], bundler };
}

export async function bundleWorker(): Promise<WorkerBundleReport> {
  if (wranglerRunsOn(process.version)) {
    const wranglerVersion = spawnSync(process.execPath, [WRANGLER, '--version'], { encoding: 'utf8', env: wranglerEnv(process.execPath) })
      .stdout.split('\n')[0]
      ?.trim();
    return report(bundleWorkerWithWrangler(process.execPath), `wrangler ${wranglerVersion} on Node ${process.version}`);
  }
  return report(
    await bundleWorkerWithEsbuild(),
    `esbuild with wrangler's options, since wrangler needs Node 22.12 or later and this is ${process.version}`,
  );
}
