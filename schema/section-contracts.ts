import type { Offer } from 'schema-dts';
import type { LeftOutPage } from './schedule.ts';

/**
 * What a section type's folder may declare beside its schema and component, typed by the section's own data
 * (`SectionBuild<HtmlSection>`), so a folder never imports the registry that lists it.
 */

/** What a section's build-time check can compare it with: the rest of the site. */
export interface SiteFacts {
  /** The ids of the blog's articles (their file names in pages-yaml/blog/). */
  postIds: ReadonlySet<string>;
  /** Every address a file of pages-yaml/ claims, even one with errors of its own. */
  routes: ReadonlySet<string>;
  /** For a page that is online: the addresses this release leaves out by their schedule, which it must not point to. */
  leftOut: ReadonlyMap<string, LeftOutPage>;
}

export interface SectionProblem {
  /** Where, inside the section: ['popular', 'posts', 0]. */
  path: readonly PropertyKey[];
  message: string;
}

/** A section folder's optional build.ts: `export const build: SectionBuild<HtmlSection> = { … }`. Node only. */
export interface SectionBuild<Data> {
  /** Reshapes valid data for the built page (the lint never runs it): cleaning article HTML, for example. */
  prepare?: (section: Data) => Data;
  /** Checks that need the rest of the site, run by the lint. */
  check?: (section: Data, site: SiteFacts) => SectionProblem[];
}

/** A section folder's optional structured-data.ts: what the section adds to its page's schema.org Service. */
export interface SectionStructuredData<Data> {
  offers?: (section: Data) => Offer[];
}
