import { clsx } from 'clsx';
import { Badge, Title } from '@mantine/core';
import { BandButtons, BandPoints } from '../../ui/HeadlineBand.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import typography from '../../ui/Typography.module.css';
import colourPanel from '../../ui/ColourPanel.module.css';
import classes from './Banner.module.css';
import { SiteImage } from '../../ui/SiteImage.tsx';
import type { BannerSection } from './schema.ts';

/** A large coloured panel: a welcome article on its own, an announcement among other sections. */
export function Banner({ section }: { section: BannerSection }) {
  const { image } = section;
  const panelClass = clsx(
    colourPanel.panel,
    classes.panel,
    section.tone === 'sport' ? classes.sport : classes.brand,
    image && classes.withImage,
  );
  return (
    <SectionShell section={section} className={classes.band}>
      <div className={panelClass}>
        <div className={classes.copy}>
          {section.badge && (
            <Badge variant="white" color={section.tone === 'sport' ? 'accent' : 'brand'} size="lg" radius="xl" className={classes.badge}>
              {section.badge}
            </Badge>
          )}
          <Title order={section.headingLevel} className={classes.headline}>
            {section.headline}
          </Title>
          <p className={`${typography.lead} ${classes.text}`}>{section.text}</p>
          <BandPoints points={section.points} classNames={{ list: classes.points, point: classes.point, icon: classes.pointIcon }} />
          <BandButtons buttons={section.buttons} tone={section.tone} onColor />
        </div>
        {image && (
          <div className={classes.media}>
            <SiteImage className={classes.image} image={image} slot="banner" priority />
          </div>
        )}
      </div>
    </SectionShell>
  );
}
