import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { imageSchema, textSchema, placeholderField } from '../../../schema/primitives.ts';
import { statItemSchema } from '../../../schema/shared-figures.ts';
import { hint } from '../../../schema/editor-hints.ts';

export const caseStudyQuoteSchema = z
  .strictObject({
    text: hint(textSchema.meta({ title: 'Parole del cliente', description: 'Le parole del cliente, senza virgolette.' }), 'long-text'),
    author: textSchema.meta({ title: 'Autore', description: 'Chi parla, es. "Marta Ferrari".' }),
    role: textSchema.meta({ title: 'Ruolo', description: 'Il suo ruolo, es. "Presidente".' }),
    ...placeholderField,
  })
  .describe('Una citazione del cliente.');

export const caseStudySectionSchema = defineSection(
  'case-study',
  'Un caso di successo: la storia di un cliente, i suoi numeri e, se c’è, una sua citazione.',
  {
    client: textSchema.meta({ title: 'Cliente', description: 'Nome del cliente o della società, es. "Volley Academy Brescia".' }),
    location: textSchema.optional().meta({ title: 'Città', description: 'Città o zona del cliente, es. "Brescia".' }),
    story: z
      .array(textSchema)
      .min(1)
      .max(4)
      .meta({ title: 'Storia', description: 'Da uno a quattro paragrafi: da dove partiva, che cosa abbiamo fatto insieme.' }),
    figures: z
      .array(statItemSchema)
      .min(2)
      .max(6)
      .meta({ title: 'Cifre', description: 'Da due a sei cifre del risultato, es. "+300%" follower.' }),
    quote: caseStudyQuoteSchema.optional().meta({ title: 'Citazione' }),
    image: imageSchema.optional().meta({ title: 'Immagine', description: 'Illustrazione o logo accanto alla storia.' }),
  },
);

export type CaseStudySection = z.infer<typeof caseStudySectionSchema>;
