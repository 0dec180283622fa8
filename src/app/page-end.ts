/**
 * The id of the last element of every prerendered page, its inline script (src/app/first-paint.ts): the page waits
 * for it before its first paint, so nothing painted early is pushed by markup still arriving (build/prerender.ts).
 */
export const PAGE_END_ID = 'page-end';
