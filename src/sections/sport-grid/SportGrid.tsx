import { clsx } from 'clsx';
import { IconArrowRight } from '../../ui/sprite-icons.ts';
import { SpriteIcon } from '../../ui/sprite-icon.tsx';
import site from 'virtual:site';
import { isInverted, SectionShell } from '../../ui/SectionShell.tsx';
import { icons } from '../../ui/icons.ts';
import surface from '../../ui/Surface.module.css';
import list from '../../ui/List.module.css';
import invertedTone from '../../ui/InvertedTone.module.css';
import linkArrow from '../../ui/LinkArrow.module.css';
import typography from '../../ui/Typography.module.css';
import classes from './SportGrid.module.css';
import { Heading } from '../../ui/heading-level.tsx';
import type { SportGridSection } from './schema.ts';

/** The sports come from the site file, so a new sport page joins the grid with one entry there. */
export function SportGrid({ section }: { section: SportGridSection }) {
  return (
    <SectionShell section={section}>
      <ul className={clsx(list.stack, classes.grid, isInverted(section) && classes.inverted)}>
        {site.sports.map((sport) => {
          const icon = icons[sport.icon];
          return (
            <li key={sport.to} className={classes.item}>
              <a href={sport.to} className={`${surface.card} ${linkArrow.nudges} ${classes.tile}`}>
                <span className={classes.icon} aria-hidden>
                  <SpriteIcon icon={icon} size={28} stroke={1.7} />
                </span>
                <Heading className={`${typography.itemTitle} ${classes.title} ${invertedTone.strong}`}>{sport.title}</Heading>
                <p className={`${typography.itemText} ${classes.text}`}>{sport.description}</p>
                <span className={`${classes.more} ${invertedTone.accent}`}>
                  {section.linkLabel}
                  <SpriteIcon icon={IconArrowRight} size={16} stroke={2.2} className={`${linkArrow.arrow} ${classes.arrow}`} aria-hidden />
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </SectionShell>
  );
}
