import type { Locator, Page } from '@playwright/test';
import type { Section } from '../../src/sections/index.ts';
import { expect, gotoWithConsent, test } from './fixtures.ts';
import { escapeRegExp, euro, sectionOf, sectionWithId, site } from './site-content.ts';

/*
 * The sport pages as their YAML writes them (./site-content.ts): headlines, packages and prices, figures and labels
 * are the marketers'; the routes, anchors, the monthly/annual toggle's arithmetic, the notices and the fact that
 * these forms send nothing are the specification's.
 */

/** A package as its card must show it: monthly, annual and twelve months struck through. */
interface ExpectedPackage {
  name: string;
  monthly: string;
  annual: string;
  twelveMonths: string;
}

interface Landing {
  path: string;
  headline: string;
  badge: string;
  /** The hero's button that scrolls to the packages. */
  scrollLabel: string;
  /** The consultation button that opens the contact modal. */
  consultationLabel: string;
  anchor: string;
  annualBadge: string;
  monthlyLabel: string;
  annualLabel: string;
  packages: ExpectedPackage[];
  highlighted: string;
  highlightFeatures: string[];
  popularBadge: string;
  buttonLabel: string;
  footnote: string | undefined;
  dialogTitle: string;
  /** The message the request starts with, for the highlighted package. */
  message: string;
  /** What only this page has, with the figures a visitor must read. */
  specific?: (page: Page) => Promise<void>;
}

const MONTHS_IN_YEAR = 12;

function cardsOf(route: string, id: string) {
  const section = sectionWithId(route, id);
  if (section.type !== 'features') throw new Error(`${route}#${id} is not a features section`);
  return section.cards;
}

function statsItems(section: Section) {
  if (section.type !== 'stats') throw new Error('not a stats section');
  return section.items;
}

function landing(route: string, specific?: Landing['specific']): Landing {
  const hero = sectionOf(route, 'hero');
  const pricing = sectionOf(route, 'pricing');
  const popular = pricing.packages.find((pack) => pack.popular);
  if (!popular) throw new Error(`${route}: no package is marked popular`);
  const scroll = hero.buttons.find((button) => button.action.type === 'anchor');
  const consultation = hero.buttons.find((button) => button.action.type === 'dialog' && button.action.dialog === 'contact');
  const request = pricing.request;
  const template = request.messageTemplate ?? site.dialogs.packageRequest.sportMessageTemplate;
  return {
    path: route,
    headline: hero.headline,
    badge: hero.badge ?? '',
    scrollLabel: scroll?.label ?? 'missing',
    consultationLabel: consultation?.label ?? 'missing',
    anchor: pricing.id ?? 'missing',
    annualBadge: pricing.billing.annualBadge,
    monthlyLabel: pricing.billing.monthlyLabel,
    annualLabel: pricing.billing.annualLabel,
    packages: pricing.packages.map((pack) => ({
      name: pack.name,
      monthly: euro(pack.monthlyPrice),
      annual: euro(pack.annualPrice),
      twelveMonths: euro(pack.monthlyPrice * MONTHS_IN_YEAR),
    })),
    highlighted: popular.name,
    highlightFeatures: popular.features,
    popularBadge: pricing.popularBadge,
    buttonLabel: pricing.buttonLabel,
    footnote: pricing.footnote,
    dialogTitle: request.title ?? site.dialogs.packageRequest.title,
    message: template
      .replaceAll('{sport}', request.sportWord ?? '')
      .replaceAll('{pacchetto}', popular.name)
      .replaceAll('{prezzo}', euro(popular.monthlyPrice)),
    specific,
  };
}

