import { inlineMarkdownLinks } from '../schema/inline-markdown.ts';
import { say } from '../schema/messages.ts';
import type { Page } from '../src/sections/page-schema.ts';
import { visitObjects } from './visit-objects.ts';
import type { ContentError, YamlSource } from './yaml-source.ts';

/*
 * What a visitor notices in the copy but the schemas cannot see: a "+" figure inside a sentence, an English word where
 * Italian has one, a page nobody links to. Warnings, in Italian: the lint lists them and a build goes on.
 */

/**
 * English words the marketers' guide asks not to use (docs/guida-marketing.md, "Le parole inglesi"), each with the Italian
 * to write instead. Only words Italian has its own word for: "post", "reel", "SEO" or "e-commerce" are the trade's words.
 */
export const ENGLISH_WORDS: ReadonlyArray<{ english: string; italian: string }> = [
  { english: 'best practice', italian: 'buone pratiche' },
  { english: 'brand identity', italian: 'identità di marca' },
  { english: 'call', italian: 'chiamata (o videochiamata)' },
  { english: 'churn', italian: 'abbandoni' },
  { english: 'color correction', italian: 'correzione del colore' },
  { english: 'customer care', italian: 'assistenza clienti' },
  { english: 'deadline', italian: 'scadenza' },
  { english: 'engagement', italian: 'interazioni (o coinvolgimento)' },
  { english: 'know-how', italian: 'competenze' },
];

const ENGLISH_WORD = new RegExp(
  `(?<![\\p{L}\\d-])(${ENGLISH_WORDS.map(({ english }) => english.replace(/[-\s]/g, (character) => (character === '-' ? '-' : '\\s+'))).join('|')})(?![\\p{L}\\d-])`,
  'giu',
);

/** A figure with a trailing "+" ("20+", "1.000+"); a "+" that starts a number ("+39", "+40%") is not one. */
const FIGURE_WITH_PLUS = /(?<![\p{L}\d.,+])(\d[\d.]*)\+(?![\p{L}\d+])/gu;

/** Fields that hold no copy a visitor reads as text: addresses, names of icons and sections, notes for the owner. */
const NOT_READ = new Set(['$schema', 'toSupply', 'to', 'src', 'icon', 'id', 'type', 'target', 'dialog', 'embedUrl', 'anchor']);

/** Every text a visitor reads, with its path: HTML without its tags. */
function visibleTexts(data: unknown, visit: (text: string, path: PropertyKey[]) => void, path: PropertyKey[] = []): void {
  if (typeof data === 'string') {
    visit(data.includes('<') ? data.replace(/<[^>]*>/g, ' ') : data, path);
  } else if (Array.isArray(data)) {
    for (const [index, item] of data.entries()) visibleTexts(item, visit, [...path, index]);
  } else if (data !== null && typeof data === 'object') {
    for (const [key, child] of Object.entries(data)) if (!NOT_READ.has(key)) visibleTexts(child, visit, [...path, key]);
  }
}

/** The text at `path` of the file as written, to point at the column of what was found in it. */
function writtenText(data: unknown, path: readonly PropertyKey[]): string | undefined {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return typeof current === 'string' ? current : undefined;
}

/**
 * The copy of one file as the visitor reads it (`data`: its facts and figures resolved): a "+" figure inside a sentence,
 * an English word from the guide's list.
 */
