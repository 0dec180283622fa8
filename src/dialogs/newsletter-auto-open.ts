import { namedDialogId } from '../ui/dialog-attributes.ts';
import { DIALOG_SHOWN_EVENT, showDialog } from './open-dialog.ts';
import {
  markNewsletterShown,
  NEWSLETTER_AUTO_OPEN_DELAY_MS,
  NEWSLETTER_AUTO_OPEN_PATH,
  newsletterShownThisSession,
} from './newsletter-session.ts';

/** The newsletter panel's element: the floating button that opens it is on every page. */
const NEWSLETTER_DIALOG_ID = namedDialogId('newsletter');

/** Once shown, by itself or from the floating button, the panel does not open by itself again this session. */
export function rememberNewsletterPanel(): void {
  document.getElementById(NEWSLETTER_DIALOG_ID)?.addEventListener(DIALOG_SHOWN_EVENT, markNewsletterShown);
}

/** Opens the newsletter panel once per session, 5 seconds after arrival on the home page, unless another dialog is open. */
export function scheduleNewsletterAutoOpen(pathname: string): void {
  if (pathname !== NEWSLETTER_AUTO_OPEN_PATH || newsletterShownThisSession()) return;
  window.setTimeout(() => {
    const panel = document.getElementById(NEWSLETTER_DIALOG_ID);
    if (!(panel instanceof HTMLDialogElement) || newsletterShownThisSession() || document.querySelector('dialog[open]')) return;
    showDialog(panel);
  }, NEWSLETTER_AUTO_OPEN_DELAY_MS);
}
