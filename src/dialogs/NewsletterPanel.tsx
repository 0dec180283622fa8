import { IconMailFast } from '../ui/sprite-icons.ts';
import { SpriteIcon } from '../ui/sprite-icon.tsx';
import site from 'virtual:site';
import { PrivacyLink } from '../forms/PrivacyLink.tsx';
import { NewsletterIsland } from '../islands/NewsletterIsland.tsx';
import classes from './Dialog.module.css';

/** The newsletter side panel's content: its picture and promise, and the form (an island). */
export function NewsletterPanelBody() {
  const copy = site.newsletter;
  return (
    <div className={classes.panelBody}>
      <div className={classes.panelArt} aria-hidden>
        <SpriteIcon icon={IconMailFast} size={34} stroke={1.7} />
      </div>
      <p className={classes.panelText}>{copy.text}</p>
      <NewsletterIsland place="panel" copy={copy} />
      <PrivacyLink />
      <p className={classes.panelNote}>{copy.privacyNote}</p>
    </div>
  );
}
