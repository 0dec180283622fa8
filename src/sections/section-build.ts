import type { SectionOfType, SectionType } from '../../schema/sections/index.ts';

/** What a section's build-time check can compare it with: the rest of the site. */
export interface SiteFacts {
  /** The ids of the blog's articles (their file names in pages-yaml/blog/). */
  postIds: ReadonlySet<string>;
  /** Every address a file of pages-yaml/ claims, even one with errors of its own. */
  routes: ReadonlySet<string>;
}

export interface SectionProblem {
  /** Where, inside the section: ['popular', 'posts', 0]. */
  path: readonly PropertyKey[];
  message: string;
}

/** A section folder's optional build.ts: `export const build: SectionBuild<'type'> = { … }`. Node only. */
export interface SectionBuild<Type extends SectionType> {
  /** Reshapes valid data for the built page (the lint never runs it): cleaning article HTML, for example. */
  prepare?: (section: SectionOfType<Type>) => SectionOfType<Type>;
  /** Checks that need the rest of the site, run by the lint. */
  check?: (section: SectionOfType<Type>, site: SiteFacts) => SectionProblem[];
}

export type SectionBuildHooks = { [Type in SectionType]?: SectionBuild<Type> };
