import { createClient } from '@libsql/client';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import {
  ENDPOINT,
  ENTRY_SCRIPT,
  expect,
  gotoWithConsent,
  holdEntryScript,
  HOLD_MS,
  notice,
  openBeforeScript,
  slowDown,
  test,
  waitUntilInteractive,
} from './fixtures.ts';
import { site } from './site-content.ts';

/**
 * A phone on a slow connection shows the prerendered page seconds before its script runs. These tests
 * hold the entry script back and slow the CPU, and check that what the visitor does in that gap is
 * kept, and that nothing on the page moves while it becomes interactive.
 */

const hydrated = waitUntilInteractive;
const notHydrated = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');

test.describe('before the script arrives', () => {
  test('a first visit sees the cookie banner from the first paint and can answer it; the script is asked for once the page has painted', async ({
    page,
  }) => {
    const entry = await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accetta tutti' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), 'cookie-consent')).toBe('accepted');
    await notHydrated(page);

    entry.release();
    await hydrated(page);
    const order = await page.evaluate((entryPattern) => {
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0];
      const script = performance.getEntriesByType('resource').find((resource) => new RegExp(entryPattern).test(resource.name));
      return { firstPaint: firstPaint?.startTime, script: script?.startTime };
    }, ENTRY_SCRIPT.source);
    expect(order.firstPaint).toBeDefined();
    expect(order.script).toBeGreaterThanOrEqual(order.firstPaint ?? Number.POSITIVE_INFINITY);
    await expect(banner).toBeHidden();
  });

  test('/contatti: what the visitor typed stays, and sending it makes exactly one lead', async ({ page }) => {
    const entry = await holdEntryScript(page);
    await slowDown(page, { network: false });
    await openBeforeScript(page, '/contatti');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Invia richiesta' }) });
    await form.getByLabel('Nome completo').pressSequentially('Giulia Bianchi');
    await form.getByLabel('Email').fill('giulia@pasticceria.example.com');
    await form.getByLabel('Messaggio').fill('Vorremmo rinnovare i social prima di Natale.');
    await notHydrated(page);

    entry.release();
    await hydrated(page);
    await expect(form.getByLabel('Nome completo')).toHaveValue('Giulia Bianchi');
    await expect(form.getByLabel('Email')).toHaveValue('giulia@pasticceria.example.com');
    await expect(form.getByLabel('Messaggio')).toHaveValue('Vorremmo rinnovare i social prima di Natale.');

    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/functions/v1/send-contact-email')) sent.push(request);
    });
    await form.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(notice(page, 'Messaggio inviato!')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.postDataJSON()).toMatchObject({ nome: 'Giulia Bianchi', email: 'giulia@pasticceria.example.com' });
  });

  test('/contatti: a send pressed while the island hydrates is sent once, when it is ready', async ({ page }) => {
    // The script is there but the form's island has not hydrated yet: the press waits for it.
    await slowDown(page, { network: false });
    const posts: string[] = [];
    await page.route(ENDPOINT, async (route) => {
      posts.push(route.request().postData() ?? '');
      await route.continue();
    });
    await gotoWithConsent(page, '/contatti');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Invia richiesta' }) });
    await form.getByLabel('Nome completo').fill('Marco Verdi');
    await form.getByLabel('Email').fill('marco@officina.example.com');
    await form.getByLabel('Messaggio').fill('Un sito nuovo per l’officina.');
    await form.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(notice(page, 'Messaggio inviato!')).toBeVisible({ timeout: 20_000 });
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0] ?? '{}')).toMatchObject({ nome: 'Marco Verdi', messaggio: 'Un sito nuovo per l’officina.' });
  });

  test('/blog: a search typed early filters the list once the script has arrived', async ({ page }) => {
    const entry = await holdEntryScript(page);
    await slowDown(page, { network: false });
    await openBeforeScript(page, '/blog');
    const list = page.locator('[data-section="blog-list"]');
    const cards = list.locator('ul [data-post]');
    const allCards = await cards.count();
    expect(allCards).toBeGreaterThan(1);
    await list.getByRole('searchbox', { name: 'Cerca negli articoli' }).pressSequentially('sport');
    await notHydrated(page);

    entry.release();
    await hydrated(page);
    await expect(list.getByRole('searchbox', { name: 'Cerca negli articoli' })).toHaveValue('sport');
    await expect.poll(() => cards.count()).toBeLessThan(allCards);
    for (const card of await cards.all()) await expect(card).toContainText(/sport/i);
    await expect(page).toHaveURL(/[?&]q=sport/);
  });

  test('/sport/calcio-marketing: the yearly prices chosen early stay chosen', async ({ page }) => {
    const entry = await holdEntryScript(page);
    await slowDown(page, { network: false });
    await openBeforeScript(page, '/sport/calcio-marketing');
    const pricing = page.locator('#pricing');
    const firstCard = pricing.locator('article[data-package]').first();
    await expect(firstCard.getByTestId('annual-badge').filter({ visible: true })).toHaveCount(0);
    await pricing.getByText('Annuale', { exact: true }).click();
    await expect(firstCard.getByTestId('annual-badge')).toBeVisible();
    await notHydrated(page);

    entry.release();
    await hydrated(page);
    await pricing.scrollIntoViewIfNeeded();
    await expect(pricing.getByRole('radio', { name: 'Annuale' })).toBeChecked();
    await expect(firstCard.getByTestId('annual-badge')).toBeVisible();
  });

  test('an arrow key pressed on the Servizi menu while the header hydrates opens it', async ({ page }) => {
    // The entry script runs; the islands' scripts arrive only once the key has been pressed.
    let releaseIslands: () => void = () => undefined;
    const islandsHeld = new Promise<void>((resolve) => {
      releaseIslands = resolve;
    });
    await page.route(/\/assets\/(?!entry-client-)[^/]+\.js$/, async (route) => {
      await Promise.race([islandsHeld, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
      await route.continue();
    });
    await gotoWithConsent(page, '/chi-siamo');
    const trigger = page.locator('header').getByRole('button', { name: 'Servizi' });
    const menu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    releaseIslands();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link').first()).toBeFocused();
  });
});

