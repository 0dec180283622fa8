/** The newsletter panel opens by itself on the home page, 5 seconds after arrival, once per browser session. */
export const NEWSLETTER_AUTO_OPEN_PATH = '/';
export const NEWSLETTER_AUTO_OPEN_DELAY_MS = 5000;
export const NEWSLETTER_SESSION_KEY = 'newsletter-panel-shown';

export function newsletterShownThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(NEWSLETTER_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

export function markNewsletterShown(): void {
  try {
    window.sessionStorage.setItem(NEWSLETTER_SESSION_KEY, '1');
  } catch {
    // Storage can be blocked (private mode); the panel may then open again on the next visit of the home page.
  }
}
