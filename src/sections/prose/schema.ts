import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { textSchema } from '../../../schema/primitives.ts';
import { hint } from '../../../schema/editor-hints.ts';

export const proseBlockSchema = z
  .strictObject({
    heading: z
      .string()
      .trim()
      .min(1)
      .optional()
      .describe('Sottotitolo del blocco: un livello sotto il titolo della sezione (h2 se la sezione non ha titolo).'),
    paragraphs: z
      .array(hint(textSchema.clone(), 'long-text'))
      .default([])
      .describe(
        'Paragrafi. Si possono scrivere **grassetto**, *corsivo* e [link](/servizi): a una pagina del sito (anche /pagina#sezione), a https://…, mailto: o tel:.',
      ),
    list: z
      .array(textSchema)
      .default([])
      .describe('Elenco puntato dopo i paragrafi; come nei paragrafi, **grassetto**, *corsivo* e [link](/pagina).'),
  })
  .describe('Un blocco di testo.');

export const proseSectionSchema = defineSection('prose', 'Testo lungo in colonna leggibile: informative, articoli.', {
  blocks: z.array(proseBlockSchema).min(1).describe('I blocchi di testo, in ordine.'),
  externalLinksInNewTab: z
    .boolean()
    .default(false)
    .describe('Se vero, i link ad altri siti si aprono in una nuova scheda; quelli alle pagine del sito mai.'),
});

export type ProseSection = z.infer<typeof proseSectionSchema>;
