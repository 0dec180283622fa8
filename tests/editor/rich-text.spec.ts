import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  articleParagraph,
  type ContentCopy,
  changedLines,
  copyOfContent,
  openParagraph,
  type RunningEditor,
  selectWord,
  openEditorHere,
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
  editor = await openEditorHere(content.root);
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

test('the field holds one paragraph with bold, italic and links alone: Enter, pasted headings, lists and images add nothing else', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const paragraph = articleParagraph(TARGET);
  const preview = page.frameLocator('iframe');
  await page.goto(`${editor.address}&file=${paragraph.file}`);
  await expect(preview.locator('main')).toBeVisible({ timeout: 20_000 });
  const { field } = await openParagraph(page, paragraph);
  await expect(field).toBeVisible();
  // The field, its toolbar and its label as a screen reader meets them (axe reads the whole editor: a minute on a busy machine).
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);

  await selectWord(field, paragraph.word);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Enter');
  await field.evaluate((element) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<h2>Titolo incollato</h2><ul><li>prima voce</li></ul><p><u>sottolineato</u> <b>forte</b> <img src="/images/logo.svg" alt="logo"> <a href="/servizi">servizi</a></p>',
    );
    data.setData('text/plain', 'Titolo incollato prima voce sottolineato forte servizi');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(field).toContainText('Titolo incollato');
  await expect(field.locator('p')).toHaveCount(1);
  await expect(field.locator('h1, h2, h3, ul, ol, li, img, u, s, code, br, hr, blockquote')).toHaveCount(0);
  await expect(field.locator('strong')).toHaveText('forte');
  await expect(field.locator('a')).toHaveAttribute('href', '/servizi');
  // What the page shows from it: the words, one bold and one link, nothing more.
  const shown = preview.locator('main p', { hasText: 'Titolo incollato' });
  await expect(shown.locator('strong')).toHaveText('forte');
  await expect(shown.locator('a[href="/servizi"]')).toHaveText('servizi');
  await expect(shown).toContainText('sottolineato');
});
