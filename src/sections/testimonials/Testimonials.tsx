import { clsx } from 'clsx';
import { Avatar } from '@mantine/core';
import { IconQuote, IconStar, IconStarFilled } from '../../ui/sprite-icons.ts';
import { SpriteIcon } from '../../ui/sprite-icon.tsx';
import type { CSSProperties } from 'react';
import { isInverted, SectionShell } from '../../ui/SectionShell.tsx';
import surface from '../../ui/Surface.module.css';
import list from '../../ui/List.module.css';
import invertedTone from '../../ui/InvertedTone.module.css';
import classes from './Testimonials.module.css';
import type { TestimonialsSection } from './schema.ts';

const STAR_POSITIONS = [1, 2, 3, 4, 5] as const;

function Stars({ rating }: { rating: number }) {
  return (
    <div className={classes.stars} role="img" aria-label={`${rating}/${STAR_POSITIONS.length}`}>
      {STAR_POSITIONS.map((position) =>
        position <= rating ? (
          <SpriteIcon icon={IconStarFilled} key={position} size={18} className={classes.starFilled} aria-hidden />
        ) : (
          <SpriteIcon icon={IconStar} key={position} size={18} className={classes.starEmpty} aria-hidden />
        ),
      )}
    </div>
  );
}

export function Testimonials({ section }: { section: TestimonialsSection }) {
  const { items } = section;
  const gridStyle: CSSProperties & Record<`--${string}`, number> = { '--columns': Math.min(items.length, 3) };
  return (
    <SectionShell section={section}>
      <ul className={clsx(list.stack, classes.grid, isInverted(section) && classes.inverted)} style={gridStyle}>
        {items.map((item) => (
          <li key={`${item.name}-${item.company}`} className={`${surface.card} ${classes.card}`}>
            <figure className={classes.figure}>
              <div className={classes.top}>
                <Stars rating={item.rating} />
                <SpriteIcon icon={IconQuote} size={36} className={classes.quoteMark} aria-hidden />
              </div>
              <blockquote className={`${classes.quote} ${invertedTone.strong}`}>{item.text}</blockquote>
              <figcaption className={classes.author}>
                <Avatar color="brand" variant="filled" radius="xl" size={48} className={classes.avatar}>
                  {item.initial}
                </Avatar>
                <span className={classes.who}>
                  <span className={`${classes.name} ${invertedTone.strong}`}>{item.name}</span>
                  <span className={classes.meta}>
                    {item.company} · {item.location}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
