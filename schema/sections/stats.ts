import { z } from 'zod';
import { defineSection, sectionHeadingFields } from '../section-shell.ts';
import { iconNameSchema } from '../icons.ts';
import { textSchema, placeholderField } from '../primitives.ts';

export const statItemSchema = z
  .strictObject({
    value: textSchema.describe('Il numero come va mostrato: "20+", "100%", "4:1".'),
    label: textSchema.describe('Che cosa misura, es. "Clienti attivi".'),
    description: z.string().trim().min(1).optional().describe('Una riga di spiegazione, facoltativa.'),
    icon: iconNameSchema.optional().describe('Icona accanto alla voce (facoltativa).'),
    ...placeholderField,
  })
  .describe('Una cifra con la sua etichetta.');

export const statsSectionSchema = defineSection('stats', 'Una fila di cifre: clienti, progetti, risultati.', {
  ...sectionHeadingFields,
  style: z
    .enum(['cards', 'plain'])
    .default('plain')
    .describe('"plain": cifre grandi in fila; "cards": ogni cifra in una scheda.'),
  items: z.array(statItemSchema).min(1).max(6).describe('Da una a sei cifre.'),
});

export type StatsSection = z.infer<typeof statsSectionSchema>;
