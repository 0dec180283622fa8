import type { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { textSchema } from '../../../schema/primitives.ts';

export const sportGridSectionSchema = defineSection(
  'sport-grid',
  'La griglia degli sport: una scheda per ogni sport elencato in "sports" nel file del sito, con il link alla sua pagina.',
  {
    linkLabel: textSchema.meta({ title: 'Testo del link', description: 'Invito in fondo a ogni scheda, es. "Scopri la strategia".' }),
  },
);

export type SportGridSection = z.infer<typeof sportGridSectionSchema>;
