import type { Locator, Page } from '@playwright/test';
import { expect, gotoWithConsent, test } from './fixtures.ts';

/** A package as the specification prices it: monthly, annual (11 months) and twelve months struck through. */
interface ExpectedPackage {
  name: string;
  monthly: string;
  annual: string;
  twelveMonths: string;
}

const teamPackages: ExpectedPackage[] = [
  { name: 'Starter Pack', monthly: '€170', annual: '€1.870', twelveMonths: '€2.040' },
  { name: 'Team Pack', monthly: '€300', annual: '€3.300', twelveMonths: '€3.600' },
  { name: 'Pro Club', monthly: '€550', annual: '€6.050', twelveMonths: '€6.600' },
];

const growthPackages: ExpectedPackage[] = [
  { name: 'Starter Pack', monthly: '€170', annual: '€1.870', twelveMonths: '€2.040' },
  { name: 'Growth Pack', monthly: '€300', annual: '€3.300', twelveMonths: '€3.600' },
  { name: 'Elite Pack', monthly: '€550', annual: '€6.050', twelveMonths: '€6.600' },
];

/** Features of §9 that must appear on the highlighted package's card. */
const teamHighlightFeatures = ['1 post generico a settimana', 'MVP', '1 campagna social sponsorizzata', 'Call di orientamento semestrale'];
const growthHighlightFeatures = [
  '8 grafiche promozionali al mese',
  '8 post nel feed al mese (2 a settimana)',
  '1 campagna sponsorizzata al mese',
];

interface Landing {
  path: string;
  headline: string;
  badge: string;
  anchor: 'pricing' | 'pricing-section';
  annualBadge: '1 mese GRATIS' | 'Risparmia!';
  packages: ExpectedPackage[];
  highlighted: string;
  highlightFeatures: string[];
  sportWord: string;
  /** What only this page has, with the figures a visitor must read. */
  specific?: (page: Page) => Promise<void>;
}

