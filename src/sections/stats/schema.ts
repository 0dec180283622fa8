import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { statItemSchema } from '../../../schema/shared-figures.ts';

export const statsSectionSchema = defineSection('stats', 'Una fila di cifre: clienti, progetti, risultati.', {
  style: z
    .enum(['cards', 'plain'])
    .default('plain')
    .meta({ title: 'Stile', description: '"plain": cifre grandi in fila; "cards": ogni cifra in una scheda.' }),
  items: z.array(statItemSchema).min(1).max(6).meta({ title: 'Voci', description: 'Da una a sei cifre.' }),
});

export type StatsSection = z.infer<typeof statsSectionSchema>;
