/**
 * Switches on the page's whole stylesheet, which the build deferred (media="not all", so that the
 * browser does not even fetch it) after inlining the rules its markup needs for the first paint
 * (scripts/prerender.ts). Beasties would do this with an inline script; the site sends none.
 */
function applyDeferredStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-beasties-media]')) {
    link.media = link.dataset.beastiesMedia ?? 'all';
    link.removeAttribute('data-beasties-media');
  }
}

/**
 * Once the first frame has been painted: fetched earlier, the stylesheet (13–16 KB) shared a slow
 * connection with the page's own HTML and font, and delayed the largest paint (Lighthouse's mobile
 * LCP counts every request that ends before it).
 */
export function applyDeferredStylesheetsAfterFirstPaint(): void {
  requestAnimationFrame(() => setTimeout(applyDeferredStylesheets, 0));
}
