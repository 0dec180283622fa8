import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { isInverted, SectionShell } from '../../ui/SectionShell.tsx';
import { icons } from '../../ui/icons.ts';
import { SpriteIcon } from '../../ui/sprite-icon.tsx';
import surface from '../../ui/Surface.module.css';
import list from '../../ui/List.module.css';
import invertedTone from '../../ui/InvertedTone.module.css';
import typography from '../../ui/Typography.module.css';
import classes from './Stats.module.css';
import { ThemeIcon } from '../../ui/ThemeIcon.tsx';
import type { StatsSection } from './schema.ts';

export function Stats({ section }: { section: StatsSection }) {
  const { items } = section;
  const inverted = isInverted(section);
  const gridStyle: CSSProperties & Record<`--${string}`, number> = { '--stat-count': items.length };
  const listClass = clsx(
    list.twoColumns,
    classes.list,
    section.style === 'cards' ? classes.cards : classes.plain,
    inverted && classes.inverted,
  );

  return (
    <SectionShell section={section}>
      <ul className={listClass} style={gridStyle}>
        {items.map((item) => {
          const icon = item.icon ? icons[item.icon] : undefined;
          return (
            <li
              key={`${item.value}-${item.label}`}
              className={section.style === 'cards' ? `${surface.card} ${classes.item}` : classes.item}
            >
              {section.style === 'cards' && icon && (
                <ThemeIcon size={52} radius="md" variant="light" color="brand" onColor={inverted} className={classes.icon}>
                  <SpriteIcon icon={icon} size={26} stroke={1.8} aria-hidden />
                </ThemeIcon>
              )}
              <span className={`${typography.keyFigure} ${typography.gradientText} ${classes.value}`}>{item.value}</span>
              <span className={`${classes.label} ${invertedTone.strong}`}>{item.label}</span>
              {item.description && <p className={`${typography.itemText} ${classes.description}`}>{item.description}</p>}
            </li>
          );
        })}
      </ul>
    </SectionShell>
  );
}
