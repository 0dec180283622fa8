/**
 * Switches on the page's whole stylesheet, which the build deferred (media="print") after inlining
 * the rules its markup needs for the first paint (scripts/prerender.ts). Beasties would do this with
 * an inline script; the site sends none.
 */
export function applyDeferredStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-beasties-media]')) {
    link.media = link.dataset.beastiesMedia ?? 'all';
    link.removeAttribute('data-beasties-media');
  }
}
