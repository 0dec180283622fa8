import { htmlTagsIn, inlineMarkdownLinks, refusedMarkdownLinks } from '../schema/inline-markdown.ts';
import { say } from '../schema/messages.ts';
import type { LeftOutPage } from '../schema/schedule.ts';
import type { Page } from '../src/sections/page-schema.ts';
import { visitObjects } from './visit-objects.ts';
import type { ContentError, YamlSource } from './yaml-source.ts';

/** A page file that passed its schema, with the parsed file its errors point into. */
export interface CheckedPage {
  path: string;
  page: Page;
  source: YamlSource;
}

/** Each path (a page's own or an alias) belongs to one file. */
export function checkPathsAreUnique(pages: readonly CheckedPage[], errors: ContentError[]): void {
  const claimedPaths = new Map<string, string>();
  for (const { path, page, source } of pages) {
    const claims = [
      { route: path, fieldPath: [] as PropertyKey[] },
      ...page.aliases.map((alias, index) => ({ route: alias, fieldPath: ['aliases', index] })),
    ];
    for (const claim of claims) {
      const owner = claimedPaths.get(claim.route);
      if (!owner) claimedPaths.set(claim.route, source.file);
      else
        errors.push(
          source.errorAt(
            claim.fieldPath,
            say(
              `l’indirizzo "${claim.route}" è già servito da ${owner}: ogni indirizzo appartiene a un solo file`,
              `the path "${claim.route}" is already served by ${owner}; each path belongs to one file`,
            ),
          ),
        );
    }
  }
}

/** Section ids of a page that failed validation, read from its raw data so links to them are not reported twice. */
export function rawAnchors(data: unknown): Set<string> {
  const anchors = new Set<string>();
  const sections = (data as { sections?: unknown } | undefined)?.sections;
  if (Array.isArray(sections)) {
    for (const section of sections) {
      const id = (section as { id?: unknown } | null)?.id;
      if (typeof id === 'string') anchors.add(id);
    }
  }
  return anchors;
}

/**
 * The section ids of every path (aliases share their page's), reporting an id used twice on one page.
 * A page that failed its schema still answers with the ids it names, so links to it are not reported again.
 */
export function anchorsByRoute(
  pages: readonly CheckedPage[],
  brokenPages: ReadonlyMap<string, Set<string>>,
  errors: ContentError[],
): Map<string, Set<string>> {
  const byRoute = new Map<string, Set<string>>();
  for (const { path, page, source } of pages) {
    const anchors = new Set<string>();
    for (const [index, section] of page.sections.entries()) {
      if (!section.id) continue;
      if (anchors.has(section.id))
        errors.push(
          source.errorAt(
            ['sections', index, 'id'],
            say(
              `l’id "${section.id}" è usato da due sezioni di questa pagina`,
              `the id "${section.id}" is used by two sections of this page`,
            ),
          ),
        );
      anchors.add(section.id);
    }
    byRoute.set(path, anchors);
    for (const alias of page.aliases) byRoute.set(alias, anchors);
  }
  for (const [route, anchors] of brokenPages) {
    if (!byRoute.has(route)) byRoute.set(route, anchors);
  }
  return byRoute;
}

interface LinkCheckContext {
  anchorsByRoute: ReadonlyMap<string, Set<string>>;
  /** The ids of the page being checked; none for the site file, whose links leave the page. */
  ownAnchors: Set<string> | undefined;
  /** For a page that is online: the paths this release leaves out, which it must not link to. */
  leftOut?: ReadonlyMap<string, LeftOutPage>;
}

/** The fields of a prose block written in the small Markdown of schema/inline-markdown.ts. */
const MARKDOWN_FIELDS = ['paragraphs', 'list'] as const;

function leftOutMessage(route: string, page: LeftOutPage): string {
  return page.field === 'publishAt'
    ? say(
        `porta a "${route}", che in questa versione del sito non è ancora online: ${page.file} ha publishAt "${page.at}" (ora di Roma). Togli il link, o programma anche questa pagina per quell’ora`,
        `links to "${route}", which is not online yet in this release: ${page.file} has publishAt "${page.at}" (Rome time). Remove the link, or schedule this page for that time too`,
      )
    : say(
        `porta a "${route}", che in questa versione del sito non è più online: ${page.file} ha unpublishAt "${page.at}" (ora di Roma). Togli il link`,
        `links to "${route}", which is no longer online in this release: ${page.file} has unpublishAt "${page.at}" (Rome time). Remove the link`,
      );
}

/**
 * Every `to` names a page (and a section on it), every "anchor" action a section of its own page; a page that is
 * online links (by `to` or in its HTML) to no page this release leaves out.
 */
