/**
 * Bundles the Cloudflare Worker (wrangler.jsonc) as `wrangler deploy` would, without deploying, and
 * checks it: at most 150 KB gzipped, and no `node:` module (workerd provides none without the
 * nodejs_compat flag, which the Worker does not ask for).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WRANGLER, NODE_22, wranglerEnv } from './runtime-tools.ts';

export const WORKER_BUNDLE_BUDGET_BYTES = 150 * 1000;

const root = path.resolve(import.meta.dirname, '..');
/** What wrangler.jsonc serves as the Worker's static assets: the Worker reads its headers there, at run time. */
export const WORKER_ASSETS_DIR = path.join(root, 'dist');

export interface WorkerBundleReport {
  bytes: number;
  gzipBytes: number;
  nodeModules: string[];
}

export function bundleWorker(): WorkerBundleReport {
  const outdir = mkdtempSync(path.join(tmpdir(), 'worker-bundle-'));
  try {
    const result = spawnSync(NODE_22, [WRANGLER, 'deploy', '--dry-run', '--outdir', outdir], {
      cwd: root,
      encoding: 'utf8',
      env: wranglerEnv(),
    });
    if (result.status !== 0) throw new Error(`wrangler could not bundle the Worker:\n${result.stdout}\n${result.stderr}`);
    const bundle = readFileSync(path.join(outdir, 'worker.js'));
    const nodeModules = [...bundle.toString('utf8').matchAll(/(?:from|import|require)\s*\(?\s*["'](node:[\w/]+)["']/g)].map(
      ([, name]) => name ?? '',
    );
    return { bytes: bundle.byteLength, gzipBytes: gzipSync(bundle).byteLength, nodeModules: [...new Set(nodeModules)] };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
