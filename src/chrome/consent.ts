export const CONSENT_STORAGE_KEY = 'cookie-consent';

export type ConsentValue = 'accepted' | 'declined';

export const CONSENT_CHANGED_EVENT = 'cookie-consent-changed';

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
