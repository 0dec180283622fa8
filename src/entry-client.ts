import { startTracker } from './analytics/tracker.ts';
import { reportMissingPage } from './app/missing-page.ts';
import { fetchNextPageFilesAhead } from './app/next-page-files.ts';
import { restoreBackToListLinks } from './blog/back-to-list.ts';
import { startConsentMaps } from './chrome/consent-map.ts';
import { rememberNewsletterPanel, scheduleNewsletterAutoOpen } from './dialogs/newsletter-auto-open.ts';
import { keepDialogsModal, openDialogFrom } from './dialogs/open-dialog.ts';
import { startIslands } from './islands/hydrate.ts';
import { PRESS_QUEUE_KEY } from './islands/presses.ts';
import { islandComponents } from './islands/registry.ts';
import { sectionIslandLoaders } from './sections/islands.ts';

/*
 * The page's one script, asked for by its inline script once the page has painted (src/app/first-paint.ts).
 * The page is final HTML: this script opens its dialogs, hydrates its few islands, and serves every press
 * the inline script kept from the first paint. A navigation is a document load.
 */
const presses = window[PRESS_QUEUE_KEY];
if (!presses) throw new Error('The page has no press queue: its inline script (src/app/first-paint.ts) did not run');
// First, so the dialogs opened by the presses kept since the first paint are counted as well.
startTracker();
startConsentMaps();
restoreBackToListLinks();
keepDialogsModal();
const islands = startIslands(presses, { ...islandComponents, ...sectionIslandLoaders });
presses.connect((press) => {
  if (press.kind !== 'dialog') islands.serve(press);
  else if (!openDialogFrom(press.opener)) presses.fallBack(press);
});
rememberNewsletterPanel();
scheduleNewsletterAutoOpen(window.location.pathname);
if (document.querySelector('[data-not-found]')) reportMissingPage(window.location.pathname);
fetchNextPageFilesAhead();
void islands.ready.then(() => {
  // Lets tests and benchmarks wait until the page serves presses and its first screen's islands have hydrated.
  document.documentElement.dataset.interactive = 'true';
});
