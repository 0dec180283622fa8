import { clsx } from 'clsx';
import { isInverted, SectionShell } from '../../ui/SectionShell.tsx';
import list from '../../ui/List.module.css';
import invertedTone from '../../ui/InvertedTone.module.css';
import typography from '../../ui/Typography.module.css';
import classes from './Prose.module.css';
import { Heading } from '../../ui/heading-level.tsx';
import { InlineMarkdown } from '../../ui/InlineMarkdown.tsx';
import type { ProseSection } from './schema.ts';

export function Prose({ section }: { section: ProseSection }) {
  const { blocks } = section;
  return (
    <SectionShell section={section}>
      <div className={clsx(classes.prose, typography.textLinks, isInverted(section) && classes.inverted)}>
        {blocks.map((block, index) => (
          <div key={block.heading ?? index} className={classes.block}>
            {block.heading && (
              <Heading className={`${typography.cardTitle} ${classes.heading} ${invertedTone.strong}`}>{block.heading}</Heading>
            )}
            {block.paragraphs.map((paragraph) => (
              <p key={paragraph} className={classes.paragraph}>
                <InlineMarkdown text={paragraph} externalLinksInNewTab={section.externalLinksInNewTab} />
              </p>
            ))}
            {block.list.length > 0 && (
              <ul className={`${list.bare} ${classes.list}`}>
                {block.list.map((item) => (
                  <li key={item} className={classes.item}>
                    <InlineMarkdown text={item} externalLinksInNewTab={section.externalLinksInNewTab} />
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
