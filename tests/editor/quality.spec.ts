import { expect, type Page, test } from '@playwright/test';
import { type ContentCopy, copyOfContent, type RunningEditor, openEditorHere } from './running-editor.ts';
import { site } from '../e2e/site-content.ts';

/**
 * The quality check in the editor, in a real Chromium over a copy of the content: the lint's warnings beside the field
 * as the marketer types, and axe's findings on the rendered preview, in Italian.
 */

// Each test opens its own editor, whose first page renders with the site's renderer: seconds on a busy machine.
test.describe.configure({ timeout: 120_000 });

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

async function openPage(page: Page, route: string) {
  await page.goto(editor.address);
  await page.getByRole('button', { name: new RegExp(`^${route.replaceAll('/', '\\/')} `) }).click();
  await expect(page.getByRole('heading', { level: 1, name: route })).toBeVisible();
  await expect(page.frameLocator('iframe').locator('main')).toBeVisible({ timeout: 20_000 });
}

test('a 75-character title gets the lint’s Italian warning beside its field, counted without the site’s name', async ({ page }) => {
  await openPage(page, '/sport/calcio-marketing');
  const title = 'Marketing per società di calcio a Brescia, Montichiari, Mantova e Verona ok';
  expect(title).toHaveLength(75);
  await page.getByRole('textbox', { name: 'Titolo per Google', exact: true }).fill(title);
  await expect(
    page.getByText(
      `il titolo per Google ha 75 caratteri (senza "${site.brand.titleSuffix.trim()}", che il sito aggiunge da sé e Google mostra come nome del sito): Google ne mostra circa 60 e taglia il resto con "…". Accorcialo a 30–60 caratteri, con le parole che la gente cerca all’inizio`,
    ),
    // The check follows the keystrokes: on a busy machine, seconds after the last one.
  ).toBeVisible({ timeout: 20_000 });
});

test('a link without text written into an article’s HTML is listed by axe, in Italian, for its section', async ({ page }) => {
  await openPage(page, '/blog/intelligenza-artificiale-pmi-guida-pratica-2025');
  const messages = page.locator('[data-page-messages]');
  const emptyLink =
    'Sezione 1: Accessibilità: un link non ha un testo che dica dove porta: scrivi il testo del link (non lasciarlo vuoto).';
  // The page as it is: axe has run on it and found no link without text.
  await expect(page.frameLocator('iframe').locator('main')).toBeVisible();
  await expect(messages.getByText(emptyLink)).toHaveCount(0);

  await page.getByRole('button', { name: /^Sezione 1: html/, expanded: false }).click();
  const html = page.getByRole('textbox', { name: 'Testo HTML', exact: true });
  await html.fill(`${await html.inputValue()}\n<p>Scrivici: <a href="/contatti"></a></p>`);
  await expect(page.frameLocator('iframe').locator('main a[href="/contatti"]:empty')).toHaveCount(1);
  await expect(messages.getByText(emptyLink)).toBeVisible({ timeout: 20_000 });

  // Given its text, the link is fine again.
  await html.fill((await html.inputValue()).replace('<a href="/contatti"></a>', '<a href="/contatti">i contatti</a>'));
  await expect(messages.getByText(emptyLink)).toHaveCount(0, { timeout: 20_000 });
});

test('the search preview shows the result on a phone too, and the social card says in Italian when its image is missing', async ({
  page,
}) => {
  const file = 'pages-yaml/sport/calcio-marketing.yaml';
  content.write(file, content.read(file).replace(/^title: /m, 'ogImage:\n  src: /images/og/mancante.png\n  alt: Una squadra\ntitle: '));
  await openPage(page, '/sport/calcio-marketing');
  // On a phone the title wraps on two lines: this one, under 60 characters, shows whole.
  const title = /^title: (.+)$/m.exec(content.read(file))?.[1] ?? '';
  const mobile = page.getByRole('group', { name: 'Lo stesso risultato sullo schermo di un telefono' });
  await expect(mobile.locator('[data-search-title]')).toContainText(title);
  await expect(mobile.locator('[data-search-title]')).not.toContainText('…');
  await expect(page.getByRole('group', { name: 'La scheda condivisa sui social (1200 × 630)' })).toContainText(
    'L’immagine per i social /images/og/mancante.png non c’è: chi condivide la pagina vedrebbe una scheda senza foto.',
  );
});
