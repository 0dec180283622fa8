import type { Page } from '@playwright/test';
import { expect, gotoWithConsent, test } from './fixtures.ts';

const SITE_SUFFIX = ' | Scintilla Digital';

/** The six articles of the specification, newest first, as a visitor sees them. */
const articles = [
  {
    id: 'intelligenza-artificiale-pmi-guida-pratica-2025',
    title: 'Intelligenza artificiale per le PMI: la guida pratica 2025',
    category: 'Intelligenza Artificiale',
    date: '2025-01-18',
    dateText: '18 gennaio 2025',
    readTime: '9 min di lettura',
  },
  {
    id: 'marketing-societa-sportive-brescia-montichiari-mantova-verona-2025',
    title: 'Marketing per società sportive: più iscritti, sponsor e tifosi',
    category: 'Sport Marketing',
    date: '2025-01-15',
    dateText: '15 gennaio 2025',
    readTime: '10 min di lettura',
  },
  {
    id: 'foto-video-professionali-aziende-brescia-montichiari-mantova-verona-2025',
    title: 'Foto e video professionali per aziende: la guida pratica',
    category: 'Foto & Video',
    date: '2025-01-12',
    dateText: '12 gennaio 2025',
    readTime: '8 min di lettura',
  },
  {
    id: 'seo-locale-brescia-montichiari-mantova-verona-2025',
    title: 'SEO locale: come farsi trovare su Google vicino a te',
    category: 'SEO',
    date: '2025-01-10',
    dateText: '10 gennaio 2025',
    readTime: '11 min di lettura',
  },
  {
    id: 'gestione-social-media-brescia-montichiari-mantova-verona-2025',
    title: 'Gestione social media per PMI: cosa funziona nel 2025',
    category: 'Social Media',
    date: '2025-01-08',
    dateText: '8 gennaio 2025',
    readTime: '7 min di lettura',
  },
  {
    id: 'siti-web-professionali-brescia-montichiari-mantova-verona-2025',
    title: 'Sito web professionale: cosa deve avere nel 2025',
    category: 'Siti Web',
    date: '2025-01-05',
    dateText: '5 gennaio 2025',
    readTime: '8 min di lettura',
  },
] as const;

type ArticleId = (typeof articles)[number]['id'];
const idOf = (fragment: string): ArticleId => articles.find((article) => article.id.startsWith(fragment))?.id ?? articles[0].id;

function blogList(page: Page) {
  const section = page.locator('[data-section="blog-list"]');
  return {
    section,
    search: section.getByRole('searchbox', { name: 'Cerca negli articoli' }),
    filter: (name: string) => section.getByRole('group', { name: 'Filtra per categoria' }).getByRole('button', { name, exact: true }),
    cards: section.locator('ul [data-post]'),
    empty: section.getByRole('status'),
  };
}

