import { readFileSync } from 'node:fs';
import { createClient } from '@libsql/client';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, startInbox } from './support.ts';

/**
 * The Statistiche of the owner's app in a real Chromium, over the e2e site's store: visits counted by the site's own
 * measurement endpoint today, and one day rolled up 20 days ago (written as the daily job writes it), so that the
 * 7-day and the 30-day periods differ. axe finds nothing, every control is reached by the keyboard, a table's CSV
 * holds its rows, and the period switch changes the figures.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

async function beacon(baseURL: string, person: string, event: Record<string, string | number>): Promise<void> {
  const response = await fetch(`${baseURL}/functions/v1/events`, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      'User-Agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Statistiche${person}`,
    },
    body: JSON.stringify(event),
  });
  expect(response.status).toBe(204);
}

/** The cells of the row of a table (named by its heading) whose first cell is `first`. */
async function rowCells(page: Page, table: string, first: string): Promise<string[]> {
  const region = page.getByRole('region', { name: table, exact: true }).last();
  const row = region.getByRole('row').filter({ has: page.getByRole('rowheader', { name: first, exact: true }) });
  await expect(row).toHaveCount(1);
  return (await row.getByRole('cell').allInnerTexts()).map((cell) => cell.trim());
}

/** Every element the Tab key should stop on: focusable, shown, and, in a group of radio buttons, the checked one. */
async function tabStops(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, summary, [tabindex]');
    const stops: string[] = [];
    candidates.forEach((element, index) => {
      const disabled = element.matches(':disabled');
      const shown = element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
      const radioOff = element instanceof HTMLInputElement && element.type === 'radio' && !element.checked;
      if (element.tabIndex < 0 || disabled || !shown || radioOff) return;
      element.dataset.tabStop = String(index);
      stops.push(String(index));
    });
    return stops;
  });
}

