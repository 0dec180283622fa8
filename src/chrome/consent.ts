export const CONSENT_STORAGE_KEY = 'cookie-consent';

export type ConsentValue = 'accepted' | 'declined';

export const CONSENT_CHANGED_EVENT = 'cookie-consent-changed';

/** Marks the footer's "Preferenze cookie" link: a plain link to the cookie policy that, with the script, reopens the banner. */
export const CONSENT_PREFERENCES_ATTRIBUTE = 'data-consent-preferences';

/**
 * One listener on the document, installed by the page’s inline script, so the footer’s link works from the first paint.
 */
export function onConsentPreferencesClick(reopen: () => void): void {
  document.addEventListener(
    'click',
    (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!(event.target instanceof Element) || !event.target.closest(`[${CONSENT_PREFERENCES_ATTRIBUTE}]`)) return;
      event.preventDefault();
      reopen();
    },
    { capture: true },
  );
}

export function readConsent(): ConsentValue | undefined {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'accepted' || value === 'declined' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeConsent(value: ConsentValue): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, value);
  } catch {
    // Storage can be blocked (private mode); the choice still applies to this page view.
  }
  window.dispatchEvent(new CustomEvent<ConsentValue>(CONSENT_CHANGED_EVENT, { detail: value }));
}
