import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, startInbox } from './support.ts';

/**
 * The owner's inbox in a real Chromium, over the same SQLite file as the site the browser tests serve
 * (playwright.config.ts): a lead posted to the function as the site posts it shows up, keeps its status
 * and note across a restart of the inbox, and is erased from the store and from the exports.
 */

const run = promisify(execFile);

/** Downloads the filtered view as the owner does, and returns the file's text. */
async function exported(page: Page, button: 'Esporta CSV' | 'Esporta JSON'): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await (await download).path();
  return readFileSync(file, 'utf8');
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(text);
}

test.describe.configure({ mode: 'serial' });

test('a lead sent to the function is worked in the inbox, survives a restart, and is erased everywhere', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const port = new URL(baseURL ?? '').port;
  const databaseUrl = `file:test-results/e2e-leads-${port}.db`;
  const email = `casella-${Date.now()}@e2e.example.com`;

  const sent = await request.post('/functions/v1/send-contact-email', {
    headers: { Origin: baseURL ?? '' },
    data: {
      type: 'Richiesta Pacchetto Social Media',
      pacchetto: 'Business',
      nome: 'Ornella',
      cognome: 'Casella',
      azienda: 'Casella Calzature',
      email,
      messaggio: 'Vorremmo seguire anche TikTok. Siamo a Montichiari.',
      timestamp: new Date().toISOString(),
      origine: `Pagina Social Media - ${baseURL}/social-media`,
      elapsedMs: 52_400,
    },
  });
  expect(sent.status()).toBe(202);

  let inbox = await startInbox(databaseUrl);
  try {
    await page.goto(inbox.address);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Richieste dal sito' })).toBeVisible();
    await expectNoAxeViolations(page, 'the list');

    await search(page, email);
    await expect(page.getByText('1 richiesta', { exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    const opener = row.getByRole('button', { name: 'Ornella Casella' });
    await expect(opener).toBeVisible();
    await opener.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Richiesta di Ornella Casella' });
    await expect(drawer.getByText('Vorremmo seguire anche TikTok. Siamo a Montichiari.')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Rispondi per e-mail' })).toHaveAttribute(
      'href',
      `mailto:${email}?subject=${encodeURIComponent('Re: Richiesta Pacchetto Social Media – Business')}`,
    );
    await expectNoAxeViolations(page, 'a lead open');
    await drawer.getByRole('combobox', { name: 'Stato' }).selectOption({ label: 'in lavorazione' });
    await drawer.getByRole('textbox', { name: 'Nota' }).fill('Richiamare martedì mattina');
    await drawer.getByRole('button', { name: 'Salva' }).click();
    await expect(drawer.getByRole('status')).toHaveText('Salvato.');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();

    await inbox.stop();
    inbox = await startInbox(databaseUrl);
    await page.goto(inbox.address);
    await search(page, email);
    await expect(page.getByText('1 richiesta', { exact: true })).toBeVisible();
    await expect(row.getByText('in lavorazione')).toBeVisible();
    await row.getByRole('button', { name: 'Ornella Casella' }).click();
    await expect(drawer.getByRole('textbox', { name: 'Nota' })).toHaveValue('Richiamare martedì mattina');
    await expect(drawer.getByRole('combobox', { name: 'Stato' })).toHaveValue('in_progress');

    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Stato' }).selectOption({ label: 'Tutti, spam compreso' });
    expect(await exported(page, 'Esporta CSV')).toContain(email);
    expect(await exported(page, 'Esporta JSON')).toContain(email);

    await row.getByRole('button', { name: 'Ornella Casella' }).click();
    await drawer.getByRole('button', { name: 'Cancella tutti i suoi dati…' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Cancellare per sempre?' });
    await expect(confirmation).toContainText(email);
    await expectNoAxeViolations(page, 'the erasure confirmation');
    await confirmation.getByRole('button', { name: 'Cancella per sempre' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Cancellate 1 richiesta dell’indirizzo ${email}.` })).toBeVisible();
    await expect(page.getByText('Nessuna richiesta con questi filtri.')).toBeVisible();
    await expectNoAxeViolations(page, 'after an erasure');

    await search(page, '');
    expect(await exported(page, 'Esporta CSV')).not.toContain(email);
    expect(await exported(page, 'Esporta JSON')).not.toContain(email);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', '--person', email, '--db', databaseUrl]);
    expect(JSON.parse(stdout)).toMatchObject({ email, leads: [] });
  } finally {
    await inbox.stop();
  }
});

test('every control of the inbox is reached with the Tab key and shows its focus', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  const inbox = await startInbox(`file:test-results/e2e-leads-${port}.db`);
  try {
    await page.goto(inbox.address);
    await expect(page.getByRole('heading', { level: 1, name: 'Richieste dal sito' })).toBeVisible();
    const withoutFocusRing: string[] = [];
    const reached = new Set<string>();
    for (let step = 0; step < 24; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        // Focus inside a field's own parts (a date field's calendar button) is drawn by the browser.
        if (element === null || element === document.body || !element.matches(':focus')) return undefined;
        const style = getComputedStyle(element);
        const visible = (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        const label =
          element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.labels?.[0]?.textContent : undefined;
        const name = label ?? element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        return { name: `${element.tagName.toLowerCase()} ${name.slice(0, 30)}`, visible };
      });
      if (focused === undefined) continue;
      reached.add(focused.name);
      if (!focused.visible) withoutFocusRing.push(focused.name);
    }
    expect([...reached]).toEqual(
      expect.arrayContaining([
        'input Cerca',
        'select Tipo',
        'select Stato',
        'input Dal',
        'input Al',
        'button Esporta CSV',
        'button Esporta JSON',
      ]),
    );
    expect(withoutFocusRing).toEqual([]);
  } finally {
    await inbox.stop();
  }
});
