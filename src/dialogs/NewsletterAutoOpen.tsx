import { useEffect } from 'react';
import { isDialogOpen, openDialog } from './dialog-context.tsx';
import { NEWSLETTER_AUTO_OPEN_DELAY_MS, NEWSLETTER_AUTO_OPEN_PATH, newsletterShownThisSession } from './newsletter-session.ts';

/**
 * Opens the newsletter panel once per session after a while on the home page, unless another dialog
 * is in use or the visitor has left the page. Returns a function that cancels it.
 */
export function scheduleNewsletterAutoOpen(pathname: string): () => void {
  if (pathname !== NEWSLETTER_AUTO_OPEN_PATH || newsletterShownThisSession()) return () => undefined;
  const timer = window.setTimeout(() => {
    const stillHome = window.location.pathname === NEWSLETTER_AUTO_OPEN_PATH;
    if (stillHome && !newsletterShownThisSession() && !isDialogOpen()) openDialog({ name: 'newsletter' });
  }, NEWSLETTER_AUTO_OPEN_DELAY_MS);
  return () => window.clearTimeout(timer);
}

/** Inside the app: the same, restarted on every arrival on a page. */
export function NewsletterAutoOpen({ pathname }: { pathname: string }) {
  useEffect(() => scheduleNewsletterAutoOpen(pathname), [pathname]);
  return null;
}
