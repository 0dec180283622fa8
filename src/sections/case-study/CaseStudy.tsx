import { clsx } from 'clsx';
import { IconMapPin, IconQuote } from '../../ui/sprite-icons.ts';
import { SpriteIcon } from '../../ui/sprite-icon.tsx';
import { isInverted, SectionShell } from '../../ui/SectionShell.tsx';
import surface from '../../ui/Surface.module.css';
import list from '../../ui/List.module.css';
import invertedTone from '../../ui/InvertedTone.module.css';
import typography from '../../ui/Typography.module.css';
import classes from './CaseStudy.module.css';
import { Heading } from '../../ui/heading-level.tsx';
import { SiteImage } from '../../ui/SiteImage.tsx';
import type { CaseStudySection } from './schema.ts';

export function CaseStudy({ section }: { section: CaseStudySection }) {
  const { image, quote } = section;
  return (
    <SectionShell section={section}>
      <article className={clsx(classes.layout, isInverted(section) && classes.inverted)}>
        <div className={classes.story}>
          {image && <SiteImage className={classes.image} image={image} slot="caseStudy" />}
          <Heading className={`${typography.displayTitle} ${classes.client} ${invertedTone.strong}`}>{section.client}</Heading>
          {section.location && (
            <p className={`${classes.location} ${invertedTone.accent}`}>
              <SpriteIcon icon={IconMapPin} size={16} aria-hidden />
              {section.location}
            </p>
          )}
          {section.story.map((paragraph) => (
            <p key={paragraph} className={`${classes.paragraph} ${invertedTone.soft}`}>
              {paragraph}
            </p>
          ))}
          {quote && (
            <figure className={classes.quote}>
              <SpriteIcon icon={IconQuote} size={28} className={classes.quoteMark} aria-hidden />
              <blockquote className={`${classes.quoteText} ${invertedTone.strong}`}>{quote.text}</blockquote>
              <figcaption className={`${classes.quoteAuthor} ${invertedTone.soft}`}>
                <strong>{quote.author}</strong>, {quote.role}
              </figcaption>
            </figure>
          )}
        </div>
        <ul className={`${list.twoColumns} ${classes.figures}`}>
          {section.figures.map((figure) => (
            <li key={`${figure.value}-${figure.label}`} className={`${surface.card} ${classes.figure}`}>
              <span className={`${typography.keyFigure} ${classes.value}`}>{figure.value}</span>
              <span className={classes.label}>{figure.label}</span>
              {figure.description && <span className={classes.description}>{figure.description}</span>}
            </li>
          ))}
        </ul>
      </article>
    </SectionShell>
  );
}