/** The leads the served site stored with this e-mail address (the e2e server's own SQLite file). */
async function leadsWithEmail(page: Page, email: string) {
  const database = createClient({ url: `file:test-results/e2e-leads-${new URL(page.url()).port}.db` });
  try {
    const stored = await database.execute({
      sql: "SELECT type, payload FROM leads WHERE json_extract(payload, '$.email') = ?",
      args: [email],
    });
    return stored.rows.map((row) => ({ type: String(row.type), payload: JSON.parse(String(row.payload)) as Record<string, string> }));
  } finally {
    database.close();
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts, the lead is stored once with its page as origine, and the visitor reads that it was sent', async ({
    page,
  }) => {
    const email = `senza-js-${Date.now()}@e2e.example.com`;
    await page.goto('/contatti');
    const form = page.locator('#modulo form');
    await form.getByLabel('Nome completo').fill('Paolo Gatti');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Messaggio').fill('Scrivo da un telefono senza JavaScript.');
    await form.getByRole('button', { name: 'Invia richiesta' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Messaggio inviato!' })).toBeVisible();
    await expect(page.getByText('Grazie per averci contattato. Ti risponderemo il prima possibile.')).toBeVisible();
    // Nothing the visitor wrote is left in the address bar.
    expect(page.url()).not.toContain('Paolo');
    const leads = await leadsWithEmail(page, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      type: 'Contatto dal Sito',
      payload: { nome: 'Paolo Gatti', messaggio: 'Scrivo da un telefono senza JavaScript.' },
    });
    // The page it was sent from, as the script would say it.
    expect(leads[0]?.payload.origine).toMatch(/\/contatti$/);

    await page.getByRole('link', { name: 'Torna al sito' }).click();
    await expect(page).toHaveURL(/\/contatti$/);
  });

  test('a required field left empty is named, and what was typed comes back to send again', async ({ page, consoleErrors }) => {
    const email = `senza-js-errore-${Date.now()}@e2e.example.com`;
    await page.goto('/contatti');
    const form = page.locator('#modulo form');
    await form.getByLabel('Nome completo').fill('Paolo Gatti');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Invia richiesta' }).click();

    await expect(page.getByText('Compila tutti i campi obbligatori (Nome, Email, Messaggio)')).toBeVisible();
    // The answer's status is 400, which Chromium reports in the console.
    expect(consoleErrors.splice(0)).toEqual([expect.stringMatching(/status of 400/)]);
    await expect(page.getByLabel('Nome')).toHaveValue('Paolo Gatti');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Messaggio').fill('Ecco il messaggio che mancava.');
    await page.getByRole('button', { name: 'Invia di nuovo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messaggio inviato!' })).toBeVisible();
    expect(await leadsWithEmail(page, email)).toHaveLength(1);
  });

  test('the blog’s newsletter box subscribes, once', async ({ page }) => {
    const email = `newsletter-senza-js-${Date.now()}@e2e.example.com`;
    await page.goto('/blog#newsletter');
    const box = page.locator('#newsletter');
    await box.getByRole('textbox').fill(email);
    await box.getByRole('button').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Iscrizione completata!' })).toBeVisible();
    await expect(page.getByText(site.newsletter.subscribedNotice)).toBeVisible();
    const leads = await leadsWithEmail(page, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.type).toBe('Iscrizione Newsletter');
  });

  test('a package request sent from /sport/calcio-marketing is stored with that page as its origine', async ({ page }) => {
    const email = `pacchetto-senza-js-${Date.now()}@e2e.example.com`;
    await page.goto('/sport/calcio-marketing');
    const opener = page.locator('#pricing a[data-dialog^="dialog-package-request-"]').first();
    // The page's scripts are off, so nothing fills the form's hidden fields in: the test opens the dialog as the page's
    // listener does (src/dialogs/open-dialog.ts: show it, put the button's package in), and all the rest is the browser's own.
    const fields = JSON.parse((await opener.getAttribute('data-dialog-fields')) ?? '{}') as Record<string, string>;
    const dialog = page.locator(`dialog[id="${await opener.getAttribute('data-dialog')}"]`);
    await dialog.evaluate((element, values) => {
      for (const [name, value] of Object.entries(values)) {
        const field = element.querySelector(`[name="${name}"]`);
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = value;
      }
      (element as HTMLDialogElement).showModal();
    }, fields);
    await dialog.locator('input[name="nome"]').fill('Chiara');
    await dialog.locator('input[name="cognome"]').fill('Ferrari');
    await dialog.locator('input[name="azienda"]').fill('Polisportiva Garda');
    await dialog.locator('input[name="email"]').fill(email);
    await dialog.locator('form:not([method="dialog"]) button[type="submit"]:not([form])').click();

    await expect(page.getByRole('heading', { level: 1, name: 'Richiesta inviata!' })).toBeVisible();
    const leads = await leadsWithEmail(page, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ type: 'Richiesta Pacchetto Sport', payload: { pacchetto: fields.pacchetto } });
    expect(leads[0]?.payload.origine).toMatch(/\/sport\/calcio-marketing$/);
  });

  test('a package’s request button leads to the contact form with the package filled in', async ({ page }) => {
    await page.goto('/sport/calcio-marketing');
    const card = page.locator('#pricing article[data-package]').first();
    const packageName = (await card.getAttribute('data-package')) ?? '';
    expect(packageName).not.toBe('');
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/contatti\?messaggio=.+#modulo$/);
    await expect(page.locator('#modulo form').getByLabel('Messaggio')).toHaveValue(new RegExp(packageName));
    await expect(page.getByRole('button', { name: 'Invia richiesta' })).toBeVisible();
  });
});