const landings: Landing[] = [
  {
    path: '/sport/calcio-marketing',
    headline: 'Più tifosi sugli spalti, più sponsor in bacheca',
    badge: 'Marketing per società di calcio',
    anchor: 'pricing',
    annualBadge: '1 mese GRATIS',
    packages: teamPackages,
    highlighted: 'Team Pack',
    highlightFeatures: teamHighlightFeatures,
    sportWord: 'la mia società di calcio',
  },
  {
    path: '/sport/basket',
    headline: 'Fai crescere la tua società di basket, partita dopo partita',
    badge: 'Basket',
    anchor: 'pricing',
    annualBadge: '1 mese GRATIS',
    packages: teamPackages,
    highlighted: 'Team Pack',
    highlightFeatures: teamHighlightFeatures,
    sportWord: 'la mia società di basket',
    specific: async (page) => {
      await expect(page.locator('#motivi article')).toHaveCount(6);
      await expect(page.locator('#motivi')).toContainText('Radicati sul territorio');
    },
  },
  {
    path: '/sport/basket-marketing',
    headline: 'Il marketing che riempie il palazzetto',
    badge: 'Marketing per società di basket',
    anchor: 'pricing',
    annualBadge: '1 mese GRATIS',
    packages: teamPackages,
    highlighted: 'Team Pack',
    highlightFeatures: teamHighlightFeatures,
    sportWord: 'la mia società di basket',
  },
  {
    path: '/sport/pallavolo-marketing',
    headline: 'La tua società di pallavolo merita più pubblico',
    badge: 'Marketing per società di pallavolo',
    anchor: 'pricing',
    annualBadge: '1 mese GRATIS',
    packages: teamPackages,
    highlighted: 'Team Pack',
    highlightFeatures: teamHighlightFeatures,
    sportWord: 'la mia società di pallavolo',
    specific: async (page) => {
      const caseStudy = page.locator('[data-section="case-study"]');
      await expect(caseStudy.getByRole('heading', { level: 3 })).toHaveText('La nostra società partner');
      const figures = caseStudy.getByRole('listitem');
      await expect(figures).toHaveText([
        /^5\s*Anni di collaborazione/,
        /^\+300%\s*Follower in 3 anni/,
        /^800\+\s*Atleti tesserati/,
        /^N°1\s*In Italia per numero di tesserati/,
      ]);
    },
  },
  {
    path: '/sport/rugby-marketing',
    headline: 'Racconta i valori del rugby a chi ancora non li conosce',
    badge: 'Marketing per società di rugby',
    anchor: 'pricing',
    annualBadge: '1 mese GRATIS',
    packages: teamPackages,
    highlighted: 'Team Pack',
    highlightFeatures: teamHighlightFeatures,
    sportWord: 'la mia società di rugby',
    specific: async (page) => {
      await expect(page.locator('#valori').getByRole('heading', { level: 3 })).toHaveText([
        'Rispetto',
        'Passione',
        'Unità',
        'Determinazione',
      ]);
    },
  },
  {
    path: '/sport/ciclismo',
    headline: 'Eventi e territorio: il marketing per la tua società ciclistica',
    badge: 'Marketing per società ciclistiche',
    anchor: 'pricing-section',
    annualBadge: 'Risparmia!',
    packages: growthPackages,
    highlighted: 'Growth Pack',
    highlightFeatures: growthHighlightFeatures,
    sportWord: 'la mia società ciclistica',
    specific: async (page) => {
      await expect(page.locator('#pricing')).toHaveCount(0);
      const events = page.locator('#eventi-territorio');
      await expect(events.getByRole('heading', { level: 3 })).toHaveText([
        'Granfondo e gare',
        'Lago di Garda, colline e pianura',
        'Uscite di gruppo',
        'Rete con il territorio',
      ]);
    },
  },
  {
    path: '/sport/ginnastica-atletica',
    headline: 'Più iscritti ai corsi, più orgoglio per ogni risultato',
    badge: 'Ginnastica e atletica',
    anchor: 'pricing',
    annualBadge: 'Risparmia!',
    packages: growthPackages,
    highlighted: 'Growth Pack',
    highlightFeatures: growthHighlightFeatures,
    sportWord: 'la mia società di ginnastica',
  },
  {
    path: '/sport/sport-acquatici',
    headline: 'Corsi sempre pieni per la tua società di sport acquatici',
    badge: 'Sport acquatici',
    anchor: 'pricing',
    annualBadge: 'Risparmia!',
    packages: growthPackages,
    highlighted: 'Growth Pack',
    highlightFeatures: growthHighlightFeatures,
    sportWord: 'la mia società di sport acquatici',
  },
  {
    path: '/sport/outdoor',
    headline: 'Le tue avventure all’aria aperta, raccontate al meglio',
    badge: 'Sport outdoor',
    anchor: 'pricing',
    annualBadge: 'Risparmia!',
    packages: growthPackages,
    highlighted: 'Growth Pack',
    highlightFeatures: growthHighlightFeatures,
    sportWord: 'la mia attività di sport outdoor',
  },
  {
    path: '/sport/palestre-fitness',
    headline: 'Più iscritti, meno abbandoni: il marketing per la tua palestra',
    badge: 'Palestre e fitness',
    anchor: 'pricing',
    annualBadge: 'Risparmia!',
    packages: growthPackages,
    highlighted: 'Growth Pack',
    highlightFeatures: growthHighlightFeatures,
    sportWord: 'la mia palestra o il mio centro fitness',
    specific: async (page) => {
      const results = page.locator('#risultati').getByRole('listitem');
      await expect(results).toHaveText([
        /\+40%\s*Nuovi iscritti in 6 mesi/,
        /-25%\s*Abbandoni \(churn\)/,
        /4:1\s*ROI pubblicitario/,
        /\+300%\s*Interazioni social/,
        /\+60%\s*Vendite di servizi premium/,
      ]);
    },
  },
  {
    path: '/sport/yoga',
    headline: 'Una comunicazione autentica per il tuo centro yoga',
    badge: 'Yoga',
    anchor: 'pricing',
    annualBadge: 'Risparmia!',
    packages: growthPackages,
    highlighted: 'Growth Pack',
    highlightFeatures: growthHighlightFeatures,
    sportWord: 'il mio centro yoga',
  },
];

