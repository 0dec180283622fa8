import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { blogListSectionSchema } from '../../../src/sections/blog-list/schema.ts';
import { SectionRenderer } from '../../../src/sections/SectionRenderer.tsx';
import { renderInSite } from '../render-helpers.tsx';
import { loadContent } from '../../../content-compiler/load.ts';
import { readTimeText } from '../../../schema/read-time.ts';

const { content } = await loadContent();

const example = blogListSectionSchema.parse(
  parse(readFileSync(path.resolve(import.meta.dirname, '../../../src/sections/blog-list/example.yaml'), 'utf8')),
);

describe('blog-list section', { timeout: 20_000 }, () => {
  it('offers "Tutti" and the eight categories of the specification, in order, with "Tutti" chosen', async () => {
    await renderInSite(<SectionRenderer sections={[example]} />);
    const filters = within(screen.getByRole('group', { name: 'Filtra per categoria' })).getAllByRole('button');
    expect(filters.map((button) => button.textContent)).toEqual([
      'Tutti',
      'Intelligenza Artificiale',
      'Social Media',
      'SEO',
      'Video Marketing',
      'E-commerce',
      'Sport Marketing',
      'Branding',
      'Siti Web',
    ]);
    expect(filters[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists the chosen most-read articles in order, with read time, and views only where an article gives a real count', async () => {
    await renderInSite(<SectionRenderer sections={[example]} />);
    const popular = within(screen.getByRole('region', { name: 'Articoli Più Letti' }));
    const links = popular.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(example.popular.posts.map((id) => `/blog/${id}`));
    const items = popular.getAllByRole('listitem');
    for (const [index, id] of example.popular.posts.entries()) {
      const post = content?.posts.find((candidate) => candidate.id === id);
      expect(post, id).toBeDefined();
      expect(items[index]).toHaveTextContent(readTimeText(content?.site.blog.readTime ?? '', post?.readTime ?? 0));
      // Each shows the read time and, with a count, the views: one icon each.
      expect(items[index]?.querySelectorAll('svg')).toHaveLength(post?.views === undefined ? 1 : 2);
      if (post?.views !== undefined) expect(items[index]).toHaveTextContent(post.views);
    }
  });

  it('says the most-read articles will appear soon when none is chosen', async () => {
    const none = { ...example, popular: { ...example.popular, posts: [] } };
    await renderInSite(<SectionRenderer sections={[none]} />);
    const popular = within(screen.getByRole('region', { name: 'Articoli Più Letti' }));
    expect(popular.getByText('I nostri articoli più popolari appariranno qui prossimamente.')).toBeInTheDocument();
    expect(popular.queryAllByRole('link')).toEqual([]);
  });
});
