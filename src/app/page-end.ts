/**
 * The id of the last element of every prerendered page, its inline script (src/app/first-paint.ts): the page waits
 * for it before its first paint, so nothing painted early is pushed by markup still arriving (build/prerender.ts).
 */
export const PAGE_END_ID = 'page-end';

/**
 * On a first visit's page-end script: the files that the page a click opens links (its repeat-visit copy), where
 * this page carries them inline: its first-paint script and the header's logo (build/prerender.ts).
 */
export const NEXT_PAGE_FILES_ATTRIBUTE = 'data-next-page-files';
