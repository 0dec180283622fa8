import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { textSchema, placeholderField } from '../../../schema/primitives.ts';
import { hint } from '../../../schema/editor-hints.ts';

export const testimonialSchema = z
  .strictObject({
    name: textSchema.meta({ title: 'Nome', description: 'Nome di chi parla.' }),
    company: textSchema.meta({ title: 'Azienda', description: 'Azienda o società.' }),
    location: textSchema.meta({ title: 'Città', description: 'Città.' }),
    text: hint(textSchema.meta({ title: 'Recensione', description: 'La recensione.' }), 'long-text'),
    rating: z.number().int().min(1).max(5).meta({ title: 'Stelle', description: 'Stelle, da 1 a 5.' }),
    initial: z
      .string()
      .trim()
      .min(1)
      .max(2)
      .meta({ title: 'Iniziale', description: 'Iniziale (o due) mostrata nel cerchio al posto della foto.' }),
    ...placeholderField,
  })
  .describe('Una recensione di un cliente.');

export const testimonialsSectionSchema = defineSection('testimonials', 'Recensioni dei clienti con le stelle.', {
  items: z.array(testimonialSchema).min(1).meta({ title: 'Voci', description: 'Le recensioni.' }),
});

export type TestimonialsSection = z.infer<typeof testimonialsSectionSchema>;
