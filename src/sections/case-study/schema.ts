import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { imageSchema, textSchema, placeholderField } from '../../../schema/primitives.ts';
import { statItemSchema } from '../../../schema/shared-figures.ts';
import { hint } from '../../../schema/editor-hints.ts';

export const caseStudyQuoteSchema = z
  .strictObject({
    text: hint(textSchema.describe('Le parole del cliente, senza virgolette.'), 'long-text'),
    author: textSchema.describe('Chi parla, es. "Marta Ferrari".'),
    role: textSchema.describe('Il suo ruolo, es. "Presidente".'),
    ...placeholderField,
  })
  .describe('Una citazione del cliente.');

export const caseStudySectionSchema = defineSection(
  'case-study',
  'Un caso di successo: la storia di un cliente, i suoi numeri e, se c’è, una sua citazione.',
  {
    client: textSchema.describe('Nome del cliente o della società, es. "Volley Academy Brescia".'),
    location: z.string().trim().min(1).optional().describe('Città o zona del cliente, es. "Brescia".'),
    story: z.array(textSchema).min(1).max(4).describe('Da uno a quattro paragrafi: da dove partiva, che cosa abbiamo fatto insieme.'),
    figures: z.array(statItemSchema).min(2).max(6).describe('Da due a sei cifre del risultato, es. "+300%" follower.'),
    quote: caseStudyQuoteSchema.optional(),
    image: imageSchema.optional().describe('Illustrazione o logo accanto alla storia.'),
  },
);

export type CaseStudySection = z.infer<typeof caseStudySectionSchema>;
