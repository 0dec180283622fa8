import type { SectionBuild } from '../section-build.ts';
import { sanitizeHtmlAtBuild } from './sanitize-at-build.ts';

// Cleaned at build time, so the prerendered page already holds only allowed markup.
export const build: SectionBuild<'html'> = {
  prepare: (section) => ({ ...section, html: sanitizeHtmlAtBuild(section.html) }),
};
