import { clsx } from 'clsx';
import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SectionShellData } from '../../schema/section-shell.ts';
import { UnderHeading, useHeadingLevel } from './heading-level.tsx';
import invertedTone from './InvertedTone.module.css';
import typography from './Typography.module.css';
import classes from './SectionShell.module.css';

interface HeadingFields {
  tagline?: string | undefined;
  title?: string | undefined;
  subtitle?: string | undefined;
}

type ShellSection = SectionShellData & HeadingFields;

export function isInverted(section: Pick<SectionShellData, 'background'>): boolean {
  return section.background === 'brand' || section.background === 'accent' || section.background === 'dark';
}

/** The heading trio (tagline, title, subtitle) of a section; centred above its content unless `align="start"`. */
export function SectionHeading({
  section,
  align = 'center',
  titleId,
}: {
  section: HeadingFields;
  align?: 'center' | 'start';
  titleId?: string;
}) {
  const level = useHeadingLevel();
  if (!section.tagline && !section.title && !section.subtitle) return null;
  return (
    <header className={align === 'center' ? `${classes.heading} ${classes.centred}` : classes.heading}>
      {section.tagline && <span className={`${typography.tagline} ${invertedTone.accent}`}>{section.tagline}</span>}
      {section.title && (
        <Title order={level} size="h2" id={titleId} className={`${classes.title} ${invertedTone.strong}`}>
          {section.title}
        </Title>
      )}
      {section.subtitle && <Text className={classes.subtitle}>{section.subtitle}</Text>}
    </header>
  );
}

/**
 * The band every section sits in: anchor id, background, vertical rhythm, container and the heading trio from the
 * section's own fields. A section that places its heading elsewhere (beside a form) says `heading="own"` and draws
 * `<SectionHeading>` itself.
 */
export function SectionShell({
  section,
  children,
  containerSize,
  className,
  heading = 'shell',
}: {
  section: ShellSection;
  children: ReactNode;
  containerSize?: number;
  className?: string;
  heading?: 'shell' | 'own';
}) {
  const inverted = isInverted(section);
  const classNames = clsx(classes.section, classes[section.background], inverted && classes.inverted, className);
  return (
    <section id={section.id} className={classNames} data-section={section.type} data-inverted={inverted || undefined}>
      <Container size={containerSize}>
        {heading === 'shell' && <SectionHeading section={section} />}
        {heading === 'shell' && section.title ? <UnderHeading>{children}</UnderHeading> : children}
      </Container>
    </section>
  );
}
