import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { textSchema } from '../../../schema/primitives.ts';
import { hint } from '../../../schema/editor-hints.ts';

export const proseBlockSchema = z
  .strictObject({
    heading: textSchema.optional().meta({
      title: 'Sottotitolo',
      description: 'Sottotitolo del blocco: un livello sotto il titolo della sezione (h2 se la sezione non ha titolo).',
    }),
    paragraphs: z.array(hint(textSchema.clone(), 'markdown')).default([]).meta({
      title: 'Paragrafi',
      description:
        'Paragrafi, con grassetto, corsivo e link (i pulsanti sopra il testo; nel file **grassetto**, *corsivo*, [link](/servizi)). Un link porta a una pagina del sito (anche /pagina#sezione), a https://…, mailto: o tel:.',
    }),
    list: z.array(hint(textSchema.clone(), 'markdown')).default([]).meta({
      title: 'Elenco puntato',
      description:
        'Elenco puntato dopo i paragrafi; come nei paragrafi, grassetto, corsivo e link (nel file **grassetto**, *corsivo*, [link](/pagina)).',
    }),
  })
  .describe('Un blocco di testo.');

export const proseSectionSchema = defineSection('prose', 'Testo lungo in colonna leggibile: informative, articoli.', {
  blocks: z.array(proseBlockSchema).min(1).meta({ title: 'Blocchi', description: 'I blocchi di testo, in ordine.' }),
  externalLinksInNewTab: z.boolean().default(false).meta({
    title: 'Link esterni in una nuova scheda',
    description: 'Se vero, i link ad altri siti si aprono in una nuova scheda; quelli alle pagine del sito mai.',
  }),
});

export type ProseSection = z.infer<typeof proseSectionSchema>;
