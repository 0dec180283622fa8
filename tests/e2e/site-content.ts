import path from 'node:path';
import { loadContent } from '../../content-compiler/load.ts';
import { formatContentError } from '../../content-compiler/yaml-source.ts';
import type { Section, SectionOfType, SectionType } from '../../src/sections/index.ts';
import { formatEuro } from '../../src/ui/format-euro.ts';

/*
 * What the browser tests expect a page to show, read from the content the site was built from: its titles,
 * headlines, prices and labels are the marketers' to change. The tests pin what the specification fixes
 * (messages, notices, payload fields; tests/unit/content/specification.test.ts checks the YAML against its
 * prices and labels) and how the pages behave. CONTENT_ROOT points at another copy of the site (a marketer's
 * edit, built into DIST_DIR); by default, this checkout.
 */

export const contentRoot = path.resolve(process.env.CONTENT_ROOT ?? path.join(import.meta.dirname, '..', '..'));

const loaded = await loadContent({ root: contentRoot });
if (!loaded.content) throw new Error(`The content under ${contentRoot} has errors:\n${loaded.errors.map(formatContentError).join('\n')}`);

export const { site, pages, posts } = loaded.content;

/** Whether the build is a preview: the content still has placeholders (a release build refuses them). */
export const isPreview = loaded.placeholders.length > 0;

export type PageOf = (typeof pages)[number]['page'];

export function pageAt(route: string): PageOf {
  const entry = pages.find((candidate) => candidate.path === route);
  if (!entry) throw new Error(`No page in the content serves ${route}`);
  return entry.page;
}

export function sectionsOf<Type extends SectionType>(route: string, type: Type): SectionOfType<Type>[] {
  return pageAt(route).sections.filter((section: Section): section is SectionOfType<Type> => section.type === type);
}

export function sectionOf<Type extends SectionType>(route: string, type: Type, index = 0): SectionOfType<Type> {
  const section = sectionsOf(route, type)[index];
  if (!section) throw new Error(`${route} has no ${type} section number ${index + 1}`);
  return section;
}

/** The first section of a page with this id. */
export function sectionWithId(route: string, id: string): Section {
  const section = pageAt(route).sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`${route} has no section with id "${id}"`);
  return section;
}

/** A page's document title, composed as src/seo/head.ts does: the brand first on the home page, its suffix elsewhere. */
export function documentTitle(route: string): string {
  const { title } = pageAt(route);
  return route === '/' ? `${site.brand.name} – ${title}` : `${title}${site.brand.titleSuffix}`;
}

export const euro = formatEuro;

/** A canonical address on the site's public origin. */
export function publicUrl(route: string): string {
  return `${site.brand.url}${route === '/' ? '/' : route}`;
}

/** Text for a RegExp, every special character escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
