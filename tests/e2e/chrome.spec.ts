import { CONSENT_KEY, expect, gotoWithConsent, test } from './fixtures.ts';
import { escapeRegExp, pageAt, sectionWithId, site } from './site-content.ts';

/* Labels come from the site file (./site-content.ts); the routes, the stored consent and the 404 title are the specification's. */

const servicePages = ['/servizi', '/social-media', '/foto-video', '/siti-web', '/seo-locale', '/intelligenza-artificiale'];
const navigation = site.navigation.items;
const navLabel = (to: string) => navigation.find((item) => item.to === to)?.label ?? 'missing';
const servicesMenu = navigation.find((item) => item.children.length > 0);
const menuLabel = (to: string) => [...navigation, ...(servicesMenu?.children ?? [])].find((item) => item.to === to)?.label ?? 'missing';
const { consent, footer } = site;
const policyLabel = (to: string) => consent.policyLinks.find((link) => link.to === to)?.label ?? 'missing';

test.describe('header', () => {
  test('the logo leads home and the Servizi dropdown opens on hover with all services', async ({ page }) => {
    await gotoWithConsent(page, '/chi-siamo');
    const header = page.locator('header').first();
    const trigger = header.getByRole('button', { name: servicesMenu?.label ?? 'missing' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(menu).toBeVisible();
    const links = menu.getByRole('link');
    await expect(links).toHaveCount(6);
    await expect(links.first()).toContainText(servicesMenu?.children[0]?.label ?? 'missing');
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(servicePages);
    await page.mouse.move(640, 600);
    await expect(menu).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await header.getByRole('link', { name: site.ui.homeLabel }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the Servizi dropdown works with the keyboard', async ({ page }) => {
    await gotoWithConsent(page, '/');
    const trigger = page.locator('header').getByRole('button', { name: servicesMenu?.label ?? 'missing' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('header').getByRole('link', { name: servicesMenu?.children[0]?.label ?? 'missing' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/social-media$/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('Società Sportive is highlighted on every /sport page and only there', async ({ page }) => {
    for (const path of ['/sport', '/sport/calcio-marketing', '/sport/yoga']) {
      await gotoWithConsent(page, path);
      await expect(page.locator('header').getByRole('link', { name: navLabel('/sport') })).toHaveAttribute('data-active', 'true');
    }
    await gotoWithConsent(page, '/blog');
    await expect(page.locator('header').getByRole('link', { name: navLabel('/sport') })).not.toHaveAttribute('data-active', 'true');
    await expect(page.locator('header').getByRole('link', { name: navLabel('/blog') })).toHaveAttribute('data-active', 'true');
  });

  test('the Contatti button leads to the contact page', async ({ page }) => {
    await gotoWithConsent(page, '/');
    await page.locator('header').getByRole('link', { name: site.navigation.cta.label, exact: true }).click();
    await expect(page).toHaveURL(/\/contatti$/);
  });

  test('on a phone the toggle opens a stacked menu that closes on any choice @mobile', async ({ page }) => {
    await gotoWithConsent(page, '/');
    const toggle = page.getByRole('button', { name: site.ui.openMenu });
    await expect(toggle).toBeVisible();
    await expect(page.locator('header').getByRole('button', { name: servicesMenu?.label ?? 'missing' })).toBeHidden();
    await toggle.click();
    const panel = page.locator('#mobile-menu');
    await expect(panel.getByRole('link', { name: menuLabel('/chi-siamo') })).toBeVisible();
    await expect(panel.getByRole('link', { name: menuLabel('/seo-locale') })).toBeVisible();
    await panel.getByRole('link', { name: menuLabel('/chi-siamo') }).click();
    await expect(page).toHaveURL(/\/chi-siamo$/);
    await expect(panel.getByRole('link', { name: menuLabel('/chi-siamo') })).toBeHidden();
    await expect(page.getByRole('button', { name: site.ui.openMenu })).toBeVisible();
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
    await expect(banner.getByRole('link', { name: policyLabel('/privacy-policy') })).toHaveAttribute('href', '/privacy-policy');
    await expect(banner.getByRole('link', { name: policyLabel('/cookie-policy') })).toHaveAttribute('href', '/cookie-policy');
    await banner.getByRole('button', { name: consent.reject }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY)).toBe('declined');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('consent-banner')).toBeHidden();
  });

  test('Accetta tutti stores accepted', async ({ page }) => {
    await page.goto('/servizi');
    await page.getByTestId('consent-banner').getByRole('button', { name: consent.accept }).click();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY)).toBe('accepted');
  });
});

test.describe('cookie preferences', () => {
  test('"Preferenze cookie" in the footer reopens the banner, and the new choice is stored', async ({ page }) => {
    await gotoWithConsent(page, '/', 'declined');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    await page.locator('footer').getByRole('link', { name: footer.consentPreferences.label }).click();
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await banner.getByRole('button', { name: consent.accept }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY)).toBe('accepted');
  });

  test('it works before the page’s script arrives, and again on the next page', async ({ page }) => {
    // The entry script and the islands wait for their code: the page's inline script already answers the footer link.
    let releaseIslands: () => void = () => undefined;
    const islandsHeld = new Promise<void>((resolve) => {
      releaseIslands = resolve;
    });
    await page.route(/\/assets\/(entry-client|Header|FloatingButtons)[^/]*\.js$/, async (route) => {
      await islandsHeld;
      await route.continue();
    });
    await gotoWithConsent(page, '/servizi', 'accepted', { waitUntil: 'load' });
    await page.locator('footer').getByRole('link', { name: footer.consentPreferences.label }).click();
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: consent.reject }).click();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY)).toBe('declined');
    releaseIslands();

    const servicesColumn = footer.columns.find((column) => column.links.some((link) => link.to === '/social-media'));
    await page
      .locator('footer')
      .getByRole('navigation', { name: servicesColumn?.title ?? 'missing' })
      .getByRole('link', { name: servicesColumn?.links.find((link) => link.to === '/social-media')?.label ?? 'missing' })
      .click();
    await expect(page).toHaveURL(/\/social-media$/);
    // The next page is a document load of its own.
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(pageAt('/social-media').title)));
    await page.locator('footer').getByRole('link', { name: footer.consentPreferences.label }).click();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: consent.accept }).click();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY)).toBe('accepted');
  });

  test('without JavaScript it leads to the cookie policy, which says how to change the choice', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: footer.consentPreferences.label }).click();
    await expect(page).toHaveURL(/\/cookie-policy#preferenze$/);
    const preferences = sectionWithId('/cookie-policy', 'preferenze');
    const heading = preferences.type === 'prose' ? preferences.blocks[0]?.heading : undefined;
    await expect(page.locator('#preferenze')).toContainText(heading ?? 'missing');
    await context.close();
  });
});

