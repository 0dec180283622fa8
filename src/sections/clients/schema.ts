import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { imageSchema, textSchema, placeholderField } from '../../../schema/primitives.ts';

export const clientSchema = z
  .strictObject({
    name: textSchema.meta({ title: 'Nome', description: 'Nome del cliente.' }),
    location: textSchema.meta({ title: 'Città', description: 'Città del cliente.' }),
    logo: imageSchema.meta({ title: 'Logo', description: 'Logo del cliente.' }),
    ...placeholderField,
  })
  .describe('Un cliente con il suo logo.');

export const clientsSectionSchema = defineSection('clients', 'Fascia con i loghi dei clienti, nome e città.', {
  items: z.array(clientSchema).min(1).meta({ title: 'Voci', description: 'I clienti mostrati.' }),
});

export type ClientsSection = z.infer<typeof clientsSectionSchema>;
