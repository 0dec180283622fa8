import { readConsent, storeConsent } from './consent.ts';

/*
 * The banner is driven without React: every first visit shows it, and mounting it as a React root
 * loaded react-dom and Mantine's runtime (about 90 KB gzipped) on pages whose islands need none.
 */

function showBanner(visible: boolean): void {
  for (const banner of document.querySelectorAll<HTMLElement>('[data-consent-banner]')) banner.hidden = !visible;
}

/** Shows the banner again ("Preferenze cookie"), with the keyboard on it, so that the visitor can change their choice. */
export function reopenConsentBanner(): void {
  showBanner(true);
  document.querySelector<HTMLElement>('[data-consent-banner]')?.focus();
}

let listening = false;

/** Records the visitor's choice from the banner's buttons, wherever the banner is rendered. */
export function startConsentBanner(): void {
  showBanner(readConsent() === undefined);
  if (listening) return;
  listening = true;
  document.addEventListener('click', (event) => {
    const choice =
      event.target instanceof Element ? event.target.closest('[data-consent-choice]')?.getAttribute('data-consent-choice') : null;
    if (choice !== 'accepted' && choice !== 'declined') return;
    storeConsent(choice);
    showBanner(false);
  });
}
