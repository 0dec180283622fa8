// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseBlogSearch } from '../../../schema/blog-search.ts';
import type { PostSummary } from '../../../schema/post.ts';
import { filterPosts } from '../../../src/blog/filter-posts.ts';
import { searchParamsFor } from '../../../src/blog/saved-search.ts';

function summary(id: string, fields: Partial<PostSummary>): PostSummary {
  return {
    id,
    path: `/blog/${id}`,
    title: 'Titolo',
    description: 'Descrizione',
    excerpt: 'Riassunto',
    category: 'SEO',
    filterCategory: 'SEO',
    date: '2025-01-10',
    dateText: '10 gennaio 2025',
    readTime: 8,
    tags: [],
    image: { src: '/images/blog/seo-locale.svg', alt: '', width: 1200, height: 630 },
    views: '100 visualizzazioni',
    author: 'Team dell’agenzia',
    ...fields,
  };
}

const posts = [
  summary('sport', {
    title: 'Marketing per società sportive',
    category: 'Sport Marketing',
    filterCategory: 'Sport Marketing',
    tags: ['Sponsor', 'Matchday'],
  }),
  summary('seo', { title: 'SEO locale a Brescia', excerpt: 'Come comparire nella mappa di Google', tags: ['Google Business Profile'] }),
  summary('video', { title: 'Foto e video per aziende', category: 'Foto & Video', filterCategory: undefined, tags: ['Reel'] }),
];

const ids = (found: PostSummary[]) => found.map((post) => post.id);

describe('blog search', () => {
  it.each([
    ['no search, Tutti', { q: '', categoria: undefined }, ['sport', 'seo', 'video']],
    ['title, case-insensitive', { q: 'seo LOCALE', categoria: undefined }, ['seo']],
    ['excerpt', { q: 'mappa di google', categoria: undefined }, ['seo']],
    ['any tag, not only the first two', { q: 'matchday', categoria: undefined }, ['sport']],
    ['accents do not matter', { q: 'societa', categoria: undefined }, ['sport']],
    ['category alone', { q: '', categoria: 'Sport Marketing' }, ['sport']],
    ['"Foto & Video" articles are not listed under Video Marketing, which has no post yet', { q: '', categoria: 'Video Marketing' }, []],
    ['"Foto & Video" articles are found under Tutti', { q: 'reel', categoria: undefined }, ['video']],
    ['text and category together', { q: 'google', categoria: 'SEO' }, ['seo']],
    ['text found, but in another category', { q: 'google', categoria: 'Sport Marketing' }, []],
    ['a category with no articles', { q: '', categoria: 'Branding' }, []],
    ['text that matches nothing', { q: 'blockchain', categoria: undefined }, []],
  ] as const)('%s', (_name, search, expected) => {
    expect(ids(filterPosts(posts, search))).toEqual(expected);
  });
});

describe('search parameters in the address', () => {
  it.each([
    ['nothing', {}, { q: '', categoria: undefined }],
    ['a search and a category', { q: 'seo', categoria: 'sport-marketing' }, { q: 'seo', categoria: 'Sport Marketing' }],
    ['an unknown category falls back to Tutti', { q: 'seo', categoria: 'astrologia' }, { q: 'seo', categoria: undefined }],
    ['the category name instead of its slug falls back to Tutti', { categoria: 'Sport Marketing' }, { q: '', categoria: undefined }],
    ['a number the router parsed from ?q=2025', { q: 2025 }, { q: '2025', categoria: undefined }],
    ['a list instead of text', { q: ['a', 'b'], categoria: ['seo'] }, { q: '', categoria: undefined }],
    ['an over-long text is cut', { q: 'x'.repeat(500) }, { q: 'x'.repeat(80), categoria: undefined }],
    ['garbage', 'not an object', { q: '', categoria: undefined }],
  ] as const)('%s', (_name, raw, expected) => {
    expect(parseBlogSearch(raw)).toEqual(expected);
  });

  it('writes only what is set, with the category as its slug, and reads it back', () => {
    expect(searchParamsFor({ q: '', categoria: undefined })).toEqual({});
    const written = searchParamsFor({ q: 'google', categoria: 'Intelligenza Artificiale' });
    expect(written).toEqual({ q: 'google', categoria: 'intelligenza-artificiale' });
    expect(parseBlogSearch(written)).toEqual({ q: 'google', categoria: 'Intelligenza Artificiale' });
  });
});