const contentOnlyPages = [
  { path: '/sport/calcio', headline: 'Comunicazione su misura per la tua società di calcio' },
  { path: '/sport/pallavolo', headline: 'Dai voce alla tua società di pallavolo' },
  { path: '/sport/rugby', headline: 'La comunicazione che fa crescere il tuo club di rugby' },
];

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

const SPORT_INDEX_HEADLINE = 'Il marketing che fa crescere la tua società sportiva';

async function openPage(page: Page, path: string) {
  await gotoWithConsent(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
}

/** Counts every request the page sends to the form function. */
function countFunctionCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/functions/')) calls += 1;
  });
  return () => calls;
}

/** Services, why-choose-us and the three steps are the same on every sport landing. */
async function expectCommonBlocks(page: Page) {
  await expect(page.locator('#servizi article')).toHaveCount(6);
  const why = page.locator('#perche-sceglierci');
  await expect(why.getByRole('listitem')).toHaveText([
    /^40%\s*Crescita media delle iscrizioni/,
    /^300%\s*Crescita dell’engagement social/,
    /^5\+\s*Anni di esperienza/,
    /^100%\s*Dedizione/,
  ]);
}

/** Every card holds both prices; the toggle decides which one shows. */
async function expectPrices(card: Locator, price: string, period: string) {
  await expect(card.getByTestId('price').filter({ visible: true })).toHaveText(`${price}${period}`);
}

test.describe('sport landings', () => {
  for (const landing of landings) {
    test(`${landing.path}: heading, anchor, services, figures, toggle, package request and contact modal`, async ({ page }) => {
      const functionCalls = countFunctionCalls(page);
      await openPage(page, landing.path);

      const hero = page.locator('[data-section="hero"]');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.headline);
      await expect(hero).toContainText(landing.badge);
      await expect(hero).toContainText('Brescia, Mantova e Verona');
      await expectCommonBlocks(page);
      await expect(page.locator('[data-section="steps"] h3')).toHaveText([
        'Analisi e strategia',
        'Implementazione',
        'Monitoraggio e crescita',
      ]);
      await landing.specific?.(page);

      const pricing = page.locator(`#${landing.anchor}`);
      await expect(pricing).toHaveAttribute('data-section', 'pricing');
      await expect(pricing).not.toBeInViewport();
      await hero.getByRole('link', { name: 'Scopri le Strategie' }).click();
      await expect(page).toHaveURL(new RegExp(`#${landing.anchor}$`));
      await expect(pricing).toBeInViewport();

      const cards = pricing.locator('article[data-package]');
      await expect(cards).toHaveCount(3);
      for (const [index, pack] of landing.packages.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toContainText(pack.name);
        await expectPrices(card, pack.monthly, '/mese');
        await expect(card.getByTestId('price-before').filter({ visible: true })).toHaveCount(0);
        await expect(card).toContainText('* Contratto minimo 3 mensilità');
      }
      const highlighted = pricing.locator(`[data-package="${landing.highlighted}"]`);
      await expect(highlighted).toContainText('Più Popolare');
      for (const feature of landing.highlightFeatures) await expect(highlighted).toContainText(feature);
      await expect(pricing.getByText('Più Popolare')).toHaveCount(1);

      await pricing.getByText('Annuale', { exact: true }).click();
      for (const [index, pack] of landing.packages.entries()) {
        const card = cards.nth(index);
        await expectPrices(card, pack.annual, '/anno');
        await expect(card.getByTestId('price-before')).toHaveText(pack.twelveMonths);
        await expect(card.getByTestId('price-before')).toHaveCSS('text-decoration-line', 'line-through');
        await expect(card.getByTestId('annual-badge')).toHaveText(landing.annualBadge);
      }
      await pricing.getByText('Mensile', { exact: true }).click();
      await expectPrices(cards.first(), landing.packages[0]?.monthly ?? '', '/mese');

      await highlighted.getByRole('link', { name: 'Inizia Ora!' }).click();
      const dialog = page.getByRole('dialog', { name: `Richiedi informazioni – ${landing.highlighted}` });
      const message = dialog.getByRole('textbox', { name: 'Messaggio' });
      await expect(message).toHaveValue(
        new RegExp(`per ${landing.sportWord} sono interessato al pacchetto ${landing.highlighted} a €300 al mese`),
      );
      await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
      await dialog.getByRole('textbox', { name: 'Cognome' }).fill('Bianchi');
      await dialog.getByRole('textbox', { name: 'Azienda' }).fill('ASD Esempio');
      await dialog.getByRole('textbox', { name: 'Email' }).fill('giulia.bianchi@example.com');
      await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Richiesta inviata!' })).toContainText('Riceverai una risposta entro 24 ore.');
      await expect(dialog).toBeHidden();

      const consultation = hero.getByRole('link', { name: 'Consulenza Gratuita' });
      await consultation.click();
      const modal = page.getByRole('dialog');
      await expect(modal.getByRole('link', { name: /\+39/ })).toHaveAttribute('href', /^tel:\+39\d+$/);
      await expect(modal.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await modal.getByRole('button', { name: 'Chiudi' }).click();
      await expect(modal).toBeHidden();
      expect(functionCalls(), 'the package request was sent, once').toBe(1);
    });
  }
});

