/** The blog list remembers the visitor's search and category here, for this browser session (src/blog/saved-search.ts). */
export const SAVED_SEARCH_KEY = 'blog-list-search';

/** Marks an article's "Torna agli articoli" link. */
export const BACK_TO_LIST_ATTRIBUTE = 'data-back-to-list';

const SEARCH_PARAMETERS = ['q', 'categoria'] as const;

/**
 * "Torna agli articoli" returns to the list with the search and category the visitor chose there: the link
 * is /blog in the HTML, and gets them from the session here. The list checks the address itself as it loads.
 */
export function restoreBackToListLinks(): void {
  const links = document.querySelectorAll<HTMLAnchorElement>(`a[${BACK_TO_LIST_ATTRIBUTE}]`);
  if (links.length === 0) return;
  let saved: unknown;
  try {
    saved = JSON.parse(window.sessionStorage.getItem(SAVED_SEARCH_KEY) ?? '{}');
  } catch {
    return;
  }
  if (typeof saved !== 'object' || saved === null) return;
  const query = new URLSearchParams();
  for (const name of SEARCH_PARAMETERS) {
    const value: unknown = Reflect.get(saved, name);
    if (typeof value === 'string' && value !== '') query.set(name, value);
  }
  const search = query.size > 0 ? `?${query}` : '';
  for (const link of links) link.setAttribute('href', `${link.pathname}${search}`);
}
