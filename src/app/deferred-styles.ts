/**
 * Switches on the page's whole stylesheet, which the build deferred (disabled, so that the browser
 * does not even fetch it) after inlining the rules its markup needs for the first paint
 * (scripts/prerender.ts). Beasties would do this with an inline script; the site sends none.
 */
function applyDeferredStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-beasties-media]')) {
    link.media = link.dataset.beastiesMedia ?? 'all';
    link.disabled = false;
    link.removeAttribute('data-beasties-media');
  }
}

const LATEST_APPLY_MS = 3000;

/**
 * Once the page has painted its content: fetched earlier, the stylesheet (13–16 KB) shared a slow
 * connection with the page's own HTML and font, and delayed the largest paint (Lighthouse's mobile
 * LCP counts every request that ends before it). A page that never paints (a tab opened in the
 * background) gets it after a few seconds.
 */
export function applyDeferredStylesheetsAfterFirstPaint(): void {
  let applied = false;
  const applyOnce = () => {
    if (applied) return;
    applied = true;
    observer?.disconnect();
    applyDeferredStylesheets();
  };
  const observer =
    'PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes.includes('paint')
      ? new PerformanceObserver((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length > 0) applyOnce();
        })
      : undefined;
  observer?.observe({ type: 'paint', buffered: true });
  setTimeout(applyOnce, observer ? LATEST_APPLY_MS : 0);
}
