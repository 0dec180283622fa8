import { createClient } from '@libsql/client';
import type { Page, Request, Route } from '@playwright/test';
import { CONSENT_KEY, expect, gotoWithConsent, notice, test } from './fixtures.ts';
import { site } from './site-content.ts';

const ENDPOINT = '**/functions/v1/send-contact-email';
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SEND_FAILED = 'Si è verificato un errore. Riprova più tardi.';

async function openPage(page: Page, path: string) {
  await gotoWithConsent(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
}

/** Holds every request to the function until `release()`, then lets it reach the real server. */
async function holdSubmissions(page: Page) {
  const requests: Request[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENDPOINT, async (route) => {
    requests.push(route.request());
    await released;
    await route.continue();
  });
  return { requests, release };
}

/** Makes the function fail: first with a server error, then with a network failure. */
async function failSubmissions(page: Page) {
  const failures: Array<(route: Route) => Promise<void>> = [
    (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"storage_failed"}' }),
    (route) => route.abort('failed'),
  ];
  let count = 0;
  await page.route(ENDPOINT, async (route) => {
    const fail = failures[Math.min(count, failures.length - 1)];
    count += 1;
    if (fail) await fail(route);
  });
  return { attempts: () => count };
}

/** The error paths log on purpose: take those messages out of the fixture's list, and nothing else. */
async function takeExpectedConsoleErrors(consoleErrors: string[], failures: number) {
  await expect.poll(() => consoleErrors.filter((text) => text.includes('send-contact-email failed')).length).toBe(failures);
  const taken = consoleErrors.splice(0);
  for (const text of taken) expect(text).toMatch(/send-contact-email failed|Failed to load resource/);
  expect(taken.find((text) => text.includes('send-contact-email failed'))).toMatch(/500|storage_failed|Could not reach/);
}

function countSubmissions(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/send-contact-email')) count += 1;
  });
  return () => count;
}

test.describe('contact page form', () => {
  test('names each problem, disables the button while sending, then confirms and clears', async ({ page, baseURL }) => {
    await openPage(page, '/contatti');
    const form = page.locator('#modulo form');
    const send = form.getByRole('button', { name: 'Invia richiesta' });
    for (const label of ['Nome completo *', 'Email *', 'Telefono', 'Azienda', 'Messaggio *']) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    const required = 'Compila tutti i campi obbligatori (Nome, Email, Messaggio)';

    await send.click();
    await expect(notice(page, 'Errore', required)).toBeVisible();
    await form.getByLabel('Nome completo *').fill('Giulia Bianchi');
    await form.getByLabel('Email *').fill('giulia@pasticceria.example.com');
    await send.click();
    await expect(notice(page, 'Errore', required)).toHaveCount(2);
    await form.getByLabel('Messaggio *').fill('Vorremmo rinnovare i social della pasticceria prima di Natale.');
    await form.getByLabel('Email *').fill('giulia@pasticceria');
    await send.click();
    await expect(notice(page, 'Errore', 'Inserisci un indirizzo email valido')).toBeVisible();

    await form.getByLabel('Email *').fill('giulia@pasticceria.example.com');
    await form.getByLabel('Telefono').fill('+39 333 765 4321');
    await form.getByLabel('Azienda').fill('Pasticceria Bianchi');
    const held = await holdSubmissions(page);
    await send.click();
    const pending = form.getByRole('button', { name: 'Invio in corso...' });
    await expect(pending).toBeDisabled();
    await expect.poll(() => held.requests.length).toBe(1);
    expect(held.requests[0]?.postDataJSON()).toEqual({
      type: 'Contatto dal Sito',
      nome: 'Giulia Bianchi',
      email: 'giulia@pasticceria.example.com',
      telefono: '+39 333 765 4321',
      azienda: 'Pasticceria Bianchi',
      messaggio: 'Vorremmo rinnovare i social della pasticceria prima di Natale.',
      timestamp: expect.stringMatching(ISO_TIMESTAMP),
      // Measured by the page from its first paint; the function's spam score reads it.
      elapsedMs: expect.any(Number),
      origine: `Pagina Contatti - ${baseURL}/contatti`,
    });
    held.release();

    await expect(notice(page, 'Messaggio inviato!', 'Grazie per averci contattato. Ti risponderemo il prima possibile.')).toBeVisible();
    for (const label of ['Nome completo *', 'Email *', 'Telefono', 'Azienda', 'Messaggio *']) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
    }
    await expect(send).toBeEnabled();
  });

  test('on a server error or a network failure it says so, keeps what was typed and logs the details', async ({ page, consoleErrors }) => {
    await openPage(page, '/contatti');
    const form = page.locator('#modulo form');
    await form.getByLabel('Nome completo *').fill('Marco Verdi');
    await form.getByLabel('Email *').fill('marco@officina.example.com');
    await form.getByLabel('Messaggio *').fill('Ci serve un sito nuovo per l’officina.');
    const failing = await failSubmissions(page);

    for (const attempt of [1, 2]) {
      await form.getByRole('button', { name: 'Invia richiesta' }).click();
      await expect(notice(page, 'Errore', SEND_FAILED)).toHaveCount(attempt);
      await expect(notice(page, 'Errore', SEND_FAILED).first()).toHaveAttribute('data-tone', 'error');
    }
    expect(failing.attempts()).toBe(2);
    await expect(form.getByLabel('Nome completo *')).toHaveValue('Marco Verdi');
    await expect(form.getByLabel('Email *')).toHaveValue('marco@officina.example.com');
    await expect(form.getByLabel('Messaggio *')).toHaveValue('Ci serve un sito nuovo per l’officina.');
    await expect(page.getByRole('alert').filter({ hasText: 'Messaggio inviato!' })).toHaveCount(0);
    await takeExpectedConsoleErrors(consoleErrors, 2);
  });

  test('a real submission lands in the leads database', async ({ page }) => {
    const email = `lead-${Date.now()}@e2e.example.com`;
    await openPage(page, '/contatti');
    const form = page.locator('#modulo form');
    await form.getByLabel('Nome completo *').fill('Elena Neri');
    await form.getByLabel('Email *').fill(email);
    await form.getByLabel('Messaggio *').fill('Prova di invio dal sito.');
    await form.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(notice(page, 'Messaggio inviato!', 'Grazie per averci contattato')).toBeVisible();

    const port = new URL(page.url()).port;
    const database = createClient({ url: `file:test-results/e2e-leads-${port}.db` });
    try {
      const stored = await database.execute({
        sql: "SELECT type, payload FROM leads WHERE json_extract(payload, '$.email') = ?",
        args: [email],
      });
      expect(stored.rows).toHaveLength(1);
      expect(stored.rows[0]?.type).toBe('Contatto dal Sito');
      expect(JSON.parse(String(stored.rows[0]?.payload))).toMatchObject({ nome: 'Elena Neri', messaggio: 'Prova di invio dal sito.' });
    } finally {
      database.close();
    }
  });
});

