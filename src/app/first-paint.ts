import { onConsentPreferencesClick } from '../chrome/consent.ts';
import { reopenConsentBanner, startConsentBanner } from '../chrome/consent-banner.ts';
import { installPressQueue } from '../islands/presses.ts';
import { afterFirstContentfulPaint, applyDeferredStylesheets } from './deferred-styles.ts';

/*
 * The one inline script of a prerendered page, the last element of its body (build/prerender.ts builds it
 * with esbuild and the CSP allows it by its hash). Before the first paint it shows the cookie banner and
 * starts keeping the presses that need the page's script (src/islands/presses.ts); only once the page has
 * painted its content does it load the entry script, then switch the whole stylesheet on. Fetched earlier,
 * the entry script shared a phone's slow connection with the page and its font, and ran before the first
 * paint: Lighthouse's mobile LCP counted both (median of 3 on a quiet machine: 1.28 s on the home page
 * before, 1.13 s after).
 */
const entryScript = document.currentScript?.dataset.entry;
const presses = installPressQueue();

startConsentBanner();
// The footer's "Preferenze cookie" reopens the banner from the first paint, not only once the entry has arrived.
onConsentPreferencesClick(reopenConsentBanner);
afterFirstContentfulPaint(() => {
  const failed = () => {
    applyDeferredStylesheets();
    presses.entryFailed();
  };
  if (!entryScript) return failed();
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entryScript;
  // The whole stylesheet restyles the whole page: in a task of its own once the entry has run, not in the
  // same long task as the entry's first work (Lighthouse's mobile TBT rose from 0–12 ms to 0–75 ms).
  script.addEventListener('load', () => setTimeout(applyDeferredStylesheets, 0));
  script.addEventListener('error', failed);
  document.head.append(script);
});
