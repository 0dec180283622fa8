import type { Page } from '../src/sections/page-schema.ts';
import { filterCategoryOf } from '../schema/blog-categories.ts';
import type { PostSummary } from '../schema/post.ts';
import { say } from '../schema/messages.ts';
import type { ContentError, YamlSource } from './yaml-source.ts';

export const BLOG_PATH = '/blog';

interface PostPage {
  file: string;
  path: string;
  page: Page;
}

const italianDate = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2025-01-18" → "18 gennaio 2025", formatted once here so the server and every browser show the same text. */
export function formatItalianDate(isoDate: string): string {
  return italianDate.format(new Date(`${isoDate}T00:00:00Z`));
}

function isArticlePath(path: string): boolean {
  return path.startsWith(`${BLOG_PATH}/`) && path.split('/').length === 3;
}

/**
 * Checks the blog's rules (an article is a page in pages-yaml/blog/ with a "post" block; the banner layout is one
 * banner) and returns every article's summary, newest first.
 */
export function collectPosts(
  pages: readonly PostPage[],
  sourceOf: (entry: PostPage) => YamlSource | undefined,
  errors: ContentError[],
): PostSummary[] {
  const summaries: PostSummary[] = [];
  for (const entry of pages) {
    const source = sourceOf(entry);
    if (!source) continue;
    const { page } = entry;
    if (!page.post) {
      if (isArticlePath(entry.path)) {
        errors.push(
          source.errorAt(
            [],
            say(
              `una pagina in pages-yaml${BLOG_PATH}/ è un articolo e ha bisogno del blocco "post" (category, date, readTime, excerpt, tags, image, author)`,
              `a page in pages-yaml${BLOG_PATH}/ is an article and needs a "post" block (category, date, readTime, excerpt, tags, image, author)`,
            ),
          ),
        );
      }
      continue;
    }
    if (!isArticlePath(entry.path)) {
      errors.push(
        source.errorAt(
          ['post'],
          say(
            `solo gli articoli hanno il blocco "post": sposta il file in pages-yaml${BLOG_PATH}/ o togli il blocco`,
            `only articles have a "post" block; move this file into pages-yaml${BLOG_PATH}/ or remove the block`,
          ),
        ),
      );
      continue;
    }
    if (page.aliases.length > 0)
      errors.push(
        source.errorAt(
          ['aliases'],
          say(
            'un articolo ha un solo indirizzo, il nome del suo file: togli "aliases"',
            'an article has one address, its file name; remove "aliases"',
          ),
        ),
      );
    const [firstSection] = page.sections;
    if (
      page.post.layout === 'banner' &&
      (page.sections.length !== 1 || firstSection?.type !== 'banner' || firstSection.headingLevel !== 1)
    ) {
      errors.push(
        source.errorAt(
          ['post', 'layout'],
          say(
            'il layout "banner" mostra una sola sezione "banner" con "headingLevel: 1"; per altre sezioni usa il layout "article"',
            'the "banner" layout shows a single "banner" section with "headingLevel: 1"; use layout "article" for other sections',
          ),
        ),
      );
    }
    const { post } = page;
    summaries.push({
      id: entry.path.slice(BLOG_PATH.length + 1),
      path: entry.path,
      title: page.title,
      description: page.description,
      excerpt: post.excerpt,
      category: post.category,
      filterCategory: filterCategoryOf(post.category),
      date: post.date,
      dateText: formatItalianDate(post.date),
      readTime: post.readTime,
      tags: post.tags,
      image: post.image,
      ...(post.views === undefined ? {} : { views: post.views }),
      author: post.author,
    });
  }
  summaries.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, 'it'));

  return summaries;
}
