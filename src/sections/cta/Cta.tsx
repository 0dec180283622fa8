import { Title } from '@mantine/core';
import { BandButtons } from '../../render/HeadlineBand.tsx';
import { isInverted, SectionShell } from '../../render/SectionShell.tsx';
import type { SectionProps } from '../section-props.ts';
import typography from '../../render/Typography.module.css';
import colourPanel from '../../render/ColourPanel.module.css';
import classes from './Cta.module.css';
import { useHeadingLevel } from '../../render/heading-level.tsx';

/** On a coloured band the band is the panel; on a light band a coloured panel sits inside it. */
export function Cta({ section }: SectionProps<'cta'>) {
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
