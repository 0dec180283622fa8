import { z } from 'zod';
import { messageFor, say } from '../../schema/messages.ts';
import { imageSchema, internalPathSchema, textSchema } from '../../schema/primitives.ts';
import { sectionSchema } from './index.ts';
import { isPostDateTooLate, POST_DATE_IN_FUTURE, postSchema } from '../../schema/post.ts';
import { romeDateTimeSchema, romeInstant } from '../../schema/schedule.ts';
import { hint } from '../../schema/editor-hints.ts';

export const pageSchema = z
  .strictObject({
    $schema: z
      .string()
      .optional()
      .meta({ title: 'Schema per l’editor', description: 'Percorso dello schema JSON per l’editor; ignorato dal sito.' }),
    title: textSchema
      // Past 60 characters the lint warns (content-compiler/search-checks.ts); past 100 it is no title but a sentence.
      .max(
        100,
        messageFor(
          'il titolo per Google deve stare in 100 caratteri: Google ne mostra circa 60, accorcialo a 30–60',
          'a page title must fit in 100 characters: Google shows about 60, shorten it to 30–60',
        ),
      )
      .meta({ title: 'Titolo per Google', description: 'Titolo della scheda del browser e dei risultati di Google.' }),
    description: hint(
      textSchema
        .max(170, messageFor('la descrizione per Google deve stare in 170 caratteri', 'a meta description must fit in 170 characters'))
        .meta({ title: 'Descrizione per Google', description: 'Meta description: la frase che Google mostra sotto il titolo.' }),
      'long-text',
    ),
    aliases: z.array(internalPathSchema).default([]).meta({
      title: 'Altri indirizzi',
      description: 'Altri indirizzi che mostrano questa stessa pagina (l’indirizzo canonico resta quello del file).',
    }),
    ogImage: imageSchema
      .optional()
      .meta({ title: 'Immagine per i social', description: 'Immagine per la condivisione sui social; se manca si usa quella del sito.' }),
    structuredData: z
      .array(z.enum(['local-business', 'service', 'blog']))
      .default([])
      .meta({
        title: 'Dati strutturati',
        description:
          'Dati strutturati per Google: "local-business" (l’agenzia), "service" (un servizio con le sue offerte), "blog" (l’elenco del blog con i suoi articoli). Gli articoli ricevono da soli i loro dati dal blocco "post".',
      }),
    sitemap: z
      .boolean()
      .default(true)
      .meta({ title: 'Nella sitemap', description: 'false per togliere la pagina dalla sitemap (es. le informative).' }),
    publishAt: romeDateTimeSchema.optional().meta({
      title: 'Online dal',
      description:
        'Da quando la pagina è online, ora di Roma: "2026-12-03 09:00". Una versione del sito pubblicata prima la lascia fuori (né pagina, né sitemap, né elenco del blog).',
    }),
    unpublishAt: romeDateTimeSchema.optional().meta({
      title: 'Offline dal',
      description:
        'Da quando la pagina non è più online, ora di Roma: "2027-01-31 23:59". Le versioni pubblicate da allora la lasciano fuori.',
    }),
    post: postSchema.optional().meta({
      title: 'Articolo',
      description: 'Solo per gli articoli in pages-yaml/blog/: categoria, data, tempo di lettura, tag, riassunto, copertina.',
    }),
    sections: z.array(sectionSchema).min(1).meta({ title: 'Sezioni', description: 'Le sezioni della pagina, dall’alto in basso.' }),
  })
  .superRefine((page, context) => {
    const publish = page.publishAt === undefined ? undefined : romeInstant(page.publishAt);
    const unpublish = page.unpublishAt === undefined ? undefined : romeInstant(page.unpublishAt);
    if (publish && unpublish && unpublish.getTime() <= publish.getTime())
      context.addIssue({
        code: 'custom',
        path: ['unpublishAt'],
        message: say(
          `la pagina andrebbe offline (${page.unpublishAt}) prima di andare online (${page.publishAt}): unpublishAt viene dopo publishAt`,
          `the page would go offline (${page.unpublishAt}) before going online (${page.publishAt}); unpublishAt comes after publishAt`,
        ),
      });
    if (page.post && isPostDateTooLate(page.post.date, page.publishAt))
      context.addIssue({ code: 'custom', path: ['post', 'date'], message: say(POST_DATE_IN_FUTURE.italian, POST_DATE_IN_FUTURE.english) });
  })
  .describe('Una pagina del sito.');

export type Page = z.infer<typeof pageSchema>;
export type PageInput = z.input<typeof pageSchema>;
