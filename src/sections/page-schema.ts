import { z } from 'zod';
import { messageFor } from '../../schema/messages.ts';
import { imageSchema, internalPathSchema, textSchema } from '../../schema/primitives.ts';
import { sectionSchema } from './index.ts';
import { postSchema } from '../../schema/post.ts';
import { hint } from '../../schema/editor-hints.ts';

export const pageSchema = z
  .strictObject({
    $schema: z.string().optional().describe('Percorso dello schema JSON per l’editor; ignorato dal sito.'),
    title: textSchema
      .max(70, 'a page title must fit in 70 characters (Google cuts longer ones)')
      .describe('Titolo della scheda del browser e dei risultati di Google.'),
    description: hint(
      textSchema
        .max(170, messageFor('la descrizione per Google deve stare in 170 caratteri', 'a meta description must fit in 170 characters'))
        .describe('Meta description: la frase che Google mostra sotto il titolo.'),
      'long-text',
    ),
    aliases: z
      .array(internalPathSchema)
      .default([])
      .describe('Altri indirizzi che mostrano questa stessa pagina (l’indirizzo canonico resta quello del file).'),
    ogImage: imageSchema.optional().describe('Immagine per la condivisione sui social; se manca si usa quella del sito.'),
    structuredData: z
      .array(z.enum(['local-business', 'service', 'blog']))
      .default([])
      .describe(
        'Dati strutturati per Google: "local-business" (l’agenzia), "service" (un servizio con le sue offerte), "blog" (l’elenco del blog con i suoi articoli). Gli articoli ricevono da soli i loro dati dal blocco "post".',
      ),
    sitemap: z.boolean().default(true).describe('false per togliere la pagina dalla sitemap (es. le informative).'),
    post: postSchema
      .optional()
      .describe('Solo per gli articoli in pages-yaml/blog/: categoria, data, tempo di lettura, tag, riassunto, copertina.'),
    sections: z.array(sectionSchema).min(1).describe('Le sezioni della pagina, dall’alto in basso.'),
  })
  .describe('Una pagina del sito.');

export type Page = z.infer<typeof pageSchema>;
export type PageInput = z.input<typeof pageSchema>;
