import type { PostSummary } from '../../schema/post.ts';
import type { Site } from '../../schema/site.ts';
import type { PageData, RouteManifestEntry } from '../../src/sections/content-types.ts';

/**
 * What the preview renders: the content as the editor holds it, unsaved changes included. The preview's build of
 * the site's renderer reads its content modules (`virtual:site`, `virtual:routes`, …) from here at every render,
 * where the site's own build reads them from pages-yaml/ once.
 */
export interface LiveContent {
  site: Site;
  manifest: RouteManifestEntry[];
  pages: Map<string, PageData>;
  posts: PostSummary[];
  requestForms: { contactForm: string; newsletterForm: string };
}

export const LIVE_CONTENT_KEY = 'scintilla.editor.preview';

export function setLiveContent(content: LiveContent): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(LIVE_CONTENT_KEY)] = content;
}
