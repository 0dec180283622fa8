/**
 * The screenshots of the editor's chapter in docs/guida-marketing.md, taken from the real editor over a copy of the
 * content (nothing in pages-yaml/ changes):
 *
 *   node node_modules/tsx/dist/cli.mjs tests/editor/guide-screenshots.ts [--port P]
 *
 * Writes docs/editor/*.png at 1280 × 800, as palette PNGs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { articleParagraph, copyOfContent, openParagraph, projectRoot, selectWord, startEditor } from './running-editor.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' }, only: { type: 'string', multiple: true } } });
/** `--only testo` (repeatable) takes those screenshots alone and leaves the others' files as they are. */
const wanted = (name: string) => values.only === undefined || values.only.includes(name);
const OUT = path.join(projectRoot, 'docs', 'editor');

async function shot(page: Page, name: string): Promise<void> {
  if (!wanted(name)) return;
  // Let the preview's frame and Mantine's transitions settle.
  await page.waitForTimeout(600);
  const png = await sharp(await page.screenshot())
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
    .toBuffer();
  writeFileSync(path.join(OUT, `${name}.png`), png);
  console.log(`docs/editor/${name}.png: ${Math.round(png.length / 1024)} KB`);
}

const content = copyOfContent();
const editor = await startEditor(content.root, { port: Number(values.port) });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  mkdirSync(OUT, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'it-IT' });
  const preview = page.frameLocator('iframe');

  await page.goto(editor.address);
  await page.getByRole('button', { name: /^\/sport\/calcio-marketing / }).click();
  await preview.locator('main').waitFor({ timeout: 30_000 });
  await page.getByRole('group', { name: 'Il risultato su Google' }).waitFor();
  await shot(page, 'google');
  await page.getByRole('button', { name: /^Sezione 1: hero/, expanded: false }).click();
  const headline = page.getByRole('textbox', { name: 'Titolo', exact: true });
  const showHeadline = () => headline.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await headline.fill('Più tifosi allo stadio, più sponsor in bacheca');
  await preview.locator('h1', { hasText: 'Più tifosi allo stadio' }).waitFor();
  await showHeadline();
  await shot(page, 'pagina');

  await headline.fill('');
  await page.getByText('non può essere vuoto').first().waitFor();
  await showHeadline();
  await shot(page, 'errore');
  await headline.fill('Più tifosi allo stadio, più sponsor in bacheca');

  await page.getByRole('button', { name: /^Immagine / }).click();
  await page.getByRole('button', { name: 'Carica una foto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Che cosa mostra la foto?' });
  const photo = path.join(content.root, 'Prima squadra.jpg');
  writeFileSync(
    photo,
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 46, g: 125, b: 50 } } })
      .jpeg()
      .toBuffer(),
  );
  await dialog.locator('input[type="file"]').setInputFiles(photo);
  await dialog.getByRole('textbox', { name: /Testo alternativo/ }).fill('La prima squadra in posa a centrocampo');
  await shot(page, 'foto');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await dialog.waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: 'Salva' }).click();
  await page.getByText('Salvato: una riga cambiata.').waitFor();
  await showHeadline();
  await shot(page, 'salvato');
  await page.getByText('Salvato: una riga cambiata.').waitFor({ state: 'hidden', timeout: 15_000 });

  await page.getByRole('button', { name: /^Sezione 1: hero/, expanded: true }).click();
  await page.getByRole('combobox', { name: 'Tipo di sezione' }).click();
  await page.getByRole('option', { name: 'stats', exact: true }).click();
  await page.getByRole('button', { name: 'Aggiungi sezione' }).click();
  const count = await page.getByRole('button', { name: /^Sposta su: Sezione \d+/ }).count();
  await page.getByRole('button', { name: `Sposta su: Sezione ${count}: stats` }).click();
  await page
    .getByRole('button', { name: `Sezione ${count - 1}: stats`, exact: false })
    .first()
    .scrollIntoViewIfNeeded();
  await preview.getByText('Risultati che si possono misurare').scrollIntoViewIfNeeded();
  await shot(page, 'sezioni');

  // The same page at a phone's width.
  await page.getByText('Telefono (375 px)', { exact: true }).click();
  await preview.locator('main').waitFor();
  await preview.locator('h1').scrollIntoViewIfNeeded();
  await shot(page, 'telefono');

  // An article's paragraph in its rich-text field: a word selected, the link box open with an address of the site.
  const paragraph = articleParagraph('/contatti');
  await page.getByText('Computer (1280 px)', { exact: true }).click();
  await page.goto(`${editor.address}&file=${paragraph.file}`);
  await preview.locator('main').waitFor({ timeout: 30_000 });
  const { field, id } = await openParagraph(page, paragraph);
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await selectWord(field, paragraph.word);
  await page.locator(`#${id}-testo`).getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByRole('textbox', { name: 'Indirizzo del link', exact: true }).fill('/contatti');
  await shot(page, 'testo');
} finally {
  await browser.close();
  await editor.stop();
  content.dispose();
}
