import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { type ContentCopy, changedLines, copyOfContent, projectRoot, type RunningEditor, startEditor } from './running-editor.ts';

/**
 * The rich-text field of an article's paragraph (bold, italic, links in the small Markdown), in the built editor over a
 * copy of the content: a link added with its toolbar is one changed line of the file and a working link in the preview.
 */

test.describe.configure({ timeout: 120_000 });

const TARGET = '/contatti';
/** What a link adds to a line of the file: `[` before the word, `](/contatti)` after it. */
const LINK_LENGTH = `[](${TARGET})`.length;
/** The width the editor folds a long text at when a line grows past it (editor/yaml-patch.ts): the line must stay under it. */
const FOLD_WIDTH = 100;

interface Paragraph {
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
function articleParagraph(): Paragraph {
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
            if (line.length + LINK_LENGTH > FOLD_WIDTH) continue;
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

let content: ContentCopy;
let editor: RunningEditor;

test.beforeEach(async () => {
  content = copyOfContent();
  editor = await startEditor(content.root);
});

test.afterEach(async () => {
  await editor.stop();
  content.dispose();
});

test('a link added to a word of an article’s paragraph with the rich-text toolbar is one changed line, and a link in the preview', async ({
  page,
}) => {
  const paragraph = articleParagraph();
  const before = content.read(paragraph.file);
  const preview = page.frameLocator('iframe');
  await page.goto(`${editor.address}&file=${paragraph.file}`);
  await expect(page.getByRole('heading', { level: 1, name: paragraph.route })).toBeVisible();
  await expect(preview.locator('main')).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: new RegExp(`^Sezione ${paragraph.section + 1}: prose`), expanded: false }).click();
  const at = `campo-sections-${paragraph.section}-blocks`;
  await page.locator(`#${at}`).click();
  await page.locator(`#${at}-${paragraph.block}`).click();
  await page.locator(`#${at}-${paragraph.block}-paragraphs`).click();
  const id = `${at}-${paragraph.block}-paragraphs-${paragraph.index}`;
  const field = page.getByRole('textbox', { name: `Voce ${paragraph.index + 1}`, exact: true }).and(page.locator(`#${id}`));
  await expect(field).toBeVisible();
  await expect(field).toHaveAttribute('contenteditable', 'true');
  // Opening the field changes nothing.
  await expect(page.getByText('Nessuna modifica')).toBeVisible();

  // The word selected as a marketer's double-click would.
  await field.click();
  await field.evaluate((element, word) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent?.indexOf(word) ?? -1;
      if (start < 0) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + word.length);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      return;
    }
    throw new Error(`"${word}" is not in the field`);
  }, paragraph.word);
  await expect.poll(() => page.evaluate(() => getSelection()?.toString())).toBe(paragraph.word);

  const toolbar = page.locator(`#${id}-testo`);
  await expect(toolbar.getByRole('button', { name: 'Grassetto', exact: true })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Corsivo', exact: true })).toBeVisible();
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  const address = page.getByRole('textbox', { name: 'Indirizzo del link', exact: true });
  await address.fill(TARGET);
  await page.getByRole('button', { name: 'Applica', exact: true }).click();

  const link = preview.locator('main a', { hasText: paragraph.word });
  await expect(link).toHaveAttribute('href', TARGET);
  await expect(link).not.toHaveAttribute('target', /.*/);
  await expect(link).toHaveText(paragraph.word);

  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Salvato: una riga cambiata.')).toBeVisible({ timeout: 30_000 });
  expect(changedLines(before, content.read(paragraph.file))).toEqual({
    removed: [paragraph.line],
    added: [paragraph.line.replace(paragraph.word, `[${paragraph.word}](${TARGET})`)],
  });
});
