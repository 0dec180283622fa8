import { execFile } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { expect, test, type Page } from '@playwright/test';
import { createNodeSiteApp } from '../../site-server/node.ts';
import { linkBuildParts, createContentFixture, projectRoot, type ContentFixture } from '../unit/content/fixture.ts';
import { benignArticle, dangerousUrl, executableTags, hostileSnippets, ignoredInUrl } from '../unit/blog/hostile-html.ts';
import { allowedHtmlTags } from '../../src/sections/html/policy.ts';
import { sanitizeHtmlAtBuild } from '../../src/sections/html/sanitize-at-build.ts';
import { CONSENT_KEY } from './fixtures.ts';
import { site } from './site-content.ts';

/*
 * The real site ships no hostile article. These tests put one into a throw-away copy of the content,
 * build that copy like the real site, serve it, and prove in Chromium that none of its scripts ran.
 */

const HOSTILE_ID = 'prova-html-ostile';
const WELCOME_ID = 'benvenuti-nel-nuovo-sito';
const EVIL_HOST = 'evil.example';

const hostilePost = `# yaml-language-server: $schema=../../schema/json/page.schema.json
title: Prova di sicurezza dell’HTML degli articoli
description: Un articolo pieno di HTML ostile, solo per i test; il sito lo deve mostrare ripulito.
post:
  category: Branding
  date: "2025-01-04"
  readTime: 3
  excerpt: Un articolo di prova con HTML ostile.
  tags: [Prova ostile]
  image: { src: /images/blog/benvenuto.svg, alt: Prova }
  views: 1 visualizzazione
  author: Team {agenzia.nome}
sections:
  - type: html
    html: |
${[benignArticle, ...hostileSnippets.map(({ html }) => `<p>Prova:</p>${html}`)].map((line) => `      ${line}`).join('\n')}
`;

const welcomePost = `# yaml-language-server: $schema=../../schema/json/page.schema.json
title: "Benvenuti nel nuovo sito di {agenzia.nome}"
description: Il nuovo sito è online, più chiaro e più veloce, con un blog di guide pratiche ogni settimana.
post:
  category: Branding
  date: "2025-01-03"
  readTime: 2
  excerpt: Il nuovo sito è online.
  tags: [Novità]
  image: { src: /images/blog/benvenuto.svg, alt: Benvenuti }
  views: 90 visualizzazioni
  author: Team {agenzia.nome}
  layout: banner
sections:
  - type: banner
    headingLevel: 1
    badge: Benvenuti
    headline: Il nuovo sito di {agenzia.nome} è online
    text: Più chiaro, più veloce e con una guida pratica di marketing ogni settimana.
    buttons:
      - label: Scopri i servizi
        action: { type: route, to: /servizi }
        variant: white
`;

type ProbedWindow = Window & { __xss?: number; __control?: number };

const ARTICLE_HTML = '[data-section="html"] [data-article-html]';

/** Everything left in the DOM under `selector` that is not allowed or could run, load or submit something. */
async function executableConstructs(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate(
    (root, { forbidden, allowed, urlPattern, ignored }) => {
      const found: string[] = [];
      const dangerous = new RegExp(urlPattern, 'i');
      const ignoredCharacters = new RegExp(ignored, 'gu');
      for (const element of root.querySelectorAll('*')) {
        if (forbidden.includes(element.localName) || !allowed.includes(element.localName)) found.push(`<${element.localName}>`);
        for (const attribute of element.attributes) {
          if (attribute.name.startsWith('on') || attribute.name === 'style' || attribute.name === 'srcdoc')
            found.push(`${element.localName}[${attribute.name}]`);
          if (dangerous.test(attribute.value.replace(ignoredCharacters, '')))
            found.push(`${element.localName}[${attribute.name}=${attribute.value}]`);
        }
      }
      return found;
    },
    { forbidden: executableTags, allowed: allowedHtmlTags.map(String), urlPattern: dangerousUrl.source, ignored: ignoredInUrl.source },
  );
}

/** Hovers, clicks and focuses every element that is not a link, so any handler left behind would fire. */
async function poke(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate((root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.closest('a')) continue;
      for (const type of ['mouseover', 'mouseenter', 'pointerenter', 'click', 'focus', 'toggle', 'animationstart']) {
        element.dispatchEvent(new Event(type, { bubbles: true }));
      }
    }
  });
}

/** A control image whose error handler does run: once it has fired, any surviving hostile handler would have too. */
async function expectNoScriptRan(page: Page): Promise<void> {
  await page.evaluate(() => {
    const control = document.createElement('div');
    control.innerHTML = '<img src="/controllo-inesistente.png" onerror="window.__control = 1" alt="">';
    document.body.append(control);
  });
  await expect.poll(() => page.evaluate(() => (window as ProbedWindow).__control)).toBe(1);
  expect(await page.evaluate(() => (window as ProbedWindow).__xss)).toBeUndefined();
}

