import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { isInverted, SectionShell } from '../../ui/SectionShell.tsx';
import { icons } from '../../ui/icons.ts';
import { SpriteIcon } from '../../ui/sprite-icon.tsx';
import invertedTone from '../../ui/InvertedTone.module.css';
import typography from '../../ui/Typography.module.css';
import classes from './Steps.module.css';
import { Heading } from '../../ui/heading-level.tsx';
import type { StepsSection } from './schema.ts';

export function Steps({ section }: { section: StepsSection }) {
  const { items } = section;
  const listStyle: CSSProperties & Record<`--${string}`, number> = { '--steps': items.length };
  const accent = section.background === 'accent' || section.background === 'brand';
  return (
    <SectionShell section={section}>
      <ol className={clsx(classes.list, isInverted(section) && classes.inverted, accent && classes.onColour)} style={listStyle}>
        {items.map((step, index) => {
          const icon = step.icon ? icons[step.icon] : undefined;
          return (
            <li key={step.title} className={classes.step}>
              <span className={classes.number} aria-hidden>
                {index + 1}
              </span>
              <div className={classes.body}>
                <Heading className={`${typography.cardTitle} ${classes.title} ${invertedTone.strong}`}>
                  {icon && <SpriteIcon icon={icon} size={20} stroke={2} className={`${classes.icon} ${invertedTone.accent}`} aria-hidden />}
                  {step.title}
                </Heading>
                <p className={classes.text}>{step.text}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </SectionShell>
  );
}
