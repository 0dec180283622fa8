/**
 * `npm run wrangler -- <command>`: wrangler on a Node it accepts (22.12 or later). The machine's Node
 * where it is new enough; otherwise Node 22, installed once from the npm registry (build/runtime-tools.ts),
 * so `npm run wrangler -- deploy` works on a laptop with Node 20 as well.
 */
import { spawnSync } from 'node:child_process';
import { WRANGLER, wranglerEnv, wranglerNode } from '../build/runtime-tools.ts';

const node = wranglerNode();
const result = spawnSync(node, [WRANGLER, ...process.argv.slice(2)], { stdio: 'inherit', env: wranglerEnv(node) });
process.exit(result.status ?? 1);