test.describe('newsletter side panel', () => {
  const panelTitle = 'Resta aggiornato';

  test('validates, shows "Iscrivendo..." while sending, then confirms, closes and clears', async ({ page, baseURL }) => {
    await openPage(page, '/');
    const opener = page.getByTestId('floating-newsletter');
    await opener.click();
    const panel = page.getByRole('dialog', { name: panelTitle });
    await expect(panel).toBeVisible();
    const email = panel.getByLabel('La tua email');
    const subscribe = panel.getByRole('button', { name: 'Iscriviti', exact: true });

    await subscribe.click();
    await expect(notice(page, 'Errore', 'Inserisci la tua email per continuare')).toBeVisible();
    await expect(notice(page, 'Errore', 'Inserisci la tua email per continuare')).toHaveAttribute('data-tone', 'error');
    await email.fill('anna.rossi');
    await subscribe.click();
    await expect(notice(page, 'Errore', 'Inserisci un indirizzo email valido')).toBeVisible();

    await email.fill('anna.rossi@studio.example.com');
    const held = await holdSubmissions(page);
    await subscribe.click();
    await expect(panel.getByRole('button', { name: 'Iscrivendo...' })).toBeDisabled();
    await expect.poll(() => held.requests.length).toBe(1);
    expect(held.requests[0]?.postDataJSON()).toEqual({
      type: 'Iscrizione Newsletter',
      email: 'anna.rossi@studio.example.com',
      timestamp: expect.stringMatching(ISO_TIMESTAMP),
      // Measured by the page from its first paint; the function's spam score reads it.
      elapsedMs: expect.any(Number),
      origine: `Newsletter Popup - ${baseURL}/`,
    });
    held.release();

    // The notice asks to confirm from the e-mail just sent (decisions.md, double opt-in), in the site file's words.
    await expect(notice(page, 'Iscrizione completata!', site.newsletter.subscribedNotice)).toBeVisible();
    await expect(panel).toBeHidden();
    await opener.click();
    await expect(page.getByRole('dialog', { name: panelTitle }).getByLabel('La tua email')).toHaveValue('');
  });

  test('keeps the e-mail after a failure; dismissing clears it and gives the focus back @mobile', async ({ page, consoleErrors }) => {
    await openPage(page, '/');
    const opener = page.getByTestId('floating-newsletter');
    await opener.click();
    const panel = page.getByRole('dialog', { name: panelTitle });
    const box = await panel.boundingBox();
    // The width is read as the panel slides in: a fraction of a pixel off is still the whole screen.
    expect(box?.width).toBeCloseTo(page.viewportSize()?.width ?? 0, 1);

    await panel.getByLabel('La tua email').fill('luca@bottega.example.com');
    await failSubmissions(page);
    await panel.getByRole('button', { name: 'Iscriviti', exact: true }).click();
    await expect(notice(page, 'Errore', SEND_FAILED)).toBeVisible();
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel('La tua email')).toHaveValue('luca@bottega.example.com');
    await takeExpectedConsoleErrors(consoleErrors, 1);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(page.getByRole('dialog', { name: panelTitle }).getByLabel('La tua email')).toHaveValue('');
  });

  test('opens by itself 5 s after arrival on the home page, once per session', async ({ page }) => {
    const dialogChunkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('DialogRoot')) dialogChunkRequests.push(request.url());
    });
    await page.addInitScript((key) => window.localStorage.setItem(key, 'declined'), CONSENT_KEY);
    await page.clock.install({ time: new Date('2025-01-15T09:00:00') });
    await page.clock.pauseAt(new Date('2025-01-15T09:00:01'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    const panel = page.getByRole('dialog', { name: panelTitle });

    await page.clock.runFor(4_999);
    await flushPendingRendering(page);
    await expect(panel).toBeHidden();
    expect(dialogChunkRequests).toEqual([]);

    await page.clock.runFor(1);
    await page.clock.resume();
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel('La tua email')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    dialogChunkRequests.length = 0;
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await page.clock.runFor(30_000);
    await flushPendingRendering(page);
    await expect(panel).toBeHidden();
    expect(dialogChunkRequests).toEqual([]);
  });

  test('does not open by itself on other pages, but does once the visitor reaches the home page', async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'declined'), CONSENT_KEY);
    await page.clock.install({ time: new Date('2025-01-15T09:00:00') });
    await page.clock.pauseAt(new Date('2025-01-15T09:00:01'));
    await page.goto('/contatti');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    const panel = page.getByRole('dialog', { name: panelTitle });
    await page.clock.runFor(30_000);
    await flushPendingRendering(page);
    await expect(panel).toBeHidden();

    await page.clock.resume();
    await page.locator('header').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(/Agenzia di Marketing Digitale a Montichiari e Brescia$/);
    // The panel's timer starts with the entry script, which comes after the home page's first paint.
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await page.clock.runFor(5_000);
    await expect(panel).toBeVisible();
  });
});

