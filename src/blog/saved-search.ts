import { categorySlugs } from '../../schema/blog-categories.ts';
import type { BlogSearch } from '../../schema/blog-search.ts';
import { SAVED_SEARCH_KEY } from './back-to-list.ts';

/** The address's search parameters for a list state; empty ones are left out so /blog stays /blog. */
export function searchParamsFor(search: BlogSearch): { q?: string; categoria?: string } {
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(search.categoria ? { categoria: categorySlugs[search.categoria] } : {}),
  };
}

/** Remembers the visitor's search and category for "Torna agli articoli", for this browser session only. */
export function saveBlogSearch(search: BlogSearch): void {
  try {
    window.sessionStorage.setItem(SAVED_SEARCH_KEY, JSON.stringify(searchParamsFor(search)));
  } catch {
    // Storage can be full or disabled; the back link then simply returns to the full list.
  }
}
