import type { Page } from './page-schema.ts';
import type { SectionType } from './index.ts';

/** A validated page as the build hands it to the app, with the route it serves. */
export type PageData = Page & { path: string };

export interface RouteManifestEntry {
  path: string;
  /** The section types the page uses, so its route loads exactly those components. */
  sectionTypes: SectionType[];
  /** A blog article, shown inside the article frame. */
  isPost: boolean;
  aliases: string[];
  title: string;
  sitemap: boolean;
}
