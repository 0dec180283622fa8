import { IconMailFast } from '../ui/sprite-icons.ts';
import { SpriteIcon } from '../ui/sprite-icon.tsx';
import site from 'virtual:site';
import { notices } from '../../schema/form-messages.ts';
import { SOURCE_LABELS } from '../forms/payloads.ts';
import { PrivacyLink } from '../forms/PrivacyLink.tsx';
import { Island } from '../islands/Island.tsx';
import { usePageAddress } from '../ui/page-address.ts';
import classes from './Dialog.module.css';

/** The newsletter side panel's content: its picture and promise, and the form (an island). */
export function NewsletterPanelBody() {
  const copy = site.newsletter;
  const pageAddress = usePageAddress();
  return (
    <div className={classes.panelBody}>
      <div className={classes.panelArt} aria-hidden>
        <SpriteIcon icon={IconMailFast} size={34} stroke={1.7} />
      </div>
      <p className={classes.panelText}>{copy.text}</p>
      <Island
        of="newsletter-form"
        hydrate="interaction"
        props={{
          layout: 'stacked',
          copy: { emailLabel: copy.emailLabel, placeholder: copy.placeholder, button: copy.button },
          sourceLabel: SOURCE_LABELS.newsletterPanel,
          subscribedNotice: notices.newsletterPanelSubscribed,
          pageAddress,
        }}
      />
      <PrivacyLink />
      <p className={classes.panelNote}>{copy.privacyNote}</p>
    </div>
  );
}
