// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../content-compiler/load.ts';
import { formatItalianDate } from '../../../content-compiler/posts.ts';
import { formatContentError } from '../../../content-compiler/yaml-source.ts';
import type { Section } from '../../../src/sections/index.ts';
import { createContentFixture, projectRoot, type ContentFixture } from './fixture.ts';

const SEO = 'pages-yaml/blog/seo-locale-brescia-montichiari-mantova-verona-2025.yaml';

const welcomePost = `# yaml-language-server: $schema=../../schema/json/page.schema.json
title: Benvenuti nel nuovo sito
description: Il nuovo sito di {agenzia.nome} è online.
post:
  category: Branding
  date: "2025-01-04"
  readTime: 2
  excerpt: Il nuovo sito è online.
  tags: [Novità]
  image: { src: /images/blog/benvenuto.svg, alt: Benvenuti }
  views: 120 visualizzazioni
  author: Team {agenzia.nome}
  layout: banner
sections:
  - type: banner
    headingLevel: 1
    headline: Benvenuti nel nuovo sito
    text: Più chiaro e più veloce.
`;

async function lint(fixture: ContentFixture): Promise<string[]> {
  return (await loadContent({ root: fixture.root })).errors.map(formatContentError);
}

// Each case lints a fresh copy of the whole content: give it room on a loaded machine.
describe('blog lint', { timeout: 30_000 }, () => {
  let fixture: ContentFixture;
  beforeEach(() => {
    fixture = createContentFixture();
  });
  afterEach(() => fixture.dispose());

  it('rejects a field an article does not have, naming the allowed ones', async () => {
    fixture.edit(SEO, (text) => text.replace('  readTime: 11\n', '  readTime: 11\n  rating: 5\n'));
    expect(await lint(fixture)).toEqual([
      `${SEO}:9:3 post.rating: campo sconosciuto "rating"; campi ammessi: category, date, readTime, excerpt, tags, image, views, author, layout`,
    ]);
  });

  it.each([
    ['18/01/2025', 'scrivi la data come anno-mese-giorno, es. "2025-01-18"'],
    ['2025-02-30', 'questo giorno non esiste nel calendario: controlla giorno e mese'],
    ['2999-01-10', 'la data è nel futuro: un articolo mostra il giorno in cui è stato pubblicato'],
  ])('rejects the date %s', async (date, message) => {
    fixture.edit(SEO, (text) => text.replace('date: "2025-01-10"', `date: "${date}"`));
    expect(await lint(fixture)).toEqual([`${SEO}:7:3 post.date: ${message}`]);
  });

  it('rejects an unknown category, listing the allowed ones and the nearest', async () => {
    fixture.edit(SEO, (text) => text.replace('category: SEO', 'category: Seo'));
    expect(await lint(fixture)).toEqual([
      `${SEO}:6:3 post.category: serve uno tra "Intelligenza Artificiale", "Social Media", "SEO", "Video Marketing", "E-commerce", "Sport Marketing", "Branding", "Siti Web", "Foto & Video", invece c’è "Seo" (forse "SEO"?)`,
    ]);
  });

  it('requires a post block on every page in pages-yaml/blog/ and refuses it elsewhere', async () => {
    fixture.edit(SEO, (text) => text.replace(/\npost:\n(?: {2}.*\n| {4}.*\n)+/, '\n'));
    fixture.write('pages-yaml/novita.yaml', welcomePost);
    expect(await lint(fixture)).toEqual([
      `${SEO}:2:1 una pagina in pages-yaml/blog/ è un articolo e ha bisogno del blocco "post" (category, date, readTime, excerpt, tags, image, author)`,
      'pages-yaml/novita.yaml:4:1 post: solo gli articoli hanno il blocco "post": sposta il file in pages-yaml/blog/ o togli il blocco',
    ]);
  });

  it('accepts a banner-only welcome article, and refuses the banner layout with other sections', async () => {
    fixture.write('pages-yaml/blog/benvenuti.yaml', welcomePost);
    expect(await lint(fixture)).toEqual([]);
    fixture.edit('pages-yaml/blog/benvenuti.yaml', (text) => text.replace('    headingLevel: 1\n', ''));
    expect(await lint(fixture)).toEqual([
      'pages-yaml/blog/benvenuti.yaml:13:3 post.layout: il layout "banner" mostra una sola sezione "banner" con "headingLevel: 1"; per altre sezioni usa il layout "article"',
    ]);
  });

  it('names a popular article that does not exist', async () => {
    fixture.edit('pages-yaml/blog/index.yaml', (text) =>
      text.replace('        - seo-locale-brescia-montichiari-mantova-verona-2025\n', '        - seo-locale-2024\n'),
    );
    const [message, ...rest] = await lint(fixture);
    expect(rest).toEqual([]);
    expect(message).toMatch(
      new RegExp(
        `^pages-yaml/blog/index\\.yaml:${fixture.lineOf('pages-yaml/blog/index.yaml', '- seo-locale-2024')}:11 sections\\[0\\]\\.popular\\.posts\\[1\\]: nessun articolo ha id "seo-locale-2024"; articoli: foto-video-professionali-`,
      ),
    );
  });
});

