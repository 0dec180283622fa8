import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

/** A throw-away copy of the content (pages-yaml/ and public/): the tests never write into the repository's. */
export interface ContentCopy {
  root: string;
  read(relative: string): string;
  write(relative: string, text: string): void;
  dispose(): void;
}

export function copyOfContent(): ContentCopy {
  const root = mkdtempSync(path.join(tmpdir(), 'editor-content-'));
  cpSync(path.join(projectRoot, 'pages-yaml'), path.join(root, 'pages-yaml'), { recursive: true });
  cpSync(path.join(projectRoot, 'public'), path.join(root, 'public'), { recursive: true });
  return {
    root,
    read: (relative) => readFileSync(path.join(root, relative), 'utf8'),
    write: (relative, text) => writeFileSync(path.join(root, relative), text),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}

export interface RunningEditor {
  /** The address it printed, with its token. */
  address: string;
  origin: string;
  stop(): Promise<void>;
}

/**
 * The port a test's editor listens on: any free one, or, on a machine whose ports are shared out, EDITOR_TEST_PORT plus
 * the Playwright worker's index (each worker runs one editor at a time).
 */
function testPort(): number {
  const base = process.env.EDITOR_TEST_PORT;
  return base === undefined ? 0 : Number(base) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

/** `npm run edit -- --root <copy> --port 0 --no-open`, from the project; resolves with the address it printed. */
export async function startEditor(
  contentRoot: string,
  { port = testPort(), env = {} }: { port?: number; env?: Record<string, string> } = {},
): Promise<RunningEditor> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'editor/cli.ts',
      '--root',
      contentRoot,
      '--port',
      String(port),
      '--no-open',
    ],
    { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const address = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/.exec(output);
      if (match?.[1] !== undefined) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm run edit exited with ${code}:\n${output}`)));
  });
  return {
    address,
    origin: new URL(address).origin,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The lines taken out and put in, once the lines both texts share at the start and at the end are set aside. */
export function changedLines(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}
