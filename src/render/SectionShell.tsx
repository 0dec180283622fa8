import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Section } from '../../schema/sections/index.ts';
import { UnderHeading, useHeadingLevel } from './heading-level.tsx';
import classes from './SectionShell.module.css';

interface HeadingFields {
  tagline?: string | undefined;
  title?: string | undefined;
  subtitle?: string | undefined;
}

export function isInverted(section: Pick<Section, 'background'>): boolean {
  return section.background === 'brand' || section.background === 'accent' || section.background === 'dark';
}

/** The band every section sits in: anchor id, background, vertical rhythm, container and the heading trio. */
export function SectionShell({
  section,
  heading,
  children,
  containerSize,
  className,
}: {
  section: Pick<Section, 'id' | 'background' | 'type'>;
  heading?: HeadingFields;
  children: ReactNode;
  containerSize?: number;
  className?: string;
}) {
  const level = useHeadingLevel();
  const hasHeading = Boolean(heading?.tagline ?? heading?.title ?? heading?.subtitle);
  const classNames = [classes.section, classes[section.background], isInverted(section) ? classes.inverted : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <section id={section.id} className={classNames} data-section={section.type}>
      <Container size={containerSize}>
        {hasHeading && (
          <header className={classes.heading}>
            {heading?.tagline && <span className={classes.tagline}>{heading.tagline}</span>}
            {heading?.title && (
              <Title order={level} size="h2" className={classes.title}>
                {heading.title}
              </Title>
            )}
            {heading?.subtitle && <Text className={classes.subtitle}>{heading.subtitle}</Text>}
          </header>
        )}
        {heading?.title ? <UnderHeading>{children}</UnderHeading> : children}
      </Container>
    </section>
  );
}
