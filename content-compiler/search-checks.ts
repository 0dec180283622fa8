import { say } from '../schema/messages.ts';
import type { Page } from '../src/sections/page-schema.ts';
import type { ContentError, YamlSource } from './yaml-source.ts';

/*
 * What Google shows of a page: its title and its description. Warnings, in Italian with the fix: a build goes on, but
 * the marketer sees what Google will cut or replace, and two pages Google cannot tell apart.
 */

/** Google's result shows about 60 characters of a title and about 160 of a description; below 30 and 70 it says little. */
export const TITLE_LENGTH = { ideal: 30, most: 60 } as const;
export const DESCRIPTION_LENGTH = { least: 70, most: 160 } as const;

export interface SearchTextsPage {
  path: string;
  page: Pick<Page, 'title' | 'description'>;
  source: YamlSource;
}

const length = (text: string) => [...text.trim()].length;
const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Each page's title and description, as long as Google shows them. The title is counted as the page writes it: the
 * site adds `titleSuffix` (" | " and the brand) by itself, and Google shows the site's name above the result and
 * mostly drops it from the title; counting it would make every page warn.
 */
export function checkSearchTexts(pages: readonly SearchTextsPage[], titleSuffix: string, warnings: ContentError[]): void {
  const suffix =
    titleSuffix.trim() === '' ? '' : ` (senza "${titleSuffix.trim()}", che il sito aggiunge da sé e Google mostra come nome del sito)`;
  const suffixEnglish =
    titleSuffix.trim() === '' ? '' : ` (without "${titleSuffix.trim()}", which the site adds and Google shows as the site's name)`;
  for (const { page, source } of pages) {
    const title = length(page.title);
    if (title > TITLE_LENGTH.most)
      warnings.push(
        source.errorAt(
          ['title'],
          say(
            `il titolo per Google ha ${title} caratteri${suffix}: Google ne mostra circa ${TITLE_LENGTH.most} e taglia il resto con "…". Accorcialo a ${TITLE_LENGTH.ideal}–${TITLE_LENGTH.most} caratteri, con le parole che la gente cerca all’inizio`,
            `the page title has ${title} characters${suffixEnglish}: Google shows about ${TITLE_LENGTH.most} and cuts the rest with "…". Shorten it to ${TITLE_LENGTH.ideal}–${TITLE_LENGTH.most} characters, with the words people search for first`,
          ),
        ),
      );
    const description = length(page.description);
    if (description > DESCRIPTION_LENGTH.most)
      warnings.push(
        source.errorAt(
          ['description'],
          say(
            `la descrizione per Google ha ${description} caratteri: Google ne mostra circa ${DESCRIPTION_LENGTH.most} e taglia il resto. Accorciala a ${DESCRIPTION_LENGTH.least}–${DESCRIPTION_LENGTH.most} caratteri, con l’essenziale all’inizio`,
            `the meta description has ${description} characters: Google shows about ${DESCRIPTION_LENGTH.most} and cuts the rest. Shorten it to ${DESCRIPTION_LENGTH.least}–${DESCRIPTION_LENGTH.most} characters, with the essentials first`,
          ),
        ),
      );
    else if (description < DESCRIPTION_LENGTH.least)
      warnings.push(
        source.errorAt(
          ['description'],
          say(
            `la descrizione per Google ha ${description} caratteri: così corta, Google la sostituisce spesso con un pezzo a caso della pagina. Scrivi ${DESCRIPTION_LENGTH.least}–${DESCRIPTION_LENGTH.most} caratteri: che cosa offre la pagina, a chi, dove`,
            `the meta description has ${description} characters: that short, Google often replaces it with a random piece of the page. Write ${DESCRIPTION_LENGTH.least}–${DESCRIPTION_LENGTH.most} characters: what the page offers, to whom, where`,
          ),
        ),
      );
  }
  warnSameText(pages, 'title', warnings);
  warnSameText(pages, 'description', warnings);
}

/** Two pages with the same title (or description) look the same in Google's results: it shows one, or neither well. */
function warnSameText(pages: readonly SearchTextsPage[], field: 'title' | 'description', warnings: ContentError[]): void {
  const first = new Map<string, SearchTextsPage>();
  for (const entry of pages) {
    const text = key(entry.page[field]);
    const earlier = first.get(text);
    if (!earlier) {
      first.set(text, entry);
      continue;
    }
    warnings.push(
      entry.source.errorAt(
        [field],
        field === 'title'
          ? say(
              `lo stesso titolo di ${earlier.source.file} ("${earlier.path}"): Google non distingue le due pagine e ne mostra una sola. Scrivi un titolo che dica che cosa ha di diverso questa pagina`,
              `the same title as ${earlier.source.file} ("${earlier.path}"): Google cannot tell the two pages apart and shows only one. Write a title that says what this page has that the other has not`,
            )
          : say(
              `la stessa descrizione di ${earlier.source.file} ("${earlier.path}"): Google la considera un doppione e mostra un pezzo della pagina al suo posto. Scrivi una descrizione propria di questa pagina`,
              `the same meta description as ${earlier.source.file} ("${earlier.path}"): Google treats it as a duplicate and shows a piece of the page instead. Write a description of this page's own`,
            ),
      ),
    );
  }
}
