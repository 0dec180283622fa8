/**
 * `npm run dev:worker`: the site and the function as Cloudflare Workers runs them, locally and offline
 * (`wrangler dev` on workerd, a local D1 database in .wrangler/), on http://127.0.0.1:8787 by default.
 * Serves the built dist/ (`npm run build` first). Wrangler needs Node 22.12 or later: on an older
 * Node, Node 22 is installed from the npm registry the first time (build/runtime-tools.ts).
 * Extra arguments go to wrangler: `npm run dev:worker -- --port 8788 --var SMTP_HOST:smtp.example.com`.
 */
import { spawnSync } from 'node:child_process';
import { WRANGLER, wranglerEnv, wranglerNode } from '../build/runtime-tools.ts';

const result = spawnSync(wranglerNode(), [WRANGLER, 'dev', '--ip', '127.0.0.1', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: wranglerEnv(),
});
process.exit(result.status ?? 1);
