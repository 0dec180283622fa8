import { Title } from '@mantine/core';
import { BandButtons } from '../../ui/HeadlineBand.tsx';
import { isInverted, SectionShell } from '../../ui/SectionShell.tsx';
import typography from '../../ui/Typography.module.css';
import colourPanel from '../../ui/ColourPanel.module.css';
import classes from './Cta.module.css';
import { useHeadingLevel } from '../../ui/heading-level.tsx';
import type { CtaSection } from './schema.ts';

/** On a coloured band the band is the panel; on a light band a coloured panel sits inside it. */
export function Cta({ section }: { section: CtaSection }) {
  const headingLevel = useHeadingLevel();
  const bandIsPanel = isInverted(section);
  return (
    <SectionShell section={section} className={bandIsPanel ? classes.band : undefined}>
      <div className={bandIsPanel ? classes.bare : `${colourPanel.panel} ${classes.panel}`}>
        <div className={classes.content}>
          <Title order={headingLevel} size="h2" c="white" className={classes.headline}>
            {section.headline}
          </Title>
          <p className={`${typography.lead} ${classes.text}`}>{section.text}</p>
          <BandButtons buttons={section.buttons} onColor centred />
          {section.note && <p className={classes.note}>{section.note}</p>}
        </div>
      </div>
    </SectionShell>
  );
}