/** React renders after a state change in a message-channel task, which the fake clock does not control. */
async function flushPendingRendering(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

test.describe('blog newsletter box', () => {
  test('validates, sends as "Blog Newsletter Box", confirms and clears; a failure keeps the e-mail', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await openPage(page, '/blog');
    const box = page.locator('[data-section="newsletter-box"]');
    const email = box.getByLabel('La tua email');
    const subscribe = box.getByRole('button', { name: 'Iscriviti gratis' });

    await subscribe.click();
    await expect(notice(page, 'Errore', 'Inserisci la tua email per continuare')).toBeVisible();
    await email.fill('sara@palestra');
    await subscribe.click();
    await expect(notice(page, 'Errore', 'Inserisci un indirizzo email valido')).toBeVisible();

    await email.fill('sara@palestra.example.com');
    const held = await holdSubmissions(page);
    await subscribe.click();
    await expect(box.getByRole('button', { name: 'Iscrivendo...' })).toBeDisabled();
    await expect.poll(() => held.requests.length).toBe(1);
    expect(held.requests[0]?.postDataJSON()).toEqual({
      type: 'Iscrizione Newsletter',
      email: 'sara@palestra.example.com',
      timestamp: expect.stringMatching(ISO_TIMESTAMP),
      // Measured by the page from its first paint; the function's spam score reads it.
      elapsedMs: expect.any(Number),
      origine: `Blog Newsletter Box - ${baseURL}/blog`,
    });
    held.release();
    await expect(notice(page, 'Iscrizione completata!', site.newsletter.subscribedNotice)).toBeVisible();
    await expect(email).toHaveValue('');

    await page.unrouteAll();
    await failSubmissions(page);
    await email.fill('sara@palestra.example.com');
    await subscribe.click();
    await expect(notice(page, 'Errore', SEND_FAILED)).toBeVisible();
    await expect(email).toHaveValue('sara@palestra.example.com');
    await takeExpectedConsoleErrors(consoleErrors, 1);
  });
});

