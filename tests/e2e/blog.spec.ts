import type { Page } from '@playwright/test';
import { readTimeText } from '../../schema/read-time.ts';
import type { BlogFilterCategory } from '../../schema/blog-categories.ts';
import { expect, gotoWithConsent, test } from './fixtures.ts';
import { documentTitle, escapeRegExp, pageAt, posts, publicUrl, sectionOf, site } from './site-content.ts';

/*
 * The articles, their titles, dates and tags, and the list's labels come from pages-yaml/blog/ (./site-content.ts).
 * The specification fixes six articles in six categories, the filters, the search rule (title, excerpt or any tag,
 * any case, within the category) and 'Contenuti in arrivo!' for an empty category.
 */

const list = sectionOf('/blog', 'blog-list');
const readTime = (minutes: number) => readTimeText(site.blog.readTime, minutes);

/** The articles newest first, as a visitor sees them. */
const articles = posts.map((post) => ({ ...post, readTimeText: readTime(post.readTime) }));

type ArticleId = string;
const idOf = (fragment: string): ArticleId => {
  const found = articles.find((article) => article.id.startsWith(fragment));
  if (!found) throw new Error(`No article's id starts with ${fragment}`);
  return found.id;
};
const articleOf = (fragment: string) => articles.find((article) => article.id === idOf(fragment)) ?? articles[0];

/** The specification's search: any case, in the title, the excerpt or any tag, within the chosen category. */
function matching(query: string, category?: BlogFilterCategory): ArticleId[] {
  const comparable = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = comparable(query.trim());
  return articles
    .filter((article) => (category ? article.filterCategory === category : true))
    .filter(
      (article) => needle === '' || [article.title, article.excerpt, ...article.tags].some((text) => comparable(text).includes(needle)),
    )
    .map((article) => article.id);
}

