import { z } from 'zod';
import { buttonSchema } from './action.ts';
import { imageSchema, textSchema } from './primitives.ts';
import { hint } from './editor-hints.ts';

/**
 * The fields of a headline band (hero, banner, cta): one name for one meaning in all three, so a marketer who
 * knows one knows the others.
 */
export const headlineBandFields = {
  tone: z
    .enum(['brand', 'sport'])
    .default('brand')
    .meta({ title: 'Tono', description: 'Colore dominante: "brand" (indaco) per i servizi, "sport" (arancio) per la divisione sportiva.' }),
  badge: textSchema
    .optional()
    .meta({ title: 'Etichetta', description: 'Etichetta sopra il titolo, es. "Marketing per società sportive".' }),
  headline: textSchema.meta({ title: 'Titolo', description: 'Il titolo.' }),
  text: hint(textSchema.meta({ title: 'Testo', description: 'Una o due frasi sotto il titolo.' }), 'long-text'),
  points: z
    .array(textSchema)
    .max(4)
    .default([])
    .meta({ title: 'Punti di forza', description: 'Fino a quattro punti di forza con la spunta.' }),
  buttons: z.array(buttonSchema).max(3).default([]).meta({ title: 'Pulsanti', description: 'Pulsanti, il primo è quello principale.' }),
  image: imageSchema.optional().meta({ title: 'Immagine', description: 'Illustrazione a destra del testo (sotto, su telefono).' }),
};
