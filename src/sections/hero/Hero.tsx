import { clsx } from 'clsx';
import { Badge, Text, Title } from '@mantine/core';
import { IconStarFilled } from '../../ui/sprite-icons.ts';
import { SpriteIcon } from '../../ui/sprite-icon.tsx';
import type { ReactNode } from 'react';
import { BandButtons, BandPoints } from '../../ui/HeadlineBand.tsx';
import { isInverted, SectionShell } from '../../ui/SectionShell.tsx';
import invertedTone from '../../ui/InvertedTone.module.css';
import typography from '../../ui/Typography.module.css';
import classes from './Hero.module.css';
import backdrop from '../../ui/Backdrop.module.css';
import { SiteImage } from '../../ui/SiteImage.tsx';
import type { HeroSection } from './schema.ts';

const STAR_POSITIONS = [1, 2, 3, 4, 5] as const;

function withHighlight(headline: string, highlight: string | undefined): ReactNode {
  if (!highlight) return headline;
  const start = headline.indexOf(highlight);
  if (start === -1) return headline;
  return (
    <>
      {headline.slice(0, start)}
      <span className={`${typography.gradientText} ${classes.highlight}`}>{highlight}</span>
      {headline.slice(start + highlight.length)}
    </>
  );
}

export function Hero({ section }: { section: HeroSection }) {
  const { image, rating } = section;
  const inverted = isInverted(section);
  const rootClass = clsx(
    classes.hero,
    backdrop.lightAndDots,
    section.tone === 'sport' ? classes.sport : classes.brandVariant,
    image ? classes.withImage : classes.compact,
    inverted && classes.inverted,
  );

  return (
    <SectionShell section={section} className={rootClass}>
      <div className={classes.layout}>
        <div className={classes.copy}>
          {(section.badge ?? rating) && (
            <div className={classes.eyebrow}>
              {section.badge && (
                <Badge
                  variant={inverted ? 'white' : 'light'}
                  color={section.tone === 'sport' ? 'accent' : 'brand'}
                  size="lg"
                  radius="xl"
                  className={classes.badge}
                >
                  {section.badge}
                </Badge>
              )}
              {rating && (
                <div className={classes.rating}>
                  <span className={classes.stars} aria-hidden>
                    {STAR_POSITIONS.map((position) => (
                      <SpriteIcon icon={IconStarFilled} key={position} size={18} />
                    ))}
                  </span>
                  <strong className={`${classes.ratingValue} ${invertedTone.strong}`}>{rating.value}</strong>
                  <span className={classes.ratingLabel}>{rating.label}</span>
                  {rating.source && <span className={classes.ratingSource}>{rating.source}</span>}
                </div>
              )}
            </div>
          )}

          <Title order={1} className={classes.headline} c={inverted ? 'white' : 'ink.9'}>
            {withHighlight(section.headline, section.highlight)}
          </Title>

          <Text className={`${typography.lead} ${classes.text}`}>{section.text}</Text>

          <BandPoints
            points={section.points}
            classNames={{ list: classes.points, point: `${classes.point} ${invertedTone.strong}`, icon: classes.pointIcon }}
          />
          <BandButtons buttons={section.buttons} tone={section.tone} centred={!image} />
        </div>

        {image && (
          <div className={classes.media}>
            <div className={classes.mediaGlow} aria-hidden />
            <SiteImage className={classes.image} image={image} slot="hero" priority />
          </div>
        )}
      </div>
    </SectionShell>
  );
}
