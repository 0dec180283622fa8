import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { imageSchema, textSchema, placeholderField } from '../../../schema/primitives.ts';

export const clientSchema = z
  .strictObject({
    name: textSchema.describe('Nome del cliente.'),
    location: textSchema.describe('Città del cliente.'),
    logo: imageSchema.describe('Logo del cliente.'),
    ...placeholderField,
  })
  .describe('Un cliente con il suo logo.');

export const clientsSectionSchema = defineSection('clients', 'Fascia con i loghi dei clienti, nome e città.', {
  items: z.array(clientSchema).min(1).describe('I clienti mostrati.'),
});

export type ClientsSection = z.infer<typeof clientsSectionSchema>;