test('Statistiche: axe finds nothing, every control is reached by keyboard, a CSV holds its table, the period changes the figures', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const site = baseURL ?? '';
  const port = new URL(site).port;
  const databaseUrl = `file:test-results/e2e-leads-${port}.db`;
  const path = `/statistiche-e2e-${Date.now()}`;
  const campaign = `prova-${Date.now()}`;
  const source = { path, referrer: 'www.bing.com', utmSource: 'bing', utmMedium: 'cpc', utmCampaign: campaign };
  for (const person of ['A', 'B', 'C']) await beacon(site, person, { kind: 'view', ...source });
  await beacon(site, 'A', { kind: 'dialog', target: 'richiesta', ...source });
  // A sampled phone view's Web Vitals: LCP needing improvement, a good INP, a poor CLS.
  await beacon(site, 'A', { kind: 'vitals', path, device: 'mobile', lcp: 3100, inp: 120, cls: 0.3, ttfb: 400 });
  // A day the daily job rolled up 20 days ago: in the last 30 days, not in the last 7. The job sums its spans
  // (schema step 7) after the days they cover, and marks each day rolled, so that the store reads it from the
  // groups and no longer from the raw events. Written afterwards, the day goes with its spans unbuilt.
  const rolledDay = new Date(Date.now() - 20 * DAY_MS).toISOString().slice(0, 10);
  const store = createClient({ url: databaseUrl });
  try {
    await store.batch([
      {
        sql: `INSERT INTO analytics_daily (day, kind, path, referrer_host, utm_source, utm_medium, utm_campaign, target, events, visitors)
          VALUES (?, 'view', ?, 'www.bing.com', 'bing', 'cpc', ?, '', 7, 5)`,
        args: [rolledDay, path, campaign],
      },
      { sql: 'INSERT OR IGNORE INTO analytics_rolled_days (day) VALUES (?)', args: [rolledDay] },
      'DELETE FROM analytics_spans',
      'DELETE FROM analytics_spans_built',
    ]);
  } finally {
    store.close();
  }

  const inbox = await startInbox(databaseUrl);
  try {
    await page.goto(inbox.address);
    await expect(page.getByRole('heading', { level: 2, name: 'In breve' })).toBeVisible();
    await expect(page.getByText('In attesa da più di 24 ore')).toBeVisible();

    // The tabs by keyboard: from Richieste, the arrow key opens Statistiche.
    await page.getByRole('tab', { name: 'Richieste' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Statistiche' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Pagine più viste' })).toBeVisible();

    // 30 days by default: today's three visitors and the rolled-up day's five.
    await expect(page.getByRole('radio', { name: '30 giorni' })).toBeChecked();
    expect(await rowCells(page, 'Pagine più viste', path)).toEqual(['8', '10', '0', '0%']);
    expect(await rowCells(page, 'Percorso per pagina', path)).toEqual(['10', '1', '0', '0']);
    // The p75 of each metric with Google's judgement in words (and in colour, which axe checks for contrast below).
    const vitalsRows = page
      .getByRole('region', { name: 'Velocità per pagina e dispositivo (p75)', exact: true })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: path, exact: true }) });
    await expect(vitalsRows).toHaveCount(2);
    expect((await vitalsRows.filter({ hasText: 'Telefono' }).getByRole('cell').allInnerTexts()).map((cell) => cell.trim())).toEqual([
      'Telefono',
      '3,1 s (da migliorare)',
      '120 ms (buono)',
      '0,30 (scarso)',
      '400 ms',
      '1',
    ]);

    await page.getByText('Mostra i dati del grafico').click();
    await expect(page.getByRole('heading', { name: 'Visite al giorno' })).toBeVisible();
    await expectNoAxeViolations(page, 'Statistiche, 30 days, the chart’s data open');

    // Every control is reached with the Tab key, in the page's order.
    const stops = await tabStops(page);
    expect(stops.length).toBeGreaterThan(10);
    await page.locator('body').focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const reached = new Set<string>();
    for (let step = 0; step < stops.length + 10; step += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.tabStop);
      if (stop !== undefined) reached.add(stop);
    }
    const missed = await page.evaluate(
      (names) =>
        names.map((name) => {
          const element = document.querySelector<HTMLElement>(`[data-tab-stop="${name}"]`);
          return `${element?.tagName.toLowerCase()} ${element?.getAttribute('aria-label') ?? element?.textContent?.slice(0, 40)}`;
        }),
      stops.filter((stop) => !reached.has(stop)),
    );
    expect(missed).toEqual([]);

    // The CSV of a table holds its rows, as the screen shows them.
    const pagesCsv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica CSV: Pagine più viste' }).focus();
    await page.keyboard.press('Enter');
    const download = await pagesCsv;
    expect(download.suggestedFilename()).toBe('pagine-30-giorni.csv');
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('pagina,visitatori,pagine_viste,moduli_inviati,conversione');
    expect(lines).toContain(`${path},8,10,0,0.0000`);
    const rows = page.getByRole('region', { name: 'Pagine più viste', exact: true }).last().getByRole('row');
    expect(lines).toHaveLength(await rows.count());

    // The period by keyboard: 7 days leaves out the day rolled up 20 days ago.
    await page.getByRole('radio', { name: '30 giorni' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: '7 giorni' })).toBeChecked();
    await expect.poll(() => rowCells(page, 'Pagine più viste', path)).toEqual(['3', '3', '0', '0%']);
    const sourceRow = page.getByRole('region', { name: 'Sorgenti', exact: true }).last().getByRole('row').filter({ hasText: campaign });
    expect((await sourceRow.getByRole('cell').allInnerTexts()).map((cell) => cell.trim())).toEqual([
      campaign,
      'bing',
      'cpc',
      '3',
      '3',
      '0',
      '0%',
    ]);
    await expectNoAxeViolations(page, 'Statistiche, 7 days');
  } finally {
    await inbox.stop();
  }
});
