/** The cookie banner is the last element of every page; a prerendered page waits for it before its first paint (scripts/prerender.ts). */
export const PAGE_END_ID = 'cookie-banner';
