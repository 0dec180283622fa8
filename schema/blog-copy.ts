import { z } from 'zod';
import { messageFor } from './messages.ts';
import { textSchema } from './primitives.ts';
import { READ_TIME_PLACEHOLDER } from './read-time.ts';

/** The blog's small texts shared by the list and every article; they live in the site file under "blog". */
export const blogCopySchema = z
  .strictObject({
    readMore: textSchema.meta({ title: 'Pulsante «leggi»', description: 'Pulsante di ogni scheda: "Leggi".' }),
    readTime: textSchema
      .refine(
        (text) => text.includes(READ_TIME_PLACEHOLDER),
        messageFor(
          `scrivi ${READ_TIME_PLACEHOLDER} dove va il numero di minuti, es. "${READ_TIME_PLACEHOLDER} min di lettura"`,
          `write ${READ_TIME_PLACEHOLDER} where the number of minutes goes, e.g. "${READ_TIME_PLACEHOLDER} min di lettura"`,
        ),
      )
      .meta({ title: 'Tempo di lettura', description: 'Tempo di lettura; {minuti} diventa il numero: "{minuti} min di lettura".' }),
    backToList: textSchema.meta({
      title: 'Link all’elenco',
      description: 'Link che riporta all’elenco con la ricerca del visitatore: "Torna agli articoli".',
    }),
    authorLabel: textSchema.meta({ title: 'Prima dell’autore', description: 'Prima del nome dell’autore: "Scritto da".' }),
    tagsLabel: textSchema.meta({ title: 'Titolo dei tag', description: 'Titolo dei tag in fondo all’articolo: "Argomenti".' }),
    relatedTitle: textSchema.meta({
      title: 'Titolo degli articoli consigliati',
      description: 'Titolo degli articoli consigliati in fondo a ogni articolo: "Continua a leggere".',
    }),
  })
  .describe('I testi comuni del blog: schede, tempo di lettura, link di ritorno.');

export type BlogCopy = z.infer<typeof blogCopySchema>;
