import { clsx } from 'clsx';
import { IconCheck } from '../../ui/sprite-icons.ts';
import { SpriteIcon } from '../../ui/sprite-icon.tsx';
import type { CSSProperties } from 'react';
import { isInverted, SectionShell } from '../../ui/SectionShell.tsx';
import { icons } from '../../ui/icons.ts';
import surface from '../../ui/Surface.module.css';
import list from '../../ui/List.module.css';
import invertedTone from '../../ui/InvertedTone.module.css';
import typography from '../../ui/Typography.module.css';
import colourPanel from '../../ui/ColourPanel.module.css';
import classes from './Checklist.module.css';
import { ThemeIcon } from '../../ui/ThemeIcon.tsx';
import type { ChecklistSection } from './schema.ts';

export function Checklist({ section }: { section: ChecklistSection }) {
  const { items, highlight, columns } = section;
  const inverted = isInverted(section);
  const listStyle: CSSProperties & Record<`--${string}`, number> = {
    '--columns': columns,
    '--columns-md': Math.min(columns, 2),
  };
  const rootClass = clsx(classes.layout, highlight && classes.withHighlight, inverted && classes.inverted);

  return (
    <SectionShell section={section}>
      <div className={rootClass}>
        {highlight && (
          <aside className={`${colourPanel.panel} ${classes.highlight}`}>
            <span className={`${typography.keyFigure} ${classes.highlightValue}`}>{highlight.value}</span>
            <p className={classes.highlightText}>{highlight.text}</p>
            {highlight.note && <p className={classes.highlightNote}>{highlight.note}</p>}
          </aside>
        )}
        <ul className={`${list.stack} ${classes.list}`} style={listStyle}>
          {items.map((item) => {
            const icon = item.icon ? icons[item.icon] : IconCheck;
            return (
              <li key={item.title} className={`${surface.bandCard} ${classes.item}`}>
                <ThemeIcon size={40} radius="md" variant="light" color={inverted ? 'accent' : 'brand'} className={classes.icon}>
                  <SpriteIcon icon={icon} size={20} stroke={2} aria-hidden />
                </ThemeIcon>
                <span className={classes.body}>
                  <span className={`${typography.itemTitle} ${classes.title} ${invertedTone.strong}`}>{item.title}</span>
                  {item.text && <span className={`${typography.itemText} ${classes.text}`}>{item.text}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </SectionShell>
  );
}