test.describe('content-only sport pages', () => {
  for (const { path, headline } of contentOnlyPages) {
    test(`${path}: services, why-choose-us and two calls to action to /contatti, no pricing`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
      await expectCommonBlocks(page);
      await expect(page.locator('[data-section="pricing"]')).toHaveCount(0);
      const cta = page.locator('[data-section="cta"]');
      await expect(cta.getByRole('link')).toHaveText(['Consulenza Gratuita', 'Inizia il Progetto']);
      expect(await cta.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        '/contatti',
        '/contatti',
      ]);
      await cta.getByRole('link', { name: 'Inizia il Progetto' }).click();
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
    expect(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(sportRoutes);
    await expect(tiles.getByRole('heading', { level: 3 })).toHaveText([
      'Calcio',
      'Basket',
      'Pallavolo',
      'Rugby',
      'Ciclismo',
      'Ginnastica e Atletica',
      'Sport Acquatici',
      'Sport Outdoor',
      'Palestre e Fitness',
      'Yoga',
    ]);
    await expect(page.locator('#offerte article')).toHaveCount(3);
    const figures = page.locator('#numeri');
    await expect(figures).toContainText('800+');
    await expect(figures).toContainText('Atleti');
    await expect(figures).toContainText('7000');
    await expect(figures).toContainText('Partecipanti agli eventi');
    await expect(figures).toContainText('15+');
    await expect(figures).toContainText('Discipline');
    await expect(page.locator('[data-section="testimonials"] blockquote')).toHaveCount(1);

    const consultation = page.locator('[data-section="hero"]').getByRole('link', { name: 'Consulenza Gratuita' });
    await consultation.click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('link', { name: /\+39/ })).toHaveAttribute('href', /^tel:/);
    await expect(modal.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(consultation).toBeFocused();

    await tiles.filter({ hasText: 'Pallavolo' }).click();
    await expect(page).toHaveURL(/\/sport\/pallavolo-marketing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La tua società di pallavolo merita più pubblico');
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