async function openBlog(page: Page, path = '/blog') {
  await gotoWithConsent(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
}

async function shownIds(page: Page): Promise<string[]> {
  return blogList(page).cards.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post') ?? ''));
}

function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

test.describe('blog list', () => {
  test('is prerendered with the whole list, its title, description and the Blog structured data, whatever the address asks', async ({
    request,
  }) => {
    const response = await request.get('/blog?q=nessun-risultato&categoria=branding');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Blog di Marketing Digitale per Aziende e Società Sportive${SITE_SUFFIX}</title>`);
    expect(html).toMatch(/<meta name="description" content="Guide pratiche su social media, SEO locale/);
    expect(html).toMatch(/<h1[^>]*>Idee e guide di marketing digitale per il tuo territorio<\/h1>/);
    for (const article of articles) expect(html).toContain(`href="/blog/${article.id}"`);
    expect(html).toContain('Articoli in Vetrina');
    const blog = jsonLdOf(html).find((data) => data['@type'] === 'Blog');
    expect(blog).toMatchObject({ '@context': 'https://schema.org', url: 'https://www.scintilladigital.example/blog', inLanguage: 'it-IT' });
    const posts = (blog?.blogPost ?? []) as Array<{ headline: string; url: string; datePublished: string }>;
    expect(posts.map((post) => post.headline)).toEqual(articles.map((article) => article.title));
    expect(posts.map((post) => post.datePublished)).toEqual(articles.map((article) => article.date));
  });

  test('cards show cover, category, Italian date, read time, title, a three-line excerpt, at most two tags and "Leggi"', async ({
    page,
  }) => {
    await openBlog(page);
    const { cards, filter } = blogList(page);
    await expect(filter('Tutti')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(6);
    expect(await shownIds(page)).toEqual(articles.map((article) => article.id));
    for (const [index, article] of articles.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(article.category);
      await expect(card).toContainText(article.dateText);
      await expect(card).toContainText(article.readTime);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(article.title);
      await expect(card.getByRole('link', { name: 'Leggi' })).toHaveAttribute('href', `/blog/${article.id}`);
      expect(await card.locator('li').count()).toBeLessThanOrEqual(2);
    }
    const first = cards.first();
    const cover = first.locator('img');
    await expect(cover).toHaveAttribute('width', '1200');
    await expect(cover).toHaveAttribute('height', '630');
    await expect(first.locator('li')).toHaveText(['#Intelligenza Artificiale', '#Automazione']);
    const excerpt = first.locator('p').first();
    await expect(excerpt).toHaveCSS('-webkit-line-clamp', '3');
    const lineHeight = await excerpt.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    const height = await excerpt.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(lineHeight * 3 + 1);
  });

  test('search and category combine, live in the address, and an empty result invites to get in touch', async ({ page }) => {
    await openBlog(page);
    const { search, filter, empty } = blogList(page);

    await search.pressSequentially('seo LOCALE');
    await expect.poll(() => shownIds(page)).toEqual([idOf('seo-locale')]);
    await expect(page).toHaveURL(/\/blog\?q=seo(\+|%20)LOCALE$/);

    await filter('Sport Marketing').click();
    await expect(filter('Sport Marketing')).toHaveAttribute('aria-pressed', 'true');
    await expect(empty).toContainText('Contenuti in arrivo!');
    await expect(empty.getByRole('link')).toHaveAttribute('href', '/contatti');
    await expect(page).toHaveURL(/categoria=sport-marketing/);

    await search.fill('matchday');
    await expect.poll(() => shownIds(page)).toEqual([idOf('marketing-societa')]);

    await filter('Tutti').click();
    await search.fill('google');
    await expect.poll(() => shownIds(page)).toEqual([idOf('seo-locale')]);

    await search.fill('');
    await filter('Video Marketing').click();
    await expect(page).toHaveURL(/\/blog\?categoria=video-marketing$/);

    for (const category of ['Video Marketing', 'Branding', 'E-commerce']) {
      await filter(category).click();
      await expect(empty).toContainText('Contenuti in arrivo!');
    }
    await filter('Intelligenza Artificiale').click();
    await expect.poll(() => shownIds(page)).toEqual([idOf('intelligenza')]);
    await filter('Tutti').click();
    await expect.poll(() => shownIds(page)).toHaveLength(6);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a filtered address opens filtered, and an unknown category falls back to "Tutti"', async ({ page }) => {
    await openBlog(page, '/blog?q=sito&categoria=siti-web');
    const { search, filter } = blogList(page);
    await expect(search).toHaveValue('sito');
    await expect(filter('Siti Web')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => shownIds(page)).toEqual([idOf('siti-web')]);

    await openBlog(page, '/blog?categoria=astrologia');
    await expect(filter('Tutti')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => shownIds(page)).toHaveLength(6);
  });

  test('"Leggi" opens the article and "Torna agli articoli" brings back the search and the category', async ({ page }) => {
    await openBlog(page);
    const { search, filter, cards } = blogList(page);
    await filter('Social Media').click();
    await search.fill('piano');
    await expect.poll(() => shownIds(page)).toEqual([idOf('gestione-social')]);

    await cards.first().getByRole('link', { name: 'Leggi' }).click();
    await expect(page).toHaveURL(`/blog/${idOf('gestione-social')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestione social media per PMI: cosa funziona nel 2025');
    await expect(page).toHaveTitle(`Gestione social media per PMI: cosa funziona nel 2025${SITE_SUFFIX}`);

    await page.getByRole('link', { name: 'Torna agli articoli' }).first().click();
    await expect(page).toHaveURL(/\/blog\?q=piano&categoria=social-media$/);
    await expect(search).toHaveValue('piano');
    await expect(filter('Social Media')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => shownIds(page)).toEqual([idOf('gestione-social')]);
  });

  test('the back link remembers the search after a full reload of the article too', async ({ page }) => {
    await openBlog(page, '/blog?q=sport');
    await expect.poll(() => shownIds(page)).toEqual([idOf('marketing-societa')]);
    await page.goto(`/blog/${idOf('marketing-societa')}`);
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(page.getByRole('link', { name: 'Torna agli articoli' }).first()).toHaveAttribute('href', '/blog?q=sport');
  });

  test('the sidebar lists the most read articles with read time and views, and related services', async ({ page }) => {
    await openBlog(page);
    const popular = page.locator('[data-sidebar="popular"]');
    await expect(popular.getByRole('heading', { name: 'Articoli Più Letti' })).toBeVisible();
    await expect(popular.getByRole('listitem')).toHaveCount(3);
    await expect(popular.getByRole('listitem').first()).toContainText('10 min di lettura');
    await expect(popular.getByRole('listitem').first()).toContainText('3.412 visualizzazioni');
    const services = page.locator('[data-sidebar="services"]');
    await expect(services.getByRole('heading', { name: 'Servizi Correlati' })).toBeVisible();
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      'Social Media',
      'SEO Locale',
      'Siti Web',
      'Intelligenza Artificiale',
    ]);
    expect(await services.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/social-media',
      '/seo-locale',
      '/siti-web',
      '/intelligenza-artificiale',
    ]);

    await popular.getByRole('link', { name: 'SEO locale: come farsi trovare su Google vicino a te' }).click();
    await expect(page).toHaveURL(`/blog/${idOf('seo-locale')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO locale: come farsi trovare su Google vicino a te');
  });

  test('the closing call to action opens the free consultation with phone and e-mail', async ({ page }) => {
    await openBlog(page);
    await page.getByRole('link', { name: 'Prenota la consulenza gratuita' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('consulenza gratuita di 30 minuti');
    await expect(dialog.locator('a[href^="tel:+39"]')).toBeVisible();
    await expect(dialog.locator('a[href^="mailto:"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-section="newsletter-box"]')).toBeVisible();
  });

  test('looks right on a phone: no horizontal scrolling on the list or an article @mobile', async ({ page }) => {
    for (const path of ['/blog', `/blog/${idOf('intelligenza')}`]) {
      await openBlog(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('blog articles', () => {
  test('every article is a prerendered page with its own title, description, Open Graph article tags and BlogPosting data', async ({
    request,
  }) => {
    for (const article of articles) {
      const response = await request.get(`/blog/${article.id}`);
      expect(response.status(), article.id).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${article.title}${SITE_SUFFIX}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{60,}">/);
      expect(html).toContain(`<link rel="canonical" href="https://www.scintilladigital.example/blog/${article.id}">`);
      expect(html).toContain('<meta property="og:type" content="article">');
      expect(html).toContain(`<meta property="article:published_time" content="${article.date}">`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${article.title}</h1>`));
      // Attribute names are case-insensitive in HTML; the build writes them in lower case.
      expect(html.toLowerCase()).toContain(`<time datetime="${article.date}">${article.dateText}</time>`.toLowerCase());
      const posting = jsonLdOf(html).find((data) => data['@type'] === 'BlogPosting');
      expect(posting, article.id).toMatchObject({
        '@context': 'https://schema.org',
        headline: article.title,
        datePublished: article.date,
        articleSection: article.category,
        url: `https://www.scintilladigital.example/blog/${article.id}`,
        author: { '@type': 'Organization', name: 'Team Scintilla Digital' },
      });
    }
  });

  test('an article shows its header, its layout and more to read; the sports one links to /societa-sportive', async ({ page }) => {
    await openBlog(page, `/blog/${idOf('marketing-societa')}`);
    const header = page.locator('article header').first();
    await expect(header).toContainText('Sport Marketing');
    await expect(header).toContainText('Scritto da Team Scintilla Digital');
    await expect(header).toContainText('15 gennaio 2025');
    await expect(header).toContainText('10 min di lettura');
    await expect(page.locator('[data-section="stats"]')).toContainText('80+');
    await expect(page.locator('[data-section="stats"]')).toContainText('+250%');
    await expect(page.getByRole('heading', { name: 'Continua a leggere' })).toBeVisible();
    await page.getByRole('link', { name: 'Guarda i casi delle società sportive' }).click();
    await expect(page).toHaveURL(/\/societa-sportive$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await openBlog(page, `/blog/${idOf('intelligenza')}`);
    const body = page.locator('[data-section="html"]');
    for (const figure of ['70%', '85%', '50%', '24/7']) await expect(body).toContainText(figure);
    await body.getByRole('link', { name: 'intelligenza artificiale per le imprese' }).click();
    await expect(page).toHaveURL(/\/intelligenza-artificiale$/);
  });

  test('an unknown article is a 404 page', async ({ request }) => {
    const response = await request.get('/blog/articolo-che-non-esiste');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('404 - Oops! Page not found');
  });
});
