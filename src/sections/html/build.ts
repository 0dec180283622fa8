import type { SectionBuild } from '../../../schema/section-contracts.ts';
import type { HtmlSection } from './schema.ts';
import { sanitizeHtmlAtBuild } from './sanitize-at-build.ts';

// Cleaned at build time, so the prerendered page already holds only allowed markup.
export const build: SectionBuild<HtmlSection> = {
  prepare: (section) => ({ ...section, html: sanitizeHtmlAtBuild(section.html) }),
};