function watchForAttacks(page: Page) {
  const seen = { dialogs: [] as string[], evilRequests: [] as string[], pageErrors: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith(EVIL_HOST)) seen.evilRequests.push(request.url());
  });
  page.on('pageerror', (error) => seen.pageErrors.push(error.message));
  return seen;
}

test.describe('article HTML in Chromium', () => {
  test('what the build’s sanitiser leaves of each raw hostile snippet runs nothing in the browser', async ({ page }) => {
    const seen = watchForAttacks(page);
    const cleaned = hostileSnippets.map(({ html }) => sanitizeHtmlAtBuild(html));
    await page.setContent('<!DOCTYPE html><html lang="it"><body><main id="article"></main></body></html>');
    await page.evaluate((markup) => {
      const article = document.getElementById('article');
      if (article) article.innerHTML = markup.join('\n');
    }, cleaned);

    expect(cleaned).toHaveLength(hostileSnippets.length);
    expect(await executableConstructs(page, '#article')).toEqual([]);
    await poke(page, '#article');
    await expectNoScriptRan(page);
    expect(seen).toEqual({ dialogs: [], evilRequests: [], pageErrors: [] });
  });
});

test.describe('a hostile article built into the site', () => {
  test.describe.configure({ mode: 'serial' });
  let fixture: ContentFixture;
  let server: ServerType | undefined;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    fixture = createContentFixture();
    await linkBuildParts(fixture.root);
    // Vite wants its config inside the project root, not behind a link.
    for (const own of ['vite.config.ts']) copyFileSync(path.join(projectRoot, own), path.join(fixture.root, own));
    fixture.write(`pages-yaml/blog/${HOSTILE_ID}.yaml`, hostilePost);
    fixture.write(`pages-yaml/blog/${WELCOME_ID}.yaml`, welcomePost);
    await promisify(execFile)(
      process.execPath,
      [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(projectRoot, 'scripts/build.ts')],
      {
        cwd: fixture.root,
        env: { ...process.env, OUT_DIR: 'dist-security', SSR_OUT_DIR: '.ssr-security' },
        timeout: 280_000,
      },
    );
    const app = createNodeSiteApp(path.join(fixture.root, 'dist-security'));
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
    });
    origin = `http://127.0.0.1:${port}`;
  });

  test.afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    fixture?.dispose();
  });

  async function open(page: Page, pathname: string) {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'declined'), CONSENT_KEY);
    await page.goto(`${origin}${pathname}`);
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  }

  test('the prerendered page is already clean, before any script of the site runs', async ({ browser, request }) => {
    const html = await (await request.get(`${origin}/blog/${HOSTILE_ID}`)).text();
    expect(html).not.toContain('window.__xss=1</script>');
    expect(html).not.toContain(`${EVIL_HOST}/x.js`);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/blog/${HOSTILE_ID}`);
    await expect(page.locator('[data-section="html"] h2').first()).toHaveText('Titolo');
    expect(await executableConstructs(page, ARTICLE_HTML)).toEqual([]);
    await context.close();
  });

  test('opened directly and reached from the list, the article runs none of its scripts', async ({ page }) => {
    const seen = watchForAttacks(page);
    await open(page, `/blog/${HOSTILE_ID}`);
    const body = page.locator('[data-section="html"]');
    await expect(body.getByRole('link', { name: 'link interno' })).toHaveAttribute('href', '/contatti');
    expect(await executableConstructs(page, ARTICLE_HTML)).toEqual([]);
    await poke(page, ARTICLE_HTML);
    await expectNoScriptRan(page);

    // Client-side navigation: this time the browser inserts the HTML after its own sanitising pass.
    await page.getByRole('link', { name: 'Torna agli articoli' }).first().click();
    const list = page.locator('[data-section="blog-list"]');
    await list.getByRole('searchbox').fill('prova');
    await list.locator(`[data-post="${HOSTILE_ID}"]`).getByRole('link', { name: 'Leggi' }).click();
    await expect(page).toHaveURL(`${origin}/blog/${HOSTILE_ID}`);
    await expect(body.locator('h2').first()).toHaveText('Titolo');
    expect(await executableConstructs(page, ARTICLE_HTML)).toEqual([]);
    await poke(page, ARTICLE_HTML);
    expect(await page.evaluate(() => (window as ProbedWindow).__xss)).toBeUndefined();
    expect(seen).toEqual({ dialogs: [], evilRequests: [], pageErrors: [] });
  });

  test('a welcome article with the banner layout shows only its banner and the way back', async ({ page }) => {
    await open(page, `/blog/${WELCOME_ID}`);
    const article = page.locator('article').first();
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(`Il nuovo sito di ${site.brand.name} è online`);
    await expect(article.locator('[data-section]')).toHaveCount(1);
    await expect(article.locator('[data-section="banner"]')).toBeVisible();
    await expect(article).not.toContainText('Scritto da');
    await expect(article.getByRole('link', { name: 'Torna agli articoli' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});
