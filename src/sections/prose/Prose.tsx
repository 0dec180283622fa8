import { clsx } from 'clsx';
import { isInverted, SectionShell } from '../../render/SectionShell.tsx';
import type { SectionProps } from '../section-props.ts';
import list from '../../render/List.module.css';
import invertedTone from '../../render/InvertedTone.module.css';
import typography from '../../render/Typography.module.css';
import classes from './Prose.module.css';
import { Heading } from '../../render/heading-level.tsx';

export function Prose({ section }: SectionProps<'prose'>) {
  const { blocks } = section;
  return (
    <SectionShell section={section}>
      <div className={clsx(classes.prose, isInverted(section) && classes.inverted)}>
        {blocks.map((block, index) => (
          <div key={block.heading ?? index} className={classes.block}>
            {block.heading && (
              <Heading className={`${typography.cardTitle} ${classes.heading} ${invertedTone.strong}`}>{block.heading}</Heading>
            )}
            {block.paragraphs.map((paragraph) => (
              <p key={paragraph} className={classes.paragraph}>
                {paragraph}
              </p>
            ))}
            {block.list.length > 0 && (
              <ul className={`${list.bare} ${classes.list}`}>
                {block.list.map((item) => (
                  <li key={item} className={classes.item}>
                    {item}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </SectionShell>
  );
}