export function checkCopy(source: YamlSource, data: unknown, warnings: ContentError[]): void {
  visibleTexts(data, (text, path) => {
    const at = (found: string, message: string) => {
      const index = writtenText(source.data, path)?.indexOf(found) ?? -1;
      warnings.push(source.errorInText(path, Math.max(index, 0), message));
    };
    // A figure alone in its field ("20+" as a stats value) is how a figure is shown; inside a sentence it reads as code.
    if (text.trim().replace(FIGURE_WITH_PLUS, '') !== '') {
      for (const match of text.matchAll(FIGURE_WITH_PLUS)) {
        at(
          match[0],
          say(
            `"${match[0]}" dentro una frase si legge come codice: scrivi "oltre ${match[1]}" (o "più di ${match[1]}"); il "+" va bene per una cifra da sola, come il valore di una fila di cifre`,
            `"${match[0]}" inside a sentence reads as code; write "oltre ${match[1]}" ("more than ${match[1]}"); a "+" suits a figure on its own, like a value in a row of figures`,
          ),
        );
      }
    }
    for (const match of text.matchAll(ENGLISH_WORD)) {
      const written = match[1] ?? '';
      const entry = ENGLISH_WORDS.find(({ english }) => english === written.toLowerCase().replace(/\s+/g, ' '));
      if (!entry) continue;
      at(
        written,
        say(
          `"${written}" è una parola inglese: in italiano scrivi "${entry.italian}" (le parole da evitare sono nella guida, docs/guida-marketing.md)`,
          `"${written}" is an English word; in Italian write "${entry.italian}" (the words to avoid are listed in docs/guida-marketing.md)`,
        ),
      );
    }
  });
}

/** A page of the site and where its text is: what the orphan check reads of each file. */
export interface LinkedPage {
  path: string;
  page: Pick<Page, 'aliases' | 'sitemap' | 'sections'> & { post?: unknown };
  source: YamlSource;
}

/** The paths a page's data links to: every `to` and every internal `href` of its HTML, without the anchor. */
function linkedPaths(data: unknown): Set<string> {
  const linked = new Set<string>();
  const add = (target: string) => linked.add(target.split('#')[0]?.replace(/\/+$/, '') || '/');
  visitObjects(data, (record) => {
    if (typeof record.to === 'string') add(record.to);
    // A prose block's Markdown links: [testo](/pagina).
    for (const value of Array.isArray(record.paragraphs)
      ? [...record.paragraphs, ...(Array.isArray(record.list) ? record.list : [])]
      : []) {
      if (typeof value === 'string') for (const href of inlineMarkdownLinks(value)) if (href.startsWith('/')) add(href);
    }
    for (const value of Object.values(record)) {
      if (typeof value !== 'string' || !value.includes('href=')) continue;
      for (const match of value.matchAll(/href\s*=\s*["'](\/[^"'?]*)/g)) add(match[1] ?? '/');
    }
  });
  return linked;
}

/**
 * A page in the sitemap that no other page links to: a visitor never finds it by browsing. The site file's links
 * (menu, footer, the sport grid) are on every page, and the blog's list links every article.
 */
export function checkOrphanPages(pages: readonly LinkedPage[], siteData: unknown, warnings: ContentError[]): void {
  const pathOf = new Map<string, string>();
  for (const { path, page } of pages) {
    pathOf.set(path, path);
    for (const alias of page.aliases) pathOf.set(alias, path);
  }
  const reached = new Set<string>(['/']);
  for (const linked of linkedPaths(siteData)) reached.add(pathOf.get(linked) ?? linked);
  for (const { path, page } of pages) {
    for (const linked of linkedPaths(page)) {
      const target = pathOf.get(linked) ?? linked;
      if (target !== path) reached.add(target);
    }
  }
  const blogListed = pages.some(({ page }) => page.sections.some((section) => section.type === 'blog-list'));
  for (const { path, page, source } of pages) {
    if (!page.sitemap || reached.has(path) || (blogListed && page.post !== undefined)) continue;
    warnings.push(
      source.errorAt(
        [],
        say(
          `pagina orfana: "${path}" è nella sitemap, ma nessuna pagina vi porta con un link. Collegala da dove un visitatore la cercherebbe (la griglia di /sport, il piè di pagina, una pagina vicina), oppure scrivi "sitemap: false" se resta fuori di proposito`,
          `orphan page: "${path}" is in the sitemap, but no page links to it. Link it from where a visitor would look for it (the /sport grid, the footer, a related page), or write "sitemap: false" if it stays out on purpose`,
        ),
      ),
    );
  }
}
