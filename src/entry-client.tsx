import './styles/mantine.css';
import './styles/fonts.css';
import './styles/global.css';
import { interceptInternalLinks } from './app/navigation.ts';
import { onConsentPreferencesClick } from './chrome/consent.ts';
import { reopenConsentBanner, startConsentBanner, syncConsentBanner } from './chrome/consent-banner.ts';
import { reportMissingPage } from './app/missing-page.ts';
import { scheduleNewsletterAutoOpen } from './dialogs/NewsletterAutoOpen.tsx';
import { hydrateIslands, unmountIslands } from './islands/hydrate-islands.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

onConsentPreferencesClick(reopenConsentBanner);

function markInteractive(): void {
  // Lets tests and benchmarks wait until the page's first screen has become interactive.
  document.documentElement.dataset.hydrated = 'true';
}

/**
 * The first click on an internal link (or a move through the history to another page) hands the page
 * to the app, which shows the next page without a reload.
 */
async function takeOver(destination: string | undefined): Promise<void> {
  const { startApp } = await import('./app/start-app.tsx');
  await unmountIslands();
  if (destination !== undefined) window.history.pushState(null, '', destination);
  await startApp(container as HTMLElement);
  // The app rendered the page's markup anew, the banner hidden in it.
  syncConsentBanner();
  if (!window.location.hash) window.scrollTo(0, 0);
}

if (container.firstElementChild) {
  // A prerendered page: its HTML is final, and only its islands hydrate. Its inline script
  // (src/app/first-paint.ts) already shows the cookie banner, records the choice and switched the stylesheet on.
  void hydrateIslands().then(markInteractive);
  if (container.querySelector('[data-not-found]')) reportMissingPage(window.location.pathname);
  const prerenderedPath = window.location.pathname;
  const handOver = (destination: string | undefined) => {
    stopIntercepting();
    window.removeEventListener('popstate', onHistoryMove);
    takeOver(destination).catch((error: unknown) => {
      console.error('Could not start the app; loading the page instead', error);
      window.location.assign(destination ?? window.location.href);
    });
  };
  // Back or forward to another page (after a blog search, say, the address moved within this page only).
  const onHistoryMove = () => {
    if (window.location.pathname !== prerenderedPath) handOver(undefined);
  };
  const stopIntercepting = interceptInternalLinks(handOver);
  window.addEventListener('popstate', onHistoryMove);
  scheduleNewsletterAutoOpen(window.location.pathname);
} else {
  // The dev server serves no prerendered markup.
  void import('./app/start-app.tsx')
    .then(({ startApp }) => startApp(container))
    .then(() => {
      startConsentBanner();
      markInteractive();
    });
}
