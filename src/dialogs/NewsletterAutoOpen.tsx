import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useDialogs } from './dialog-context.tsx';
import { NEWSLETTER_AUTO_OPEN_DELAY_MS, NEWSLETTER_AUTO_OPEN_PATH, newsletterShownThisSession } from './newsletter-session.ts';

/** Opens the newsletter panel once per session after a while on the home page, unless another dialog is in use. */
export function NewsletterAutoOpen() {
  const { pathname } = useLocation();
  const dialogs = useDialogs();
  useEffect(() => {
    if (pathname !== NEWSLETTER_AUTO_OPEN_PATH || newsletterShownThisSession()) return undefined;
    const timer = window.setTimeout(() => {
      if (!newsletterShownThisSession() && !dialogs.isOpen()) dialogs.open({ name: 'newsletter' });
    }, NEWSLETTER_AUTO_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, dialogs]);
  return null;
}