function blogList(page: Page) {
  const section = page.locator('[data-section="blog-list"]');
  return {
    section,
    search: section.getByRole('searchbox', { name: list.hero.searchLabel }),
    filter: (name: string) => section.getByRole('group', { name: list.filtersLabel }).getByRole('button', { name, exact: true }),
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

/** The list shows exactly these articles, or, with none, invites the visitor to get in touch. */
async function expectShown(page: Page, ids: ArticleId[]) {
  if (ids.length > 0) {
    await expect.poll(() => shownIds(page)).toEqual(ids);
    return;
  }
  const { empty } = blogList(page);
  await expect(empty).toContainText(list.emptyState.message);
  await expect(empty.getByRole('link')).toHaveAttribute('href', list.emptyState.to);
}

function decodeHtml(html: string): string {
  return html.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
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
    const html = decodeHtml(await response.text());
    expect(html).toContain(`<title>${documentTitle('/blog')}</title>`);
    expect(html).toContain(`<meta name="description" content="${pageAt('/blog').description}">`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(list.hero.headline)}</h1>`));
    for (const article of articles) expect(html).toContain(`href="/blog/${article.id}"`);
    expect(html).toContain(list.listTitle);
    const blog = jsonLdOf(html).find((data) => data['@type'] === 'Blog');
    expect(blog).toMatchObject({ '@context': 'https://schema.org', url: publicUrl('/blog'), inLanguage: 'it-IT' });
    const blogPosts = (blog?.blogPost ?? []) as Array<{ headline: string; url: string; datePublished: string }>;
    expect(blogPosts.map((post) => post.headline)).toEqual(articles.map((article) => article.title));
    expect(blogPosts.map((post) => post.datePublished)).toEqual(articles.map((article) => article.date));
  });

  test('cards show cover, category, Italian date, read time, title, a three-line excerpt, at most two tags and "Leggi"', async ({
    page,
  }) => {
    await openBlog(page);
    const { cards, filter } = blogList(page);
    await expect(filter(list.allLabel)).toHaveAttribute('aria-pressed', 'true');
    expect(articles).toHaveLength(6);
    await expect(cards).toHaveCount(6);
    expect(await shownIds(page)).toEqual(articles.map((article) => article.id));
    for (const [index, article] of articles.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(article.category);
      await expect(card).toContainText(article.dateText);
      await expect(card).toContainText(article.readTimeText);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(article.title);
      await expect(card.getByRole('link', { name: site.blog.readMore })).toHaveAttribute('href', `/blog/${article.id}`);
      await expect(card.locator('li')).toHaveText(article.tags.slice(0, 2).map((tag) => `#${tag}`));
    }
    const first = cards.first();
    const cover = first.locator('img');
    await expect(cover).toHaveAttribute('width', '1200');
    await expect(cover).toHaveAttribute('height', '630');
    const excerpt = first.locator('p').first();
    await expect(excerpt).toHaveCSS('-webkit-line-clamp', '3');
    const lineHeight = await excerpt.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    const height = await excerpt.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(lineHeight * 3 + 1);
  });

  test('search and category combine, live in the address, and an empty result invites to get in touch', async ({ page }) => {
    await openBlog(page);
    const { search, filter } = blogList(page);
    const seo = articleOf('seo-locale');
    const sport = articleOf('marketing-societa');
    const ai = articleOf('intelligenza');

    // Any case: a tag of the SEO article, its letters' case swapped.
    const shouting = [...(seo?.tags[0] ?? '')].map((letter, index) => (index % 2 ? letter.toUpperCase() : letter.toLowerCase())).join('');
    await search.pressSequentially(shouting);
    await expectShown(page, matching(shouting));
    expect(matching(shouting)).toContain(seo?.id);
    await expect(page).toHaveURL(new RegExp(`/blog\\?q=${encodeURIComponent(shouting).replaceAll('%20', '(\\+|%20)')}$`));

    await filter('Sport Marketing').click();
    await expect(filter('Sport Marketing')).toHaveAttribute('aria-pressed', 'true');
    await expectShown(page, matching(shouting, 'Sport Marketing'));
    await expect(page).toHaveURL(/categoria=sport-marketing/);

    const sportTag = sport?.tags.at(-1) ?? '';
    await search.fill(sportTag);
    await expectShown(page, matching(sportTag, 'Sport Marketing'));
    expect(matching(sportTag, 'Sport Marketing')).toContain(sport?.id);

    await filter(list.allLabel).click();
    const word = seo?.title.split(' ').at(-1) ?? '';
    await search.fill(word);
    await expectShown(page, matching(word));

    await search.fill('');
    await filter('Video Marketing').click();
    await expect(page).toHaveURL(/\/blog\?categoria=video-marketing$/);

    for (const category of ['Video Marketing', 'Branding', 'E-commerce'] as const) {
      await filter(category).click();
      await expectShown(page, matching('', category));
    }
    await filter('Intelligenza Artificiale').click();
    await expectShown(page, matching('', 'Intelligenza Artificiale'));
    expect(matching('', 'Intelligenza Artificiale')).toEqual([ai?.id]);
    await filter(list.allLabel).click();
    await expect.poll(() => shownIds(page)).toHaveLength(6);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a filtered address opens filtered, and an unknown category falls back to "Tutti"', async ({ page }) => {
    const query = articleOf('siti-web')?.tags[0]?.toLowerCase() ?? '';
    await openBlog(page, `/blog?q=${encodeURIComponent(query)}&categoria=siti-web`);
    const { search, filter } = blogList(page);
    await expect(search).toHaveValue(query);
    await expect(filter('Siti Web')).toHaveAttribute('aria-pressed', 'true');
    await expectShown(page, matching(query, 'Siti Web'));

    await openBlog(page, '/blog?categoria=astrologia');
    await expect(filter(list.allLabel)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => shownIds(page)).toHaveLength(6);
  });

  test('"Leggi" opens the article and "Torna agli articoli" brings back the search and the category', async ({ page }) => {
    await openBlog(page);
    const { search, filter, cards } = blogList(page);
    const social = articleOf('gestione-social');
    const query = social?.tags[0]?.toLowerCase() ?? '';
    await filter('Social Media').click();
    await search.fill(query);
    await expectShown(page, matching(query, 'Social Media'));
    expect(matching(query, 'Social Media')[0]).toBe(social?.id);

    await cards.first().getByRole('link', { name: site.blog.readMore }).click();
    await expect(page).toHaveURL(`/blog/${social?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(social?.title ?? 'missing');
    await expect(page).toHaveTitle(documentTitle(`/blog/${social?.id}`));

    await page.getByRole('link', { name: site.blog.backToList }).first().click();
    await expect(page).toHaveURL(
      new RegExp(`/blog\\?q=${encodeURIComponent(query).replaceAll('%20', '(\\+|%20)')}&categoria=social-media$`),
    );
    await expect(search).toHaveValue(query);
    await expect(filter('Social Media')).toHaveAttribute('aria-pressed', 'true');
    await expectShown(page, matching(query, 'Social Media'));
  });

  test('the back link remembers the search after a full reload of the article too', async ({ page }) => {
    const sport = articleOf('marketing-societa');
    const query = sport?.tags[0]?.toLowerCase() ?? '';
    await openBlog(page, `/blog?q=${encodeURIComponent(query)}`);
    await expectShown(page, matching(query));
    await page.goto(`/blog/${sport?.id}`);
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(page.getByRole('link', { name: site.blog.backToList }).first()).toHaveAttribute(
      'href',
      `/blog?q=${encodeURIComponent(query).replaceAll('%20', '+')}`,
    );
  });

  test('the sidebar lists the most read articles with read time (and views where given), and related services', async ({ page }) => {
    await openBlog(page);
    const popular = page.locator('[data-sidebar="popular"]');
    await expect(popular.getByRole('heading', { name: list.popular.heading })).toBeVisible();
    const chosen = list.popular.posts.map((id) => articles.find((article) => article.id === id));
    await expect(popular.getByRole('listitem')).toHaveCount(chosen.length);
    for (const [index, article] of chosen.entries()) {
      const item = popular.getByRole('listitem').nth(index);
      await expect(item).toContainText(article?.readTimeText ?? 'missing');
      if (article?.views) await expect(item).toContainText(article.views);
    }
    const services = page.locator('[data-sidebar="services"]');
    await expect(services.getByRole('heading', { name: list.relatedServices.heading })).toBeVisible();
    await expect(services.getByRole('heading', { level: 3 })).toHaveText(list.relatedServices.items.map((item) => item.title));
    expect(await services.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      list.relatedServices.items.map((item) => (item.link.action.type === 'route' ? item.link.action.to : 'missing')),
    );

    const second = chosen[1];
    await popular.getByRole('link', { name: second?.title ?? 'missing' }).click();
    await expect(page).toHaveURL(`/blog/${second?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second?.title ?? 'missing');
  });

  test('the closing call to action opens the free consultation with phone and e-mail', async ({ page }) => {
    await openBlog(page);
    const cta = sectionOf('/blog', 'cta');
    await page.getByRole('link', { name: cta.buttons[0]?.label ?? 'missing' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(site.dialogs.contact.text);
    await expect(dialog.locator(`a[href="tel:${site.contact.phone}"]`)).toBeVisible();
    await expect(dialog.locator(`a[href="mailto:${site.contact.email}"]`)).toBeVisible();
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
      const html = decodeHtml(await response.text());
      expect(html).toContain(`<title>${documentTitle(`/blog/${article.id}`)}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{60,}">/);
      expect(html).toContain(`<link rel="canonical" href="${publicUrl(`/blog/${article.id}`)}">`);
      expect(html).toContain('<meta property="og:type" content="article">');
      expect(html).toContain(`<meta property="article:published_time" content="${article.date}">`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(article.title)}</h1>`));
      // Attribute names are case-insensitive in HTML; the build writes them in lower case.
      expect(html.toLowerCase()).toContain(`<time datetime="${article.date}">${article.dateText}</time>`.toLowerCase());
      const posting = jsonLdOf(html).find((data) => data['@type'] === 'BlogPosting');
      expect(posting, article.id).toMatchObject({
        '@context': 'https://schema.org',
        headline: article.title,
        datePublished: article.date,
        articleSection: article.category,
        url: publicUrl(`/blog/${article.id}`),
        author: { '@type': 'Organization', name: article.author },
      });
    }
  });

  test('an article shows its header, its layout and more to read; the sports one links to /societa-sportive', async ({ page }) => {
    const sport = articleOf('marketing-societa');
    const route = `/blog/${sport?.id}`;
    await openBlog(page, route);
    const header = page.locator('article header').first();
    await expect(header).toContainText(sport?.category ?? 'missing');
    await expect(header).toContainText(`${site.blog.authorLabel} ${sport?.author}`);
    await expect(header).toContainText(sport?.dateText ?? 'missing');
    await expect(header).toContainText(sport?.readTimeText ?? 'missing');
    for (const figure of sectionOf(route, 'stats').items) await expect(page.locator('[data-section="stats"]')).toContainText(figure.value);
    await expect(page.getByRole('heading', { name: site.blog.relatedTitle })).toBeVisible();
    const toClubs = sectionOf(route, 'cta').buttons.find(
      (button) => button.action.type === 'route' && button.action.to === '/societa-sportive',
    );
    await page.getByRole('link', { name: toClubs?.label ?? 'missing' }).click();
    await expect(page).toHaveURL(/\/societa-sportive$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await openBlog(page, `/blog/${idOf('intelligenza')}`);
    const body = page.locator('[data-section="html"]');
    // The AI article's figures are the specification's.
    for (const figure of ['70%', '85%', '50%', '24/7']) await expect(body).toContainText(figure);
    await body.locator('a[href="/intelligenza-artificiale"]').click();
    await expect(page).toHaveURL(/\/intelligenza-artificiale$/);
  });

  test('an unknown article is a 404 page', async ({ request }) => {
    const response = await request.get('/blog/articolo-che-non-esiste');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('404 - Oops! Page not found');
  });
});
