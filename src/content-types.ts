import type { Page } from '../schema/page.ts';

/** A validated page as the build hands it to the app, with the route it serves. */
export type PageData = Page & { path: string };

export interface RouteManifestEntry {
  path: string;
  aliases: string[];
  title: string;
  sitemap: boolean;
}