const landings: Landing[] = [
  landing('/sport/calcio-marketing'),
  landing('/sport/basket', async (page) => {
    const reasons = cardsOf('/sport/basket', 'motivi');
    expect(reasons).toHaveLength(6);
    await expect(page.locator('#motivi article')).toHaveCount(6);
    await expect(page.locator('#motivi h3')).toHaveText(reasons.map((card) => card.title));
  }),
  landing('/sport/basket-marketing'),
  landing('/sport/pallavolo-marketing', async (page) => {
    const study = sectionOf('/sport/pallavolo-marketing', 'case-study');
    const caseStudy = page.locator('[data-section="case-study"]');
    await expect(caseStudy.getByRole('heading', { level: 3 })).toHaveText(study.client);
    await expect(caseStudy.getByRole('listitem')).toHaveText(
      study.figures.map((figure) => new RegExp(`^${escapeRegExp(figure.value)}\\s*${escapeRegExp(figure.label)}`)),
    );
  }),
  landing('/sport/rugby-marketing', async (page) => {
    const values = cardsOf('/sport/rugby-marketing', 'valori');
    expect(values).toHaveLength(4);
    await expect(page.locator('#valori').getByRole('heading', { level: 3 })).toHaveText(values.map((card) => card.title));
  }),
  landing('/sport/ciclismo', async (page) => {
    await expect(page.locator('#pricing')).toHaveCount(0);
    const events = cardsOf('/sport/ciclismo', 'eventi-territorio');
    await expect(page.locator('#eventi-territorio').getByRole('heading', { level: 3 })).toHaveText(events.map((card) => card.title));
  }),
  landing('/sport/ginnastica-atletica'),
  landing('/sport/sport-acquatici'),
  landing('/sport/outdoor'),
  landing('/sport/palestre-fitness', async (page) => {
    const results = statsItems(sectionWithId('/sport/palestre-fitness', 'risultati'));
    expect(results).toHaveLength(5);
    await expect(page.locator('#risultati').getByRole('listitem')).toHaveText(
      results.map((figure) => new RegExp(`${escapeRegExp(figure.value)}\\s*${escapeRegExp(figure.label)}`)),
    );
  }),
  landing('/sport/yoga'),
];

const contentOnlyPages = ['/sport/calcio', '/sport/pallavolo', '/sport/rugby'].map((route) => ({
  path: route,
  headline: sectionOf(route, 'hero').headline,
  links: sectionOf(route, 'cta').buttons.map((button) => button.label),
}));

/** The ten sport pages of the specification, in the order of the grid and of the footer's column. */
const sportRoutes = [
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
];

// Instant scrolling and no transitions keep these tests quick; the motion tests below switch it back.
test.use({ reducedMotion: 'reduce' });

const SPORT_INDEX_HEADLINE = sectionOf('/sport', 'hero').headline;

async function openPage(page: Page, path: string) {
  await gotoWithConsent(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
}

/** Counts every request the page sends to the form function (the measurement's beacons go to another path). */
function countFunctionCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/functions/v1/send-contact-email') calls += 1;
  });
  return () => calls;
}

/** Services, why-choose-us and the three steps: every sport landing has them, as its YAML writes them. */
async function expectCommonBlocks(page: Page, route: string) {
  await expect(page.locator('#servizi article')).toHaveCount(6);
  const why = page.locator('#perche-sceglierci');
  const figures = statsItems(sectionWithId(route, 'perche-sceglierci'));
  expect(figures).toHaveLength(4);
  await expect(why.getByRole('listitem')).toHaveText(
    figures.map((figure) => new RegExp(`^${escapeRegExp(figure.value)}\\s*${escapeRegExp(figure.label)}`)),
  );
}

/** Every card holds both prices; the toggle decides which one shows. */
async function expectPrices(card: Locator, price: string, period: string) {
  await expect(card.getByTestId('price').filter({ visible: true })).toHaveText(`${price}${period}`);
}

const packageDialog = site.dialogs.packageRequest;

