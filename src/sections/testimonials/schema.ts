import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { textSchema, placeholderField } from '../../../schema/primitives.ts';
import { hint } from '../../../schema/editor-hints.ts';

export const testimonialSchema = z
  .strictObject({
    name: textSchema.describe('Nome di chi parla.'),
    company: textSchema.describe('Azienda o società.'),
    location: textSchema.describe('Città.'),
    text: hint(textSchema.describe('La recensione.'), 'long-text'),
    rating: z.number().int().min(1).max(5).describe('Stelle, da 1 a 5.'),
    initial: z.string().trim().min(1).max(2).describe('Iniziale (o due) mostrata nel cerchio al posto della foto.'),
    ...placeholderField,
  })
  .describe('Una recensione di un cliente.');

export const testimonialsSectionSchema = defineSection('testimonials', 'Recensioni dei clienti con le stelle.', {
  items: z.array(testimonialSchema).min(1).describe('Le recensioni.'),
});

export type TestimonialsSection = z.infer<typeof testimonialsSectionSchema>;
