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
    icon: iconNameSchema.describe('Icona del servizio.'),
    title: textSchema.describe('Nome del servizio.'),
    text: textSchema.describe('Una riga che dice a chi serve.'),
    link: linkSchema.describe('Link alla pagina del servizio, es. "Scopri di più".'),
  })
  .describe('Un servizio consigliato nella colonna laterale.');

export const blogListSectionSchema = defineSectionWithOwnHeading(
  'blog-list',
  'La pagina del blog: apertura con la ricerca, filtri per categoria, schede degli articoli e colonna laterale. Gli articoli arrivano da pages-yaml/blog/.',
  {
    hero: z
      .strictObject({
        badge: z.string().trim().min(1).optional().describe('Etichetta sopra il titolo, es. "Blog".'),
        headline: textSchema.describe('Titolo della pagina (h1).'),
        text: textSchema.describe('Frase sotto il titolo.'),
        searchLabel: textSchema.describe('Nome del campo di ricerca letto dagli screen reader, es. "Cerca negli articoli".'),
        searchPlaceholder: textSchema.describe('Testo grigio nel campo vuoto, es. "Cerca per titolo, argomento o tag…".'),
      })
      .describe('L’apertura con il campo di ricerca.'),
    filtersLabel: textSchema.describe('Nome del gruppo di filtri letto dagli screen reader, es. "Filtra per categoria".'),
    allLabel: textSchema.describe('Il filtro che mostra tutto: "Tutti".'),
    listTitle: textSchema.describe('Titolo sopra le schede: "Articoli in Vetrina".'),
    emptyState: z
      .strictObject({
        message: textSchema.describe('Titolo quando nessun articolo corrisponde: "Contenuti in arrivo!".'),
        details: textSchema.describe('Frase sotto il titolo.'),
        linkText: textSchema.describe('Testo del link.'),
        to: internalPathSchema.describe('Pagina del link, di solito "/contatti".'),
      })
      .describe('Che cosa si vede quando la ricerca o il filtro non trovano articoli.'),
    popular: z
      .strictObject({
        heading: textSchema.describe('Titolo del riquadro: "Articoli Più Letti".'),
        posts: z.array(postIdSchema).max(5).default([]).describe('Gli articoli da mostrare, in ordine, per id.'),
        emptyMessage: textSchema.describe('Frase quando l’elenco è vuoto.'),
        ...placeholderField,
      })
      .describe('Il riquadro "Articoli Più Letti" della colonna laterale.'),
    relatedServices: z
      .strictObject({
        heading: textSchema.describe('Titolo del riquadro: "Servizi Correlati".'),
        items: z.array(relatedServiceSchema).min(1).max(5).describe('I servizi consigliati.'),
      })
      .describe('Il riquadro "Servizi Correlati" della colonna laterale.'),
  },
);

export type BlogListSection = z.infer<typeof blogListSectionSchema>;