test.describe('sport landings', () => {
  for (const landing of landings) {
    test(`${landing.path}: heading, anchor, services, figures, toggle, package request and contact modal`, async ({ page }) => {
      const functionCalls = countFunctionCalls(page);
      await openPage(page, landing.path);
      const pricingSection = sectionOf(landing.path, 'pricing');

      const hero = page.locator('[data-section="hero"]');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.headline);
      await expect(hero).toContainText(landing.badge);
      await expectCommonBlocks(page, landing.path);
      const steps = sectionOf(landing.path, 'steps').items;
      expect(steps).toHaveLength(3);
      await expect(page.locator('[data-section="steps"] h3')).toHaveText(steps.map((step) => step.title));
      await landing.specific?.(page);

      const pricing = page.locator(`#${landing.anchor}`);
      await expect(pricing).toHaveAttribute('data-section', 'pricing');
      await expect(pricing).not.toBeInViewport();
      await hero.getByRole('link', { name: landing.scrollLabel }).click();
      await expect(page).toHaveURL(new RegExp(`#${landing.anchor}$`));
      await expect(pricing).toBeInViewport();

      const cards = pricing.locator('article[data-package]');
      await expect(cards).toHaveCount(3);
      for (const [index, pack] of landing.packages.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toContainText(pack.name);
        await expectPrices(card, pack.monthly, pricingSection.billing.perMonth);
        await expect(card.getByTestId('vat')).toHaveText(site.prices.vat.value);
        await expect(card.getByTestId('price-before').filter({ visible: true })).toHaveCount(0);
        if (landing.footnote) await expect(card).toContainText(landing.footnote);
      }
      const highlighted = pricing.locator(`[data-package="${landing.highlighted}"]`);
      await expect(highlighted).toContainText(landing.popularBadge);
      for (const feature of landing.highlightFeatures) await expect(highlighted).toContainText(feature);
      await expect(pricing.getByText(landing.popularBadge)).toHaveCount(1);

      await pricing.getByText(landing.annualLabel, { exact: true }).click();
      for (const [index, pack] of landing.packages.entries()) {
        const card = cards.nth(index);
        await expectPrices(card, pack.annual, pricingSection.billing.perYear);
        await expect(card.getByTestId('price-before')).toHaveText(pack.twelveMonths);
        await expect(card.getByTestId('price-before')).toHaveCSS('text-decoration-line', 'line-through');
        await expect(card.getByTestId('annual-badge')).toHaveText(landing.annualBadge);
      }
      await pricing.getByText(landing.monthlyLabel, { exact: true }).click();
      await expectPrices(cards.first(), landing.packages[0]?.monthly ?? '', pricingSection.billing.perMonth);

      await highlighted.getByRole('link', { name: landing.buttonLabel }).click();
      const dialog = page.getByRole('dialog', { name: `${landing.dialogTitle} – ${landing.highlighted}` });
      await expect(dialog.getByRole('textbox', { name: packageDialog.messageLabel })).toHaveValue(landing.message);
      await dialog.getByRole('textbox', { name: packageDialog.firstNameLabel, exact: true }).fill('Giulia');
      await dialog.getByRole('textbox', { name: packageDialog.lastNameLabel }).fill('Bianchi');
      await dialog
        .getByRole('textbox', { name: pricingSection.request.companyLabel ?? packageDialog.companyLabel, exact: true })
        .fill('ASD Esempio');
      await dialog.getByRole('textbox', { name: packageDialog.emailLabel }).fill('giulia.bianchi@example.com');
      await dialog.getByRole('button', { name: packageDialog.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Richiesta inviata!' })).toContainText('Riceverai una risposta entro 24 ore.');
      await expect(dialog).toBeHidden();

      const consultation = hero.getByRole('link', { name: landing.consultationLabel });
      await consultation.click();
      const modal = page.getByRole('dialog');
      await expect(modal.getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute('href', `tel:${site.contact.phone}`);
      await expect(modal.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
      await modal.getByRole('button', { name: site.ui.close }).click();
      await expect(modal).toBeHidden();
      expect(functionCalls(), 'the package request was sent, once').toBe(1);
    });
  }
});

test.describe('content-only sport pages', () => {
  for (const { path, headline, links } of contentOnlyPages) {
    test(`${path}: services, why-choose-us and two calls to action to /contatti, no pricing`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
      await expectCommonBlocks(page, path);
      await expect(page.locator('[data-section="pricing"]')).toHaveCount(0);
      const cta = page.locator('[data-section="cta"]');
      expect(links).toHaveLength(2);
      await expect(cta.getByRole('link')).toHaveText(links);
      expect(await cta.getByRole('link').evaluateAll((anchors) => anchors.map((link) => link.getAttribute('href')))).toEqual([
        '/contatti',
        '/contatti',
      ]);
      await cta.getByRole('link', { name: links[1] ?? 'missing' }).click();
      await expect(page).toHaveURL(/\/contatti$/);
    });
  }
});

test.describe('sport index', () => {
  test('/sport: ten tiles to the ten sports, offers, proof figures, a testimonial and the contact modal', async ({ page }) => {
    await openPage(page, '/sport');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPORT_INDEX_HEADLINE);
    const tiles = page.locator('[data-section="sport-grid"]').getByRole('link');
    await expect(tiles).toHaveCount(10);
    expect(site.sports.map((sport) => sport.to)).toEqual(sportRoutes);
    expect(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(sportRoutes);
    await expect(tiles.getByRole('heading', { level: 3 })).toHaveText(site.sports.map((sport) => sport.title));
    await expect(page.locator('#offerte article')).toHaveCount(3);
    const figures = page.locator('#numeri');
    for (const figure of statsItems(sectionWithId('/sport', 'numeri'))) {
      await expect(figures).toContainText(figure.value);
      await expect(figures).toContainText(figure.label);
    }
    await expect(page.locator('[data-section="testimonials"] blockquote')).toHaveCount(1);

    const consultationLabel = sectionOf('/sport', 'hero').buttons.find((button) => button.action.type === 'dialog')?.label;
    const consultation = page.locator('[data-section="hero"]').getByRole('link', { name: consultationLabel ?? 'missing' });
    await consultation.click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute('href', `tel:${site.contact.phone}`);
    await expect(modal.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(consultation).toBeFocused();

    const volleyball = site.sports.find((sport) => sport.to === '/sport/pallavolo-marketing');
    await tiles.filter({ hasText: volleyball?.title ?? 'missing' }).click();
    await expect(page).toHaveURL(/\/sport\/pallavolo-marketing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sectionOf('/sport/pallavolo-marketing', 'hero').headline);
  });
  test('/societa-sportive and an unknown /sport/* path show the sport index', async ({ page, request }) => {
    for (const path of ['/societa-sportive', '/sport/tiro-con-la-fionda']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      // The headline's highlighted words are a span of their own: the text is read without the markup.
      expect((await response.text()).replace(/<[^>]+>/g, ''), path).toContain(SPORT_INDEX_HEADLINE);
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPORT_INDEX_HEADLINE);
      await expect(page.locator('[data-section="sport-grid"]').getByRole('link')).toHaveCount(10);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sport$/);
  });

  test('the footer links the -marketing variants and the other six sport pages @mobile', async ({ page }) => {
    await openPage(page, '/sport');
    const column = page.getByRole('navigation', { name: 'Società Sportive' });
    expect(await column.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(sportRoutes);
    const tiles = page.locator('[data-section="sport-grid"]').getByRole('link');
    const [first, second] = await Promise.all([tiles.nth(0).boundingBox(), tiles.nth(1).boundingBox()]);
    expect(first && second && second.y > first.y, 'one tile per row on a phone').toBe(true);
    expect(first?.width).toBeGreaterThan(300);
  });
});

test('the section catalogue exists only in development: not served, not in the sitemap', async ({ request }) => {
  expect((await request.get('/_catalogo')).status()).toBe(404);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/sport/yoga</loc>');
  expect(sitemap).not.toContain('catalogo');
});

test.describe('decorative motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('moves while visible, is skipped off screen, stands still under reduced motion, and never changes its size', async ({ page }) => {
    await openPage(page, '/sport/basket');
    const track = page.locator('[data-section="motion"] [data-animation]');
    await expect(track).toHaveAttribute('aria-hidden', 'true');
    await track.scrollIntoViewIfNeeded();
    const size = async () => {
      const box = await track.boundingBox();
      return { width: box?.width, height: box?.height };
    };
    const sizeBefore = await size();

    /** Where the light and the ball are `ms` into their CSS animations (paused there), relative to the track. */
    const at = (ms: number) =>
      track.evaluate((element, time) => {
        for (const animation of element.getAnimations({ subtree: true })) {
          animation.pause();
          animation.currentTime = time;
        }
        const box = element.getBoundingClientRect();
        const glow = element.children[element.children.length - 2]?.getBoundingClientRect();
        const face = element.lastElementChild?.firstElementChild?.getBoundingClientRect();
        return { light: Math.round((glow?.left ?? 0) - box.left), ball: Math.round((face?.top ?? 0) - box.top) };
      }, ms);

    // The basketball page's rhythm (every 2500 ms, 1000 ms on) and the light's 3 s, as its YAML gives them.
    const still = await at(200);
    expect(await at(1400), 'the ball rests for the first 1.5 s of each 2.5 s').toEqual(still);
    expect((await at(1800)).ball, 'then it dribbles').not.toBe(still.ball);
    expect((await at(3900)).light, 'the light has moved on after 3 s').not.toBe(still.light);
    expect(await size()).toEqual(sizeBefore);

    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect
      .poll(() => track.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true })), {
        message: 'off screen, the browser skips drawing it',
      })
      .toBe(false);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await track.scrollIntoViewIfNeeded();
    await expect.poll(() => track.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
    expect(await size()).toEqual(sizeBefore);
  });
});