test.describe('footer', () => {
  test('shows address, phone, e-mail, hours, the legal identity, link columns and the 2024 copyright', async ({ page }) => {
    await gotoWithConsent(page, '/');
    const element = page.locator('footer');
    const { address } = site.contact;
    await expect(element).toContainText(`${address.street}, ${address.postalCode} ${address.city} (${address.province})`);
    await expect(element.getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute('href', `tel:${site.contact.phone}`);
    await expect(element.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
    for (const hours of site.contact.hours) await expect(element).toContainText(`${hours.label}${hours.text}`);
    await expect(element).toContainText('© 2024');
    const identity = element.getByTestId('legal-identity');
    await expect(identity).toContainText(site.legal.ragioneSociale.value);
    await expect(identity).toContainText(`${footer.legalIdentity.vatNumber} ${site.legal.partitaIva.value}`);
    await expect(identity).toContainText(`${footer.legalIdentity.rea} ${site.legal.rea.value}`);
    await expect(identity).toContainText(`${footer.legalIdentity.shareCapital} ${site.legal.capitaleSociale.value}`);
    await expect(identity).toContainText(`${footer.legalIdentity.pec} ${site.legal.pec.value}`);
    const sportColumn = footer.columns.find((column) => column.links.some((link) => link.to.startsWith('/sport/')));
    const sportLinks = element.getByRole('navigation', { name: sportColumn?.title ?? 'missing' }).getByRole('link');
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
    const servicesColumn = footer.columns.find((column) => column.links.some((link) => link.to === '/servizi'));
    const serviceHrefs = await element
      .getByRole('navigation', { name: servicesColumn?.title ?? 'missing' })
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
    expect(new URL(href ?? '').searchParams.get('text')).toBe(site.contact.chatGreeting);
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
    await page.getByRole('link', { name: site.notFound.homeLink, exact: true }).click();
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
    await page
      .locator('footer')
      .getByRole('link', { name: menuLabel('/seo-locale') })
      .click();
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
    const article = pageAt(destination);
    const fresh = await browser.newPage({ javaScriptEnabled: false });
    await fresh.goto(destination);
    const prerendered = await headOf(fresh);
    await fresh.close();
    expect(prerendered.filter((tag) => tag.includes('article:tag'))).toHaveLength(article.post?.tags.length ?? -1);

    await gotoWithConsent(page, '/blog');
    await page.locator(`a[href="${destination}"]`).first().click();
    await expect(page).toHaveURL(destination);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(article.title)}`));
    expect(await headOf(page)).toEqual(prerendered);

    await page.goBack();
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(pageAt('/blog').title)}`));
    expect((await headOf(page)).filter((tag) => tag.includes('article:'))).toEqual([]);
  });
});
