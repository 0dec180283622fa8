/** Marks the page's whole stylesheet while it waits for the first paint (scripts/page-document.ts). */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';

/**
 * Switches on the page's whole stylesheet, which the build deferred (disabled, so that the browser
 * does not even fetch it) after inlining the rules its markup needs for the first paint
 * (scripts/prerender.ts).
 */
export function applyDeferredStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)) {
    link.media = 'all';
    link.disabled = false;
    link.removeAttribute(DEFERRED_STYLESHEET_ATTRIBUTE);
  }
}

const LATEST_MS = 3000;

/**
 * Runs once the page has painted its content, or after a few seconds for a page that never paints
 * (a tab opened in the background).
 */
export function afterFirstContentfulPaint(callback: () => void): void {
  let done = false;
  const runOnce = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    callback();
  };
  const observer =
    'PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes.includes('paint')
      ? new PerformanceObserver((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length > 0) runOnce();
        })
      : undefined;
  observer?.observe({ type: 'paint', buffered: true });
  setTimeout(runOnce, observer ? LATEST_MS : 0);
}
