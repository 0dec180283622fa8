import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { openEditor } from '../../editor/start.ts';

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

/**
 * The editor over `contentRoot`, opened in this test's own process: what `npm run edit` opens, without a Node process to
 * start and the site's renderer (Mantine, React, the router) to load again for every test. A new workspace, token and
 * preview each time, so no test sees another's. The CLI's own start is still tested (publish.spec.ts, the guide's screenshots).
 */
export async function openEditorHere(contentRoot: string, { port = testPort() }: { port?: number } = {}): Promise<RunningEditor> {
  const editor = await openEditor({ root: contentRoot, port });
  return { address: editor.url, origin: new URL(editor.url).origin, stop: editor.close };
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

/** The width the editor folds a long text at when a line grows past it (editor/yaml-patch.ts): the line must stay under it. */
const FOLD_WIDTH = 100;

export interface Paragraph {
  file: string;
  route: string;
  /** Where the paragraph is in the page's data: section, block and paragraph. */
  section: number;
  block: number;
  index: number;
  /** The line of the file that holds the word, and the word. */
  line: string;
  word: string;
}

/**
 * The first paragraph of a prose section in an article without any Markdown yet, with a word found once in it, on a line
 * of the file that has room for the link: read from the content, so an edit of the articles breaks nothing here.
 */
export function articleParagraph(target: string): Paragraph {
  /** What a link adds to a line of the file: `[` before the word, `](target)` after it. */
  const linkLength = `[](${target})`.length;
  const folder = path.join(projectRoot, 'pages-yaml', 'blog');
  for (const name of readdirSync(folder).filter((entry) => entry.endsWith('.yaml'))) {
    const text = readFileSync(path.join(folder, name), 'utf8');
    const lines = new LineCounter();
    const document = parseDocument(text, { lineCounter: lines });
    const sections = document.get('sections');
    if (!isSeq(sections)) continue;
    for (const [section, node] of sections.items.entries()) {
      if (!isMap(node) || node.get('type') !== 'prose') continue;
      const blocks = node.get('blocks');
      if (!isSeq(blocks)) continue;
      for (const [block, blockNode] of blocks.items.entries()) {
        const paragraphs = isMap(blockNode) ? blockNode.get('paragraphs') : undefined;
        if (!isSeq(paragraphs)) continue;
        for (const [index, paragraph] of paragraphs.items.entries()) {
          if (!isScalar(paragraph) || !paragraph.range) continue;
          const value = paragraph.value;
          if (typeof value !== 'string' || /[*_[\]\\]/.test(value)) continue;
          const first = lines.linePos(paragraph.range[0]).line;
          const last = lines.linePos(paragraph.range[1] - 1).line;
          const source = text.split('\n').slice(first - 1, last);
          for (const line of source) {
            if (line.length + linkLength > FOLD_WIDTH) continue;
            const word = line
              .trim()
              .split(' ')
              .find((candidate) => /^\p{L}{6,}$/u.test(candidate) && value.split(candidate).length === 2);
            if (word === undefined) continue;
            const route = `/${path.relative(path.join(projectRoot, 'pages-yaml'), path.join(folder, name)).replace(/\.yaml$/, '')}`;
            return { file: `pages-yaml/blog/${name}`, route, section, block, index, line, word };
          }
        }
      }
    }
  }
  throw new Error('No article has a plain prose paragraph with a line that has room for a link.');
}

/** Opens the groups around an article's paragraph in the editor (its section, blocks, block, paragraphs): its rich-text field and id. */
export async function openParagraph(page: Page, paragraph: Paragraph): Promise<{ field: Locator; id: string }> {
  await page.getByRole('button', { name: new RegExp(`^Sezione ${paragraph.section + 1}: prose`), expanded: false }).click();
  const blocks = `campo-sections-${paragraph.section}-blocks`;
  await page.locator(`#${blocks}`).click();
  await page.locator(`#${blocks}-${paragraph.block}`).click();
  await page.locator(`#${blocks}-${paragraph.block}-paragraphs`).click();
  const id = `${blocks}-${paragraph.block}-paragraphs-${paragraph.index}`;
  const field = page.getByRole('textbox', { name: `Voce ${paragraph.index + 1}`, exact: true }).and(page.locator(`#${id}`));
  return { field, id };
}

/** Selects a word of a rich-text field, as a marketer's double-click on it would. */
export async function selectWord(field: Locator, word: string): Promise<void> {
  await field.click();
  await field.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent?.indexOf(wanted) ?? -1;
      if (start < 0) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + wanted.length);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      return;
    }
    throw new Error(`"${wanted}" is not in the field`);
  }, word);
}
