import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import type { Metric } from 'web-vitals';

/*
 * Real-user Web Vitals of a sampled view (src/analytics/tracker.ts loads this chunk only then, after load): LCP, INP, CLS
 * and TTFB through Google's web-vitals library, kept as they change and sent once, in one record, when the page is first
 * hidden (leaving, switching tab, locking the phone): the moment browsers still deliver a beacon, and by which the
 * library has settled its figures. Nothing is stored on the device; the record names no visitor.
 */

/** The viewport's width class, by the widths the site's own layout changes at: no user agent is read or sent. */
function deviceClass(): 'mobile' | 'tablet' | 'desktop' {
  const width = document.documentElement.clientWidth || window.innerWidth;
  if (width < 768) return 'mobile';
  return width < 1024 ? 'tablet' : 'desktop';
}

export function measureWebVitals(endpoint: string): void {
  // Read now and on resize, never while the page is being hidden: there the read forced a style and layout pass of the
  // whole page being left, which a navigation had just invalidated (25 ms at 4× CPU before the next page could commit).
  let device = deviceClass();
  window.addEventListener('resize', () => {
    device = deviceClass();
  });
  const figures: Partial<Record<'lcp' | 'inp' | 'cls' | 'ttfb', number>> = {};
  const keep = (metric: Metric) => {
    figures[metric.name === 'CLS' ? 'cls' : metric.name === 'INP' ? 'inp' : metric.name === 'LCP' ? 'lcp' : 'ttfb'] = metric.value;
  };
  // Every change, not only the final value: the record leaves on the first hiding, whatever the library has reported by then.
  onLCP(keep, { reportAllChanges: true });
  onINP(keep, { reportAllChanges: true });
  onCLS(keep, { reportAllChanges: true });
  onTTFB(keep);
  const sendWhenHidden = () => {
    if (document.visibilityState !== 'hidden') return;
    document.removeEventListener('visibilitychange', sendWhenHidden);
    if (Object.keys(figures).length === 0) return;
    // Same origin, as the page's other beacons: the CSP's connect-src is unchanged.
    navigator.sendBeacon(endpoint, JSON.stringify({ kind: 'vitals', path: location.pathname, device, ...figures }));
  };
  // Added after the library's own listeners (on window, capturing), so its figures are final when this one runs.
  document.addEventListener('visibilitychange', sendWhenHidden);
}
