import { Title } from '@mantine/core';
import { IconMailFast } from '../../ui/sprite-icons.ts';
import { SpriteIcon } from '../../ui/sprite-icon.tsx';
import { useId } from 'react';
import { PrivacyLink } from '../../forms/PrivacyLink.tsx';
import { NewsletterIsland } from '../../islands/NewsletterIsland.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import typography from '../../ui/Typography.module.css';
import colourPanel from '../../ui/ColourPanel.module.css';
import classes from './NewsletterBox.module.css';
import { ThemeIcon } from '../../ui/ThemeIcon.tsx';
import { useHeadingLevel } from '../../ui/heading-level.tsx';
import type { NewsletterBoxSection } from './schema.ts';

export function NewsletterBox({ section }: { section: NewsletterBoxSection }) {
  const headingLevel = useHeadingLevel();
  const titleId = useId();
  return (
    <SectionShell section={section} containerSize={960} heading="own">
      <aside className={`${colourPanel.panel} ${classes.box}`} aria-labelledby={titleId}>
        <ThemeIcon size={56} radius="xl" color="accent" variant="filled" className={classes.icon} aria-hidden>
          <SpriteIcon icon={IconMailFast} size={30} stroke={1.8} />
        </ThemeIcon>
        <div className={classes.copy}>
          <Title order={headingLevel} size="h2" id={titleId} className={classes.title}>
            {section.title}
          </Title>
          <p className={`${typography.lead} ${classes.text}`}>{section.text}</p>
        </div>
        <div className={classes.form}>
          <NewsletterIsland place="box" copy={section} />
          {section.privacyNote && <p className={classes.note}>{section.privacyNote}</p>}
          <PrivacyLink className={classes.note} />
        </div>
      </aside>
    </SectionShell>
  );
}