function sitemapPaths(): string[] {
  const sitemap = readFileSync(path.join(process.env.DIST_DIR ?? 'dist', 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

/** Sums the page's layout shifts (not those right after an input) from its first paint on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = { total: 0, sources: [] as string[] };
    Object.assign(window, { __layoutShifts: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
      >) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const moved = (rect: { y: number; height: number } | undefined) =>
            rect ? `y ${Math.round(rect.y)} h ${Math.round(rect.height)}` : '?';
          const from = (source as { previousRect?: DOMRectReadOnly }).previousRect;
          const to = (source as { currentRect?: DOMRectReadOnly }).currentRect;
          if (node instanceof Element) {
            record.sources.push(
              `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} ${moved(from)} → ${moved(to)} at ${Math.round(entry.startTime)} ms (${entry.value.toFixed(4)})`,
            );
          }
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShifts(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: { total: number; sources: string[] } }).__layoutShifts);
}

test.describe('nothing moves while the page becomes interactive', () => {
  for (const pathname of sitemapPaths()) {
    test(`${pathname}: no layout shift at 375 and 1280 px, slow CPU and network`, async ({ page }) => {
      test.setTimeout(90_000);
      await recordLayoutShifts(page);
      const throttle = await slowDown(page, { network: true });
      for (const width of [375, 1280]) {
        await throttle.cpu(4);
        await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
        await gotoWithConsent(page, pathname);
        await hydrated(page);
        // The measured moment, load to interactive, is over: the scroll runs at full CPU speed (the network stays slow),
        // and the observer still records any shift of a section that hydrates as it comes into view.
        await throttle.cpu(1);
        // Down the page a screen at a time, so that every section is laid out (content-visibility) and those that
        // hydrate when they come into view do so in sight: in one call into the page.
        await page.evaluate(async () => {
          for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
            window.scrollTo(0, top);
            // Each step drawn, as a visitor's scroll is, before the next.
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            await new Promise((resolve) => setTimeout(resolve, 150));
          }
          await new Promise((resolve) => setTimeout(resolve, 500));
        });
        const shifts = await layoutShifts(page);
        expect(shifts.total, `layout shifts at ${width} px: ${shifts.sources.join(', ')}`).toBe(0);
      }
    });
  }

  // A page's stylesheets are two files (the frame's, shared, and the page's sections'): one may arrive well before the other.
  for (const [pathname, late] of [
    ['/sport/calcio', 'page'],
    ['/', 'page'],
    ['/blog', 'frame'],
  ] as const) {
    test(`${pathname}: no layout shift at 375 px when the ${late === 'page' ? 'page’s' : 'frame’s'} stylesheet arrives 2 s after the other`, async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      await page.route(new RegExp(`/assets/${late}-[\\w-]+\\.css$`), async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.continue();
      });
      await page.setViewportSize({ width: 375, height: 740 });
      await gotoWithConsent(page, pathname);
      await hydrated(page);
      await expect
        .poll(
          () => page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href && sheet.media.mediaText === 'all').length),
          {
            timeout: 10_000,
          },
        )
        .toBe(2);
      await page.waitForTimeout(300);
      const shifts = await layoutShifts(page);
      expect(shifts.total, `layout shifts: ${shifts.sources.join(', ')}`).toBe(0);
    });
  }
});