export function checkLinks(data: unknown, source: YamlSource, context: LinkCheckContext, errors: ContentError[]): void {
  /** A page of the site, `/pagina` or `/pagina#sezione` (or, in a text's link, `#sezione` of this page): it must be there. */
  const checkTarget = (target: string, at: PropertyKey[], inText: boolean) => {
    const [written = '', hash] = target.split('#');
    const route = inText && written === '' && context.ownAnchors ? undefined : written.replace(/\?.*$/, '');
    const anchors = route === undefined ? context.ownAnchors : context.anchorsByRoute.get(route);
    const leftOut = route === undefined ? undefined : context.leftOut?.get(route);
    if (leftOut && route !== undefined) {
      errors.push(source.errorAt(at, leftOutMessage(route, leftOut)));
    } else if (!anchors) {
      errors.push(
        source.errorAt(
          at,
          say(`porta a "${route}", ma nessuna pagina ha questo indirizzo`, `links to "${route}", but no page has that path`),
        ),
      );
    } else if (hash && !anchors.has(hash)) {
      const where = route === undefined ? ['questa pagina', 'this page'] : [`"${route}"`, `"${route}"`];
      errors.push(
        source.errorAt(
          at,
          say(
            `porta a "#${hash}" su ${where[0]}, ma lì nessuna sezione ha id "${hash}"`,
            `links to "#${hash}" on ${where[1]}, but no section there has id "${hash}"`,
          ),
        ),
      );
    }
  };
  visitObjects(data, (record, fieldPath) => {
    if (typeof record.to === 'string') checkTarget(record.to, [...fieldPath, 'to'], false);
    // A prose block's paragraphs and list items may link, in Markdown: [testo](/pagina#sezione).
    if (Array.isArray(record.paragraphs)) {
      for (const key of MARKDOWN_FIELDS) {
        const texts: unknown = record[key];
        if (!Array.isArray(texts)) continue;
        texts.forEach((text: unknown, index) => {
          if (typeof text !== 'string') return;
          const at = [...fieldPath, key, index];
          for (const href of inlineMarkdownLinks(text)) if (href.startsWith('/') || href.startsWith('#')) checkTarget(href, at, true);
          for (const href of refusedMarkdownLinks(text))
            errors.push(
              source.errorAt(
                at,
                say(
                  `il link a "${href}" non è ammesso: scrivi una pagina del sito (/pagina o /pagina#sezione), un indirizzo https://…, mailto: o tel:`,
                  `the link to "${href}" is not allowed: write a page of the site (/page or /page#section), an https://… address, mailto: or tel:`,
                ),
              ),
            );
          const tags = htmlTagsIn(text);
          if (tags.length > 0)
            errors.push(
              source.errorAt(
                at,
                say(
                  `qui l’HTML non vale e non si vede nella pagina (${tags.join(' ')}): per il grassetto scrivi **testo**, per il corsivo *testo*, per un link [testo](/pagina)`,
                  `HTML does not work here and does not show on the page (${tags.join(' ')}): write **text** for bold, *text* for italic, [text](/page) for a link`,
                ),
              ),
            );
        });
      }
    }
    // An article's HTML links too: to a page this release leaves out, it would lead to a 404.
    if (context.leftOut && context.leftOut.size > 0) {
      for (const [key, value] of Object.entries(record)) {
        if (typeof value !== 'string' || !value.includes('href=')) continue;
        for (const match of value.matchAll(/href\s*=\s*["'](\/[^"'?#]*)/g)) {
          const route = match[1]?.replace(/(.)\/+$/, '$1') ?? '/';
          const leftOut = context.leftOut.get(route);
          if (leftOut) errors.push(source.errorAt([...fieldPath, key], leftOutMessage(route, leftOut)));
        }
      }
    }
    if (record.type === 'anchor' && typeof record.target === 'string') {
      if (!context.ownAnchors) {
        errors.push(
          source.errorAt(
            fieldPath,
            say(
              'un’azione "anchor" funziona solo dentro una pagina: usa "route" con "/pagina#ancora"',
              'an "anchor" action only works inside a page; use "route" with "/page#anchor"',
            ),
          ),
        );
      } else if (!context.ownAnchors.has(record.target)) {
        const known = [...context.ownAnchors];
        const [italianList, englishList] =
          known.length > 0
            ? [`; id su questa pagina: ${known.join(', ')}`, `; ids on this page: ${known.join(', ')}`]
            : ['; dai un "id" alla sezione di arrivo', '; give the target section an "id"'];
        const message = say(
          `scorre fino a "#${record.target}", ma nessuna sezione di questa pagina ha id "${record.target}"${italianList}`,
          `scrolls to "#${record.target}", but no section on this page has id "${record.target}"${englishList}`,
        );
        errors.push(source.errorAt([...fieldPath, 'target'], message));
      }
    }
  });
}

/** Every route of the specification has a page; the message names the file to create. */
export function checkRequiredRoutes(
  required: readonly string[],
  anchors: ReadonlyMap<string, Set<string>>,
  pagesDirFile: string,
  errors: ContentError[],
): void {
  for (const route of required) {
    if (anchors.has(route)) continue;
    const suggested = route === '/' ? 'pages-yaml/index.yaml' : `pages-yaml${route}.yaml`;
    errors.push({
      file: pagesDirFile,
      line: 1,
      column: 1,
      path: '',
      message: say(
        `l’indirizzo "${route}" della specifica non ha una pagina: crea ${suggested}`,
        `the route "${route}" of the specification has no page; create ${suggested}`,
      ),
    });
  }
}
