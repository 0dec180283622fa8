import { expect, test } from '@playwright/test';
import {
  articleParagraph,
  type ContentCopy,
  changedLines,
  copyOfContent,
  openParagraph,
  type RunningEditor,
  selectWord,
  startEditor,
} from './running-editor.ts';

/**
 * The rich-text field of an article's paragraph (bold, italic, links in the small Markdown), in the built editor over a
 * copy of the content: a link added with its toolbar is one changed line of the file and a working link in the preview.
 */

test.describe.configure({ timeout: 120_000 });

const TARGET = '/contatti';

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
  const paragraph = articleParagraph(TARGET);
  const before = content.read(paragraph.file);
  const preview = page.frameLocator('iframe');
  await page.goto(`${editor.address}&file=${paragraph.file}`);
  await expect(page.getByRole('heading', { level: 1, name: paragraph.route })).toBeVisible();
  await expect(preview.locator('main')).toBeVisible({ timeout: 20_000 });

  const { field, id } = await openParagraph(page, paragraph);
  await expect(field).toBeVisible();
  await expect(field).toHaveAttribute('contenteditable', 'true');
  // Opening the field changes nothing.
  await expect(page.getByText('Nessuna modifica')).toBeVisible();

  // The word selected as a marketer's double-click would.
  await selectWord(field, paragraph.word);
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
