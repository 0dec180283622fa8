import type { Locator, Page } from '@playwright/test';
import { type NoticeCopy, notices, PACKAGE_REQUEST_SENT_TITLE } from '../../schema/form-messages.ts';
import { expect, gotoWithConsent, notice, test } from './fixtures.ts';
import { pages, site } from './site-content.ts';

/*
 * Most people end a form with Enter in its last field. In every form of the site, Enter in a text field sends
 * the form as its send button does: the request reaches the function and the specification's notice appears.
 * A cancel button is never the default button that Enter presses. The pages and their forms are found in the
 * content, so a marketer's edit changes nothing here.
 */

const FUNCTION_PATH = '/functions/v1/send-contact-email';

/** Every value of a page's data, depth first. */
function* valuesOf(value: unknown): Generator<unknown> {
  yield value;
  if (Array.isArray(value)) for (const item of value) yield* valuesOf(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* valuesOf(item);
}

/** The first route with a button opening this dialog. */
function routeOpening(dialog: string): string | undefined {
  return pages.find((entry) =>
    [...valuesOf(entry.page)].some(
      (value) =>
        value !== null &&
        typeof value === 'object' &&
        (value as { type?: unknown }).type === 'dialog' &&
        (value as { dialog?: unknown }).dialog === dialog,
    ),
  )?.path;
}

function routeWithSection(type: string, where: (section: Record<string, unknown>) => boolean = () => true): string | undefined {
  return pages.find((entry) => entry.page.sections.some((section) => section.type === type && where(section as Record<string, unknown>)))
    ?.path;
}

const hasSportRequest = (section: Record<string, unknown>) =>
  typeof (section.request as { sportWord?: unknown } | undefined)?.sportWord === 'string';

/** Every request this page sends to the function from now on, and the function's answers. */
function watchFunction(page: Page) {
  const answers: number[] = [];
  let requests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === FUNCTION_PATH) requests += 1;
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === FUNCTION_PATH) answers.push(response.status());
  });
  return { requests: () => requests, answers };
}

/**
 * Presses Enter in `field`, then checks that one request reached the function, that it took it, and that the notice
 * shows where the visitor looks: an unstyled notice below the footer is "visible" to Playwright, not to a person.
 */
async function enterSends(page: Page, field: Locator, expected: NoticeCopy) {
  const watched = watchFunction(page);
  await field.press('Enter');
  const shown = notice(page, expected.title, expected.message);
  await expect(shown).toBeVisible();
  await expect(shown).toBeInViewport({ ratio: 1 });
  expect(watched.requests(), 'requests to the function').toBe(1);
  expect(watched.answers, 'the function’s answers').toEqual([202]);
}

const uniqueEmail = (form: string) => `invio-${form}-${Date.now()}@e2e.example.com`;

test.describe('Enter in a field sends the form', () => {
  // A send waits out the spam score's minimum time after the first paint, then the function: 18 s for a sport page on the 2-core CI machine, near the default 30 s.
  test.describe.configure({ timeout: 60_000 });
  // The specification's pages: the contact page's form, the booking dialog of the AI page, the blog's box.
  const contactRoute = routeWithSection('contact-form') ?? '/contatti';
  test(`the contact form (${contactRoute})`, async ({ page }) => {
    await gotoWithConsent(page, contactRoute);
    const form = page.locator('[data-section="contact-form"] form');
    await form.locator('input[name="nome"]').fill('Giulia Bianchi');
    await form.locator('textarea[name="messaggio"]').fill('Vorremmo rinnovare i social della pasticceria.');
    const email = form.locator('input[name="email"]');
    await email.fill(uniqueEmail('contatti'));
    await enterSends(page, email, notices.contactFormSent);
  });

  // The consultation and the booking dialog share one form; a dialog no page opens is not in any page.
  const dialogRoutes = (['consultation', 'booking'] as const).flatMap((dialog) => {
    const route = routeOpening(dialog);
    return route === undefined ? [] : [{ dialog, route }];
  });
  test('some page opens the consultation or the booking dialog', () => {
    expect(dialogRoutes.length).toBeGreaterThan(0);
  });
  for (const { dialog, route } of dialogRoutes) {
    test(`the ${dialog} dialog (${route})`, async ({ page }) => {
      await gotoWithConsent(page, route);
      await page.locator(`a[data-dialog="dialog-${dialog}"]`).filter({ visible: true }).first().click();
      const opened = page.locator(`dialog#dialog-${dialog}`);
      await expect(opened).toBeVisible();
      await opened.locator('input[name="email"]').fill(uniqueEmail(dialog));
      const name = opened.locator('input[name="nome"]');
      await name.fill('Marco Verdi');
      await enterSends(page, name, notices.consultationSent);
      await expect(opened).toBeHidden();
    });
  }

  for (const [kind, route] of [
    ['sport', routeWithSection('pricing', hasSportRequest) ?? routeWithSection('packages', hasSportRequest) ?? '/sport/calcio-marketing'],
    ['service', routeWithSection('packages', (section) => !hasSportRequest(section)) ?? '/siti-web'],
  ] as const) {
    test(`a package request on a ${kind} page (${route}): Enter sends it, "Annulla" is not the default button`, async ({ page }) => {
      await gotoWithConsent(page, route);
      const opener = page.locator('a[data-dialog^="dialog-package-request-"]').filter({ visible: true }).first();
      await opener.click();
      const opened = page.locator(`dialog[id="${await opener.getAttribute('data-dialog')}"]`);
      await expect(opened).toBeVisible();
      await opened.locator('input[name="nome"]').fill('Chiara');
      await opened.locator('input[name="cognome"]').fill('Ferrari');
      await opened.locator('input[name="azienda"]').fill('Polisportiva Garda');
      const email = opened.locator('input[name="email"]');
      await email.fill(uniqueEmail(`pacchetto-${kind}`));
      const sent =
        kind === 'sport'
          ? notices.sportPackageRequestSent
          : { title: PACKAGE_REQUEST_SENT_TITLE, message: site.dialogs.packageRequest.successText };
      await enterSends(page, email, sent);
      await expect(opened).toBeHidden();
    });
  }

  // The specification's title; the text, from the site file, asks to confirm from the e-mail (double opt-in).
  const subscribed: NoticeCopy = { title: notices.newsletterPanelSubscribed.title, message: site.newsletter.subscribedNotice };

  test('the newsletter panel', async ({ page }) => {
    await gotoWithConsent(page, '/');
    await page.getByTestId('floating-newsletter').click();
    const panel = page.locator('dialog#dialog-newsletter');
    await expect(panel).toBeVisible();
    const email = panel.locator('input[name="email"]');
    await email.fill(uniqueEmail('newsletter-pannello'));
    await enterSends(page, email, subscribed);
    await expect(panel).toBeHidden();
  });

  const boxRoute = routeWithSection('newsletter-box') ?? '/blog';
  test(`the newsletter box (${boxRoute})`, async ({ page }) => {
    await gotoWithConsent(page, boxRoute);
    const email = page.locator('[data-section="newsletter-box"] input[name="email"]');
    await email.fill(uniqueEmail('newsletter-box'));
    await enterSends(page, email, subscribed);
  });
});
