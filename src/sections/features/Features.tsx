import { clsx } from 'clsx';
import { Badge } from '@mantine/core';
import { IconArrowRight } from '../../ui/sprite-icons.ts';
import { SpriteIcon } from '../../ui/sprite-icon.tsx';
import type { CSSProperties } from 'react';
import { ActionLink } from '../../ui/ActionButton.tsx';
import { CheckList } from '../../ui/CheckList.tsx';
import { isInverted, SectionShell } from '../../ui/SectionShell.tsx';
import { icons } from '../../ui/icons.ts';
import surface from '../../ui/Surface.module.css';
import invertedTone from '../../ui/InvertedTone.module.css';
import typography from '../../ui/Typography.module.css';
import linkArrow from '../../ui/LinkArrow.module.css';
import classes from './Features.module.css';
import { ThemeIcon } from '../../ui/ThemeIcon.tsx';
import { Heading } from '../../ui/heading-level.tsx';
import { SiteImage } from '../../ui/SiteImage.tsx';
import type { FeaturesSection } from './schema.ts';

export function Features({ section }: { section: FeaturesSection }) {
  const { cards, columns } = section;
  const inverted = isInverted(section);
  const gridStyle: CSSProperties & Record<`--${string}`, number> = {
    '--columns': columns,
    '--columns-md': Math.min(columns, 3),
  };

  return (
    <SectionShell section={section}>
      <div className={clsx(classes.grid, inverted && classes.inverted)} style={gridStyle}>
        {cards.map((card) => {
          const icon = card.icon && !card.image ? icons[card.icon] : undefined;
          return (
            <article key={card.title} className={`${surface.bandCard} ${surface.liftsOnHover} ${linkArrow.nudges} ${classes.card}`}>
              {card.image && (
                <div className={classes.media}>
                  <SiteImage className={classes.image} image={card.image} slot="card" />
                </div>
              )}
              {(icon ?? card.badge) && (
                <div className={classes.top}>
                  {icon && (
                    <ThemeIcon
                      size={52}
                      radius="md"
                      variant="light"
                      color={inverted ? 'accent' : 'brand'}
                      onColor={inverted}
                      className={classes.icon}
                    >
                      <SpriteIcon icon={icon} size={26} stroke={1.8} aria-hidden />
                    </ThemeIcon>
                  )}
                  {card.badge && (
                    <Badge
                      variant={inverted ? 'white' : 'light'}
                      color={inverted ? 'ink' : 'accent'}
                      radius="xl"
                      size="md"
                      className={classes.badge}
                    >
                      {card.badge}
                    </Badge>
                  )}
                </div>
              )}
              <Heading className={`${typography.cardTitle} ${classes.title} ${invertedTone.strong}`}>{card.title}</Heading>
              <p className={classes.text}>{card.text}</p>
              {card.features.length > 0 && <CheckList items={card.features} tone={inverted ? 'inverted' : 'brand'} />}
              {card.link && (
                <div className={classes.footer}>
                  <ActionLink action={card.link.action} className={`${linkArrow.nudges} ${classes.link} ${invertedTone.accent}`}>
                    {card.link.label}
                    <SpriteIcon
                      icon={IconArrowRight}
                      size={16}
                      stroke={2.2}
                      className={`${linkArrow.arrow} ${classes.arrow}`}
                      aria-hidden
                    />
                  </ActionLink>
                </div>
              )}
            </article>
          );
        })}
      </div>
    </SectionShell>
  );
}
