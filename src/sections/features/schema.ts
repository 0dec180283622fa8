import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { linkSchema } from '../../../schema/action.ts';
import { iconNameSchema } from '../../../schema/icons.ts';
import { imageSchema, textSchema } from '../../../schema/primitives.ts';
import { hint } from '../../../schema/editor-hints.ts';

export const featureCardSchema = z
  .strictObject({
    icon: iconNameSchema.optional().meta({ title: 'Icona', description: 'Icona in alto nella scheda.' }),
    image: imageSchema.optional().meta({ title: 'Immagine', description: 'Immagine in testa alla scheda (al posto dell’icona).' }),
    badge: textSchema.optional().meta({ title: 'Etichetta', description: 'Etichetta, es. un prezzo "da €299/mese".' }),
    title: textSchema.meta({ title: 'Titolo', description: 'Titolo della scheda (h3).' }),
    text: hint(textSchema.meta({ title: 'Testo', description: 'Descrizione breve.' }), 'long-text'),
    features: z.array(textSchema).default([]).meta({ title: 'Elenco puntato', description: 'Elenco puntato con la spunta.' }),
    link: linkSchema.optional().meta({ title: 'Link', description: 'Link in fondo alla scheda, es. "Scopri di più".' }),
  })
  .describe('Una scheda: icona o immagine, titolo, testo, elenco e link.');

export const featuresSectionSchema = defineSection('features', 'Griglia di schede: servizi, vantaggi, motivi per sceglierci.', {
  columns: z
    .union([z.literal(2), z.literal(3), z.literal(4)])
    .default(3)
    .meta({ title: 'Colonne', description: 'Schede per riga su schermo largo: 2, 3 o 4 (su telefono sempre una).' }),
  cards: z.array(featureCardSchema).min(1).meta({ title: 'Schede', description: 'Le schede, nell’ordine in cui appaiono.' }),
});

export type FeaturesSection = z.infer<typeof featuresSectionSchema>;