const { content } = await loadContent();

describe('the six articles of the specification', () => {
  const posts = content?.posts ?? [];
  const articles = (content?.pages ?? []).filter((entry) => entry.page.post);
  const textOf = (sections: readonly Section[]) => JSON.stringify(sections).replace(/<[^>]+>/g, ' ');
  const articleText = (id: string) => textOf(articles.find((entry) => entry.path === `/blog/${id}`)?.page.sections ?? []);

  it('are six, dated 5 to 18 January 2025, 7 to 11 minutes long, one per category, newest first', () => {
    expect(posts).toHaveLength(6);
    expect(posts.map((post) => post.date)).toEqual([...posts.map((post) => post.date)].sort().reverse());
    for (const post of posts) {
      expect(post.date >= '2025-01-05' && post.date <= '2025-01-18', post.id).toBe(true);
      expect(post.readTime, post.id).toBeGreaterThanOrEqual(7);
      expect(post.readTime, post.id).toBeLessThanOrEqual(11);
      expect(post.author, 'the agency’s team, named by the site file').toBe(`Team ${content?.site.brand.name}`);
    }
    expect(posts.map((post) => post.date)).toContain('2025-01-05');
    expect(posts.map((post) => post.date)).toContain('2025-01-18');
    expect(posts.map((post) => post.category).sort()).toEqual([
      'Foto & Video',
      'Intelligenza Artificiale',
      'SEO',
      'Siti Web',
      'Social Media',
      'Sport Marketing',
    ]);
  });

  it('the AI article is stored HTML; the five structured ones are typed sections with ids ending in the four cities and 2025', () => {
    const html = articles.filter((entry) => entry.page.sections.some((section) => section.type === 'html'));
    expect(html.map((entry) => entry.page.post?.category)).toEqual(['Intelligenza Artificiale']);
    const structured = posts.filter((post) => post.category !== 'Intelligenza Artificiale');
    expect(structured).toHaveLength(5);
    for (const post of structured) expect(post.id).toMatch(/-brescia-montichiari-mantova-verona-2025$/);
  });

  it('each article is a real one: 600 to 1100 words', () => {
    for (const entry of articles) {
      const words = textOf(entry.page.sections)
        .replace(/"[a-zA-Z]+":/g, ' ')
        .split(/\s+/)
        .filter((word) => /\p{L}/u.test(word));
      expect(words.length, entry.path).toBeGreaterThanOrEqual(600);
      expect(words.length, entry.path).toBeLessThanOrEqual(1100);
    }
  });

  it('carries the figures of the specification: the AI article and the sports article', () => {
    const ai = articleText('intelligenza-artificiale-pmi-guida-pratica-2025');
    for (const figure of ['70%', '85%', '50%', '24/7']) expect(ai).toContain(figure);
    const sport = articleText('marketing-societa-sportive-brescia-montichiari-mantova-verona-2025');
    for (const figure of ['80+', '+250%', '/societa-sportive']) expect(sport).toContain(figure);
  });

  it('formats dates the Italian way', () => {
    expect(formatItalianDate('2025-01-18')).toBe('18 gennaio 2025');
    expect(formatItalianDate('2025-01-05')).toBe('5 gennaio 2025');
    expect(posts[0]?.dateText).toBe('18 gennaio 2025');
  });
});

describe('the README’s article example', { timeout: 30_000 }, () => {
  it('is a valid article, so marketers can copy it', async () => {
    const readme = readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
    const example = /^```yaml articolo\n([\s\S]*?)^```$/m.exec(readme)?.[1];
    expect(example).toBeDefined();
    const fixture = createContentFixture();
    try {
      fixture.write('pages-yaml/blog/esempio.yaml', example ?? '');
      expect(await lint(fixture)).toEqual([]);
      expect((await loadContent({ root: fixture.root })).content?.posts.map((post) => post.id)).toContain('esempio');
    } finally {
      fixture.dispose();
    }
  });
});
