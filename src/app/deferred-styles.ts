/** Marks the page's whole stylesheet while it waits for the first paint (build/page-document.ts). */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';

/**
 * Switches on the page's whole stylesheets, which the build deferred (disabled, so that the browser
 * does not even fetch them) after inlining the rules its markup needs for the first paint
 * (build/prerender.ts). They are fetched unapplied and switched on together once all have arrived:
 * the frame's sheet applied alone puts Mantine's rules after the inlined section rules and, on a slow
 * network, moved a hero's text by 40 px until the page's sheet followed.
 */
export function applyDeferredStylesheets(): void {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)];
  let waiting = links.length;
  const arrived = () => {
    waiting -= 1;
    if (waiting > 0) return;
    for (const link of links) link.media = 'all';
  };
  for (const link of links) {
    link.removeAttribute(DEFERRED_STYLESHEET_ATTRIBUTE);
    link.addEventListener('load', arrived, { once: true });
    link.addEventListener('error', arrived, { once: true });
    link.disabled = false;
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
