import type { BlogSearch } from '../../schema/blog-search.ts';
import type { PostSummary } from '../../schema/post.ts';

/** Lower case without accents, so "societa" finds "Società". */
function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('it-IT');
}

/** The articles a visitor sees: the search text in the title, the excerpt or any tag, within the chosen category. */
export function filterPosts(posts: readonly PostSummary[], search: BlogSearch): PostSummary[] {
  const needle = comparable(search.q.trim());
  return posts.filter((post) => {
    if (search.categoria && post.filterCategory !== search.categoria) return false;
    if (!needle) return true;
    return [post.title, post.excerpt, ...post.tags].some((text) => comparable(text).includes(needle));
  });
}