test.describe('consultation request (the AI page’s booking dialog)', () => {
  test('asks for name and e-mail, sends "Richiesta Consulenza", confirms, closes and clears', async ({ page, baseURL }) => {
    await openPage(page, '/intelligenza-artificiale');
    const opener = page.getByRole('link', { name: 'Prenota Consulenza Gratuita' }).first();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const send = dialog.getByRole('button', { name: site.dialogs.booking.submit });

    await send.click();
    await expect(notice(page, 'Errore', 'Inserisci email e nome per continuare')).toBeVisible();
    await dialog.getByLabel('Nome').fill('Paolo');
    await send.click();
    await expect(notice(page, 'Errore', 'Inserisci email e nome per continuare')).toHaveCount(2);
    await dialog.getByLabel('Email').fill('paolo@logistica');
    await send.click();
    await expect(notice(page, 'Errore', 'Inserisci un indirizzo email valido')).toBeVisible();

    await dialog.getByLabel('Email').fill('paolo@logistica.example.com');
    const held = await holdSubmissions(page);
    await send.click();
    await expect(dialog.getByRole('button', { name: 'Invio in corso...' })).toBeDisabled();
    await expect.poll(() => held.requests.length).toBe(1);
    expect(held.requests[0]?.postDataJSON()).toEqual({
      type: 'Richiesta Consulenza',
      nome: 'Paolo',
      email: 'paolo@logistica.example.com',
      timestamp: expect.stringMatching(ISO_TIMESTAMP),
      // Measured by the page from its first paint; the function's spam score reads it.
      elapsedMs: expect.any(Number),
      origine: `Popup Consulenza - ${baseURL}/intelligenza-artificiale`,
    });
    held.release();
    await expect(notice(page, 'Successo!', 'La tua richiesta è stata inviata. Ti contatteremo presto!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(page.getByRole('dialog').getByLabel('Nome')).toHaveValue('');
  });

  test('on a failure it stays open with what was typed', async ({ page, consoleErrors }) => {
    await openPage(page, '/intelligenza-artificiale');
    await page.getByRole('link', { name: 'Prenota Consulenza Gratuita' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Paolo');
    await dialog.getByLabel('Email').fill('paolo@logistica.example.com');
    await failSubmissions(page);
    await dialog.getByRole('button', { name: site.dialogs.booking.submit }).click();
    await expect(notice(page, 'Errore', SEND_FAILED)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Nome')).toHaveValue('Paolo');
    await expect(dialog.getByLabel('Email')).toHaveValue('paolo@logistica.example.com');
    await takeExpectedConsoleErrors(consoleErrors, 1);
  });
});

test.describe('package request dialog', () => {
  test('on a sport page: the fields, the pre-filled message, "Annulla", and the request sent as its page declares', async ({ page }) => {
    const submissions = countSubmissions(page);
    await openPage(page, '/sport/basket-marketing');
    const opener = page.locator('[data-package="Team Pack"]').getByRole('link', { name: 'Inizia Ora!' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Richiedi informazioni – Team Pack' });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(500);

    const fields = {
      nome: dialog.getByRole('textbox', { name: 'Nome', exact: true }),
      cognome: dialog.getByRole('textbox', { name: 'Cognome' }),
      azienda: dialog.getByRole('textbox', { name: 'Azienda' }),
      email: dialog.getByRole('textbox', { name: 'Email' }),
    };
    for (const field of Object.values(fields)) await expect(field).toHaveAttribute('required', '');
    await expect(fields.email).toHaveAttribute('type', 'email');
    const message = dialog.getByRole('textbox', { name: 'Messaggio' });
    await expect(message).not.toHaveAttribute('required');
    await expect(message).toHaveAttribute('rows', '4');
    await expect(message).toHaveValue(/Team Pack/);
    await expect(message).toHaveValue(/€300 al mese/);
    await expect(message).toHaveValue(/la mia società di basket/);
    await expect(message).toHaveValue(/servizi inclusi.*consulenza/s);

    await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(dialog).toBeVisible();
    expect(await fields.nome.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await fields.nome.fill('Davide');
    await fields.cognome.fill('Galli');
    await fields.azienda.fill('Basket Montichiari ASD');
    await fields.email.fill('davide.galli');
    await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
    expect(await fields.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);

    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.locator('[data-package="Pro Club"]').getByRole('link', { name: 'Inizia Ora!' }).click();
    const proClub = page.getByRole('dialog', { name: 'Richiedi informazioni – Pro Club' });
    await expect(proClub.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('');
    await expect(proClub.getByRole('textbox', { name: 'Messaggio' })).toHaveValue(/Pro Club a €550 al mese/);
    await proClub.getByRole('textbox', { name: 'Nome', exact: true }).fill('Davide');
    await proClub.getByRole('textbox', { name: 'Cognome' }).fill('Galli');
    await proClub.getByRole('textbox', { name: 'Azienda' }).fill('Basket Montichiari ASD');
    await proClub.getByRole('textbox', { name: 'Email' }).fill('davide@basketmontichiari.example.com');
    await proClub.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(notice(page, 'Richiesta inviata!', 'Riceverai una risposta entro 24 ore.')).toBeVisible();
    await expect(proClub).toBeHidden();
    expect(submissions()).toBe(1);
  });

  test('on a service page: the request is sent, then the site’s confirmation', async ({ page }) => {
    const submissions = countSubmissions(page);
    await openPage(page, '/siti-web');
    await page.locator('[data-package="Sito Vetrina"]').getByRole('link').click();
    const dialog = page.getByRole('dialog', { name: /Sito Vetrina$/ });
    await expect(dialog.getByRole('textbox', { name: 'Messaggio' })).toHaveValue(/Sito Vetrina.*€799/);
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Chiara');
    await dialog.getByRole('textbox', { name: 'Cognome' }).fill('Ferri');
    await dialog.getByRole('textbox', { name: 'Azienda' }).fill('Studio Ferri');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('chiara@studioferri.example.com');
    await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(notice(page, 'Richiesta inviata!', '24 ore')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(submissions()).toBe(1);
  });

  test('on the photo/video page: sends the package request, then confirms, closes and clears', async ({ page, baseURL, consoleErrors }) => {
    await openPage(page, '/foto-video');
    await page.locator('[data-package="Corporate Plus"]').getByRole('link').click();
    const dialog = page.getByRole('dialog', { name: /Corporate Plus$/ });
    await expect(dialog.getByRole('textbox', { name: 'Nome Azienda' })).toHaveAttribute('required', '');
    const message = dialog.getByRole('textbox', { name: 'Messaggio' });
    const prefilled = await message.inputValue();
    expect(prefilled).toContain('Corporate Plus');
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Roberto');
    await dialog.getByRole('textbox', { name: 'Cognome' }).fill('Colombo');
    await dialog.getByRole('textbox', { name: 'Nome Azienda' }).fill('Cantina Colombo');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('roberto@cantinacolombo.example.com');

    await failSubmissions(page);
    await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(notice(page, 'Errore', SEND_FAILED)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Nome Azienda' })).toHaveValue('Cantina Colombo');
    await takeExpectedConsoleErrors(consoleErrors, 1);

    await page.unrouteAll();
    const held = await holdSubmissions(page);
    await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(dialog.getByRole('button', { name: 'Invio in corso...' })).toBeDisabled();
    await expect.poll(() => held.requests.length).toBe(1);
    expect(held.requests[0]?.postDataJSON()).toEqual({
      type: 'Richiesta Pacchetto Foto/Video',
      pacchetto: 'Corporate Plus',
      nome: 'Roberto',
      cognome: 'Colombo',
      azienda: 'Cantina Colombo',
      email: 'roberto@cantinacolombo.example.com',
      messaggio: prefilled,
      timestamp: expect.stringMatching(ISO_TIMESTAMP),
      // Measured by the page from its first paint; the function's spam score reads it.
      elapsedMs: expect.any(Number),
      origine: `Pagina Foto/Video - ${baseURL}/foto-video`,
    });
    held.release();
    await expect(notice(page, 'Richiesta inviata!', '24 ore')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe('contact dialogs', () => {
  test('the sport pages’ "Consulenza Gratuita" modal: phone and e-mail links, the X and Escape close it', async ({ page }) => {
    await openPage(page, '/sport/basket-marketing');
    const opener = page.locator('[data-section="hero"]').getByRole('link', { name: 'Consulenza Gratuita' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: /\+39/ })).toHaveAttribute('href', /^tel:\+39\d+$/);
    await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('"Contattaci Ora": a phone button and an e-mail button', async ({ page }) => {
    await openPage(page, '/chi-siamo');
    await page.getByRole('link', { name: 'Contattaci Ora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contattaci Ora' });
    await expect(dialog.getByRole('link', { name: /Chiamaci/ })).toHaveAttribute('href', /^tel:\+39\d+$/);
    await expect(dialog.getByRole('link', { name: /e-mail/i })).toHaveAttribute('href', /^mailto:.+@.+/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
