import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The level of a section's own title: right below the page title (the hero's or the article's h1).
 * It is also the default because an island hydrates one section in a root of its own.
 */
export const SECTION_HEADING_LEVEL: HeadingLevel = 2;

const HeadingLevelContext = createContext<HeadingLevel>(SECTION_HEADING_LEVEL);

/** The level a heading rendered here takes: one below the nearest heading that contains this part of the page. */
export function useHeadingLevel(): HeadingLevel {
  return useContext(HeadingLevelContext);
}

function below(level: HeadingLevel): HeadingLevel {
  return level < 6 ? ((level + 1) as HeadingLevel) : 6;
}

/** Headings inside `children` sit one level below the heading that introduces them. */
export function UnderHeading({ children }: { children: ReactNode }) {
  return <HeadingLevelContext.Provider value={below(useHeadingLevel())}>{children}</HeadingLevelContext.Provider>;
}

/** A heading whose level follows from its place on the page rather than from the component that renders it. */
export function Heading(props: HTMLAttributes<HTMLHeadingElement>) {
  const Tag = `h${useHeadingLevel()}` as const;
  return <Tag {...props} />;
}
