import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { isInverted, SectionShell } from '../../render/SectionShell.tsx';
import { icons } from '../../icons.ts';
import type { SectionProps } from '../section-props.ts';
import invertedTone from '../../render/InvertedTone.module.css';
import typography from '../../render/Typography.module.css';
import classes from './Steps.module.css';
import { Heading } from '../../render/heading-level.tsx';

export function Steps({ section }: SectionProps<'steps'>) {
  const { items } = section;
  const listStyle: CSSProperties & Record<`--${string}`, number> = { '--steps': items.length };
  const accent = section.background === 'accent' || section.background === 'brand';
  return (
    <SectionShell section={section}>
      <ol className={clsx(classes.list, isInverted(section) && classes.inverted, accent && classes.onColour)} style={listStyle}>
        {items.map((step, index) => {
          const Icon = step.icon ? icons[step.icon] : undefined;
          return (
            <li key={step.title} className={classes.step}>
              <span className={classes.number} aria-hidden>
                {index + 1}
              </span>
              <div className={classes.body}>
                <Heading className={`${typography.cardTitle} ${classes.title} ${invertedTone.strong}`}>
                  {Icon && <Icon size={20} stroke={2} className={`${classes.icon} ${invertedTone.accent}`} aria-hidden />}
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
