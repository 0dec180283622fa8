import { z } from 'zod';
import { messageFor } from '../../../schema/messages.ts';
import { defineSectionWithOwnHeading } from '../../../schema/section-shell.ts';
import { linkSchema } from '../../../schema/action.ts';
import { iconNameSchema } from '../../../schema/icons.ts';
import { internalPathSchema, placeholderField, textSchema } from '../../../schema/primitives.ts';

const postIdSchema = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    messageFor(
      'l’id di un articolo è il nome del suo file in pages-yaml/blog/ senza ".yaml", es. "seo-locale-brescia-2025"',
      'an article id is its file name in pages-yaml/blog/ without ".yaml", e.g. "seo-locale-brescia-2025"',
    ),
  )
  .describe('L’id di un articolo: il nome del suo file in pages-yaml/blog/ senza ".yaml".');

const relatedServiceSchema = z
  .strictObject({
    icon: iconNameSchema.meta({ title: 'Icona', description: 'Icona del servizio.' }),
    title: textSchema.meta({ title: 'Nome del servizio', description: 'Nome del servizio.' }),
    text: textSchema.meta({ title: 'Testo', description: 'Una riga che dice a chi serve.' }),
    link: linkSchema.meta({ title: 'Link', description: 'Link alla pagina del servizio, es. "Scopri di più".' }),
  })
  .describe('Un servizio consigliato nella colonna laterale.');

export const blogListSectionSchema = defineSectionWithOwnHeading(
  'blog-list',
  'La pagina del blog: apertura con la ricerca, filtri per categoria, schede degli articoli e colonna laterale. Gli articoli arrivano da pages-yaml/blog/.',
  {
    hero: z
      .strictObject({
        badge: textSchema.optional().meta({ title: 'Etichetta', description: 'Etichetta sopra il titolo, es. "Blog".' }),
        headline: textSchema.meta({ title: 'Titolo', description: 'Titolo della pagina (h1).' }),
        text: textSchema.meta({ title: 'Testo', description: 'Frase sotto il titolo.' }),
        searchLabel: textSchema.meta({
          title: 'Nome del campo di ricerca',
          description: 'Nome del campo di ricerca letto dagli screen reader, es. "Cerca negli articoli".',
        }),
        searchPlaceholder: textSchema.meta({
          title: 'Testo nel campo di ricerca',
          description: 'Testo grigio nel campo vuoto, es. "Cerca per titolo, argomento o tag…".',
        }),
      })
      .meta({ title: 'Apertura', description: 'L’apertura con il campo di ricerca.' }),
    filtersLabel: textSchema.meta({
      title: 'Nome dei filtri',
      description: 'Nome del gruppo di filtri letto dagli screen reader, es. "Filtra per categoria".',
    }),
    allLabel: textSchema.meta({ title: 'Filtro «tutti»', description: 'Il filtro che mostra tutto: "Tutti".' }),
    listTitle: textSchema.meta({ title: 'Titolo dell’elenco', description: 'Titolo sopra le schede: "Articoli in Vetrina".' }),
    emptyState: z
      .strictObject({
        message: textSchema.meta({ title: 'Titolo', description: 'Titolo quando nessun articolo corrisponde: "Contenuti in arrivo!".' }),
        details: textSchema.meta({ title: 'Dettagli', description: 'Frase sotto il titolo.' }),
        linkText: textSchema.meta({ title: 'Testo del link', description: 'Testo del link.' }),
        to: internalPathSchema.meta({ title: 'Pagina', description: 'Pagina del link, di solito "/contatti".' }),
      })
      .meta({ title: 'Nessun risultato', description: 'Che cosa si vede quando la ricerca o il filtro non trovano articoli.' }),
    popular: z
      .strictObject({
        heading: textSchema.meta({ title: 'Titolo del riquadro', description: 'Titolo del riquadro: "Articoli Più Letti".' }),
        posts: z
          .array(postIdSchema)
          .max(5)
          .default([])
          .meta({ title: 'Articoli', description: 'Gli articoli da mostrare, in ordine, per id.' }),
        emptyMessage: textSchema.meta({ title: 'Elenco vuoto', description: 'Frase quando l’elenco è vuoto.' }),
        ...placeholderField,
      })
      .meta({ title: 'Articoli più letti', description: 'Il riquadro "Articoli Più Letti" della colonna laterale.' }),
    relatedServices: z
      .strictObject({
        heading: textSchema.meta({ title: 'Titolo del riquadro', description: 'Titolo del riquadro: "Servizi Correlati".' }),
        items: z.array(relatedServiceSchema).min(1).max(5).meta({ title: 'Voci', description: 'I servizi consigliati.' }),
      })
      .meta({ title: 'Servizi correlati', description: 'Il riquadro "Servizi Correlati" della colonna laterale.' }),
  },
);

export type BlogListSection = z.infer<typeof blogListSectionSchema>;
