import { IconMailFast } from '@tabler/icons-react';
import { useEffect } from 'react';
import site from 'virtual:site';
import { NewsletterForm } from '../forms/NewsletterForm.tsx';
import { notices } from '../../schema/form-messages.ts';
import { SOURCE_LABELS } from '../forms/payloads.ts';
import { preloadFormsRuntime } from '../forms/runtime.ts';
import { markNewsletterShown } from './newsletter-session.ts';
import classes from './dialog-forms.module.css';

/** The side panel's content; the panel clears itself because it unmounts when it closes. */
export function NewsletterPanelBody({ onSubscribed }: { onSubscribed: () => void }) {
  const copy = site.newsletter;
  useEffect(() => {
    markNewsletterShown();
    preloadFormsRuntime();
  }, []);
  return (
    <div className={classes.panelBody}>
      <div className={classes.panelArt} aria-hidden>
        <IconMailFast size={34} stroke={1.7} />
      </div>
      <p className={classes.panelText}>{copy.text}</p>
      <NewsletterForm
        layout="stacked"
        copy={copy}
        sourceLabel={SOURCE_LABELS.newsletterPanel}
        subscribedNotice={notices.newsletterPanelSubscribed}
        onSubscribed={onSubscribed}
      />
      <p className={classes.panelNote}>{copy.privacyNote}</p>
    </div>
  );
}
