import { z } from 'zod';
import { messageFor } from './messages.ts';
import { imageSchema, textSchema, type Image } from './primitives.ts';
import { blogFilterCategories, postCategories, type BlogFilterCategory, type PostCategory } from './blog-categories.ts';
import { hint } from './editor-hints.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (so 2025-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * An article's date is not in the future, unless the article is scheduled: then it may be the day of its `publishAt`.
 * Checked on the page (src/sections/page-schema.ts), which knows both.
 */
export function isPostDateTooLate(date: string, publishAt: string | undefined): boolean {
  const latest = publishAt && publishAt.slice(0, 10) > todayIso() ? publishAt.slice(0, 10) : todayIso();
  return date > latest;
}

export const POST_DATE_IN_FUTURE = {
  italian: 'la data è nel futuro: un articolo mostra il giorno in cui è stato pubblicato',
  english: 'the date is in the future; an article shows the day it was published',
};

export const postDateSchema = z
  .string()
  .regex(ISO_DATE, {
    ...messageFor('scrivi la data come anno-mese-giorno, es. "2025-01-18"', 'write the date as year-month-day, e.g. "2025-01-18"'),
    abort: true,
  })
  .refine(
    isCalendarDate,
    messageFor(
      'questo giorno non esiste nel calendario: controlla giorno e mese',
      'this day does not exist in the calendar; check day and month',
    ),
  )
  .describe('Data di pubblicazione, anno-mese-giorno: "2025-01-18". Sul sito appare come "18 gennaio 2025".');

export const postSchema = z
  .strictObject({
    category: z.enum(postCategories).meta({
      title: 'Categoria',
      description: `Categoria mostrata sull’etichetta della scheda. Una di: ${postCategories.join(', ')}. "Foto & Video" compare sotto il filtro "Video Marketing".`,
    }),
    date: postDateSchema.meta({ title: 'Data' }),
    readTime: z.number().int().min(1).max(60).meta({ title: 'Tempo di lettura', description: 'Minuti di lettura, un numero intero: 8.' }),
    excerpt: hint(
      textSchema
        .max(
          320,
          messageFor(
            'il riassunto deve stare in 320 caratteri: la scheda ne mostra tre righe',
            'an excerpt must fit in 320 characters; the card shows three lines of it',
          ),
        )
        .meta({
          title: 'Riassunto',
          description: 'Riassunto di due o tre frasi: appare nella scheda dell’elenco (tagliato a tre righe) e in apertura dell’articolo.',
        }),
      'long-text',
    ),
    tags: z
      .array(textSchema.max(32, messageFor('un’etichetta deve stare in 32 caratteri', 'a tag must fit in 32 characters')))
      .min(1)
      .max(8)
      .meta({
        title: 'Tag',
        description: 'Parole chiave: la ricerca del blog le legge tutte, la scheda ne mostra al massimo due (le prime).',
      }),
    image: imageSchema.meta({ title: 'Immagine', description: 'Immagine di copertina della scheda e dell’articolo.' }),
    views: textSchema.max(40).optional().meta({
      title: 'Letture',
      description:
        'Letture come vanno mostrate nel riquadro "Articoli Più Letti", es. "3.412 visualizzazioni": solo un numero vero, dalle statistiche del sito; senza, il riquadro non mostra letture.',
    }),
    author: textSchema.meta({ title: 'Autore', description: 'Chi firma l’articolo: il team dell’agenzia, es. "Team {agenzia.nome}".' }),
    layout: z.enum(['article', 'banner']).default('article').meta({
      title: 'Impaginazione',
      description:
        '"article": intestazione con titolo, data, tempo di lettura e copertina, poi le sezioni; "banner": solo le sezioni, cioè un’unica sezione "banner" (per un articolo di benvenuto).',
    }),
  })
  .describe('Dati dell’articolo del blog: solo per le pagine in pages-yaml/blog/.');

export type Post = z.infer<typeof postSchema>;

/** What the list, the sidebar and the search need of an article: everything but its body. */
export interface PostSummary {
  id: string;
  path: string;
  title: string;
  description: string;
  excerpt: string;
  category: PostCategory;
  /** The filter button that lists this article; none for "Foto & Video", which only "Tutti" lists. */
  filterCategory?: BlogFilterCategory;
  date: string;
  /** The date as a visitor reads it, formatted once at build time so server and browser agree: "18 gennaio 2025". */
  dateText: string;
  readTime: number;
  tags: string[];
  image: Image;
  views?: string;
  author: string;
}

export { blogFilterCategories, postCategories };
export type { BlogFilterCategory, PostCategory };
