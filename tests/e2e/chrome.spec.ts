import { CONSENT_KEY, expect, gotoWithConsent, test } from './fixtures.ts';

const servicePages = ['/servizi', '/social-media', '/foto-video', '/siti-web', '/seo-locale', '/intelligenza-artificiale'];

test.describe('header', () => {
  test('the logo leads home and the Servizi dropdown opens on hover with all services', async ({ page }) => {
    await gotoWithConsent(page, '/chi-siamo');
    const header = page.locator('header').first();
    const trigger = header.getByRole('button', { name: 'Servizi' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(menu).toBeVisible();
    const links = menu.getByRole('link');
    await expect(links).toHaveCount(6);
    await expect(links.first()).toContainText('Tutti i servizi');
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(servicePages);
    await page.mouse.move(640, 600);
    await expect(menu).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await header.getByRole('link', { name: /torna alla home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the Servizi dropdown works with the keyboard', async ({ page }) => {
    await gotoWithConsent(page, '/');
    const trigger = page.locator('header').getByRole('button', { name: 'Servizi' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('header').getByRole('link', { name: /Tutti i servizi/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/social-media$/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('Società Sportive is highlighted on every /sport page and only there', async ({ page }) => {
    for (const path of ['/sport', '/sport/calcio-marketing', '/sport/yoga']) {
      await gotoWithConsent(page, path);
      await expect(page.locator('header').getByRole('link', { name: 'Società Sportive' })).toHaveAttribute('data-active', 'true');
    }
    await gotoWithConsent(page, '/blog');
    await expect(page.locator('header').getByRole('link', { name: 'Società Sportive' })).not.toHaveAttribute('data-active', 'true');
    await expect(page.locator('header').getByRole('link', { name: 'Blog' })).toHaveAttribute('data-active', 'true');
  });

  test('the Contatti button leads to the contact page', async ({ page }) => {
    await gotoWithConsent(page, '/');
    await page.locator('header').getByRole('link', { name: 'Contatti', exact: true }).click();
    await expect(page).toHaveURL(/\/contatti$/);
  });

  test('on a phone the toggle opens a stacked menu that closes on any choice @mobile', async ({ page }) => {
    await gotoWithConsent(page, '/');
    const toggle = page.getByRole('button', { name: 'Apri il menu' });
    await expect(toggle).toBeVisible();
    await expect(page.locator('header').getByRole('button', { name: 'Servizi' })).toBeHidden();
    await toggle.click();
    const panel = page.locator('#mobile-menu');
    await expect(panel.getByRole('link', { name: 'Chi Siamo' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'SEO Locale' })).toBeVisible();
    await panel.getByRole('link', { name: 'Chi Siamo' }).click();
    await expect(page).toHaveURL(/\/chi-siamo$/);
    await expect(panel.getByRole('link', { name: 'Chi Siamo' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Apri il menu' })).toBeVisible();
  });
});

test.describe('consent banner', () => {
  test('shows until the visitor chooses, stores the choice and stays hidden afterwards', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    for (const link of await banner.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
    await banner.getByRole('button', { name: 'Rifiuta' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY)).toBe('declined');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('consent-banner')).toBeHidden();
  });

  test('Accetta tutti stores accepted', async ({ page }) => {
    await page.goto('/servizi');
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Accetta tutti' }).click();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY)).toBe('accepted');
  });
});

test.describe('cookie preferences', () => {
  test('"Preferenze cookie" in the footer reopens the banner, and the new choice is stored', async ({ page }) => {
    await gotoWithConsent(page, '/', 'declined');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    await page.locator('footer').getByRole('link', { name: 'Preferenze cookie' }).click();
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await banner.getByRole('button', { name: 'Accetta tutti' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY)).toBe('accepted');
  });

  test('it works before the islands hydrate, and again on the next page', async ({ page }) => {
    // Islands wait for their code: the entry script's listener already answers the footer link.
    let releaseIslands: () => void = () => undefined;
    const islandsHeld = new Promise<void>((resolve) => {
      releaseIslands = resolve;
    });
    await page.route(/\/assets\/(Header|FloatingButtons)[^/]*\.js$/, async (route) => {
      await islandsHeld;
      await route.continue();
    });
    await gotoWithConsent(page, '/servizi', 'accepted');
    await page.locator('footer').getByRole('link', { name: 'Preferenze cookie' }).click();
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Rifiuta' }).click();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY)).toBe('declined');
    releaseIslands();

    await page.locator('footer').getByRole('navigation', { name: 'Servizi' }).getByRole('link', { name: 'Social Media' }).click();
    await expect(page).toHaveURL(/\/social-media$/);
    // The next page is a document load of its own.
    await expect(page).toHaveTitle(/Social Media/);
    await page.locator('footer').getByRole('link', { name: 'Preferenze cookie' }).click();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accetta tutti' }).click();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY)).toBe('accepted');
  });

  test('without JavaScript it leads to the cookie policy, which says how to change the choice', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Preferenze cookie' }).click();
    await expect(page).toHaveURL(/\/cookie-policy#preferenze$/);
    await expect(page.locator('#preferenze')).toContainText('Come cambiare la tua scelta');
    await context.close();
  });
});

test.describe('footer', () => {
  test('shows address, phone, e-mail, hours, link columns and the 2024 copyright', async ({ page }) => {
    await gotoWithConsent(page, '/');
    const footer = page.locator('footer');
    await expect(footer).toContainText('Via Roma 120, 25018 Montichiari (BS)');
    await expect(footer.getByRole('link', { name: '+39 030 000 0000' })).toHaveAttribute('href', 'tel:+390300000000');
    await expect(footer.getByRole('link', { name: 'info@example.com' })).toHaveAttribute('href', 'mailto:info@example.com');
    await expect(footer).toContainText('Lun – Ven9:00 – 18:00');
    await expect(footer).toContainText('Sabato9:00 – 13:00');
    await expect(footer).toContainText('© 2024');
    const sportLinks = footer.getByRole('navigation', { name: 'Società Sportive' }).getByRole('link');
    const sportHrefs = await sportLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(sportHrefs).toEqual([
      '/sport/calcio-marketing',
      '/sport/basket-marketing',
      '/sport/pallavolo-marketing',
      '/sport/rugby-marketing',
      '/sport/ciclismo',
      '/sport/ginnastica-atletica',
      '/sport/sport-acquatici',
      '/sport/outdoor',
      '/sport/palestre-fitness',
      '/sport/yoga',
    ]);
    const serviceHrefs = await footer
      .getByRole('navigation', { name: 'Servizi' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(serviceHrefs).toEqual(servicePages);
  });
});

test.describe('floating buttons', () => {
  test('the chat button opens the messaging app with a prefilled Italian greeting', async ({ page }) => {
    await gotoWithConsent(page, '/');
    const chat = page.getByTestId('floating-chat');
    const href = await chat.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(new URL(href ?? '').searchParams.get('text') ?? '')).toContain('Ciao');
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('floating-newsletter')).toBeVisible();
  });
});

test.describe('routing', () => {
  test('an unknown path answers 404 with the not-found page and a link home', async ({ page, consoleErrors }) => {
    const response = await page.goto('/pagina-che-non-esiste');
    expect(response?.status()).toBe(404);
    // Chromium reports the document's own 404 status as a console error; nothing else may appear.
    const documentStatus = consoleErrors.findIndex((text) => text.includes('status of 404'));
    expect(documentStatus).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(documentStatus, 1);
    await expect(page).toHaveTitle('404 - Oops! Page not found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Oops! Page not found');
    await page.getByRole('link', { name: 'Torna alla home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(consoleErrors).toEqual([]);
  });

  test('the not-found page logs the missing path', async ({ page, consoleErrors }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await gotoWithConsent(page, '/niente-qui');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Oops! Page not found');
    expect(warnings.some((text) => text.includes('/niente-qui'))).toBe(true);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes('status of 404')));
  });

  test('an unknown /sport/ path shows the sport index with status 200', async ({ page }) => {
    const response = await page.goto('/sport/tennis-tavolo');
    expect(response?.status()).toBe(200);
    const sportIndex = await page.request.get('/sport');
    const sportHeading = /<h1[^>]*>(.*?)<\/h1>/s.exec(await sportIndex.text())?.[1]?.replace(/<[^>]+>/g, '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sportHeading ?? 'missing');
  });

  test('/societa-sportive shows the sport index with /sport as canonical', async ({ page }) => {
    const response = await page.goto('/societa-sportive');
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sport$/);
  });

  test('every route change scrolls back to the top', async ({ page }) => {
    await gotoWithConsent(page, '/');
    await page.locator('footer').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('footer').getByRole('link', { name: 'SEO Locale' }).click();
    await expect(page).toHaveURL(/\/seo-locale$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('page head', () => {
  /** Title, meta tags, canonical link and structured data of the document's head, in a comparable form. */
  async function headOf(page: import('@playwright/test').Page): Promise<string[]> {
    return page.evaluate(() => {
      const tags = [...document.head.querySelectorAll('title, meta[name], meta[property], link[rel="canonical"]')].map((element) =>
        element.tagName === 'TITLE' ? `title ${element.textContent}` : element.outerHTML.replace(/\s*\/?>$/, '>'),
      );
      const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.stringify(JSON.parse(script.textContent ?? '')),
      );
      return [...tags.filter((tag) => !tag.includes('viewport') && !tag.includes('theme-color')), ...structured].sort();
    });
  }

  test('after a client-side navigation the head is the one the destination page is prerendered with', async ({ page, browser }) => {
    const destination = '/blog/marketing-societa-sportive-brescia-montichiari-mantova-verona-2025';
    const fresh = await browser.newPage({ javaScriptEnabled: false });
    await fresh.goto(destination);
    const prerendered = await headOf(fresh);
    await fresh.close();
    expect(prerendered.filter((tag) => tag.includes('article:tag'))).toHaveLength(5);

    await gotoWithConsent(page, '/blog');
    await page.locator(`a[href="${destination}"]`).first().click();
    await expect(page).toHaveURL(destination);
    await expect(page).toHaveTitle(/Marketing per società sportive/);
    expect(await headOf(page)).toEqual(prerendered);

    await page.goBack();
    await expect(page).toHaveTitle(/^Blog di Marketing Digitale/);
    expect((await headOf(page)).filter((tag) => tag.includes('article:'))).toEqual([]);
  });
});
