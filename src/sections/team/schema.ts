import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { imageSchema, textSchema, placeholderField } from '../../../schema/primitives.ts';
import { hint } from '../../../schema/editor-hints.ts';

export const teamMemberSchema = z
  .strictObject({
    name: textSchema.meta({ title: 'Nome', description: 'Nome e cognome.' }),
    role: textSchema.meta({ title: 'Ruolo', description: 'Ruolo in agenzia, es. "Direttrice Creativa".' }),
    description: hint(
      textSchema.meta({ title: 'Descrizione', description: 'Due o tre frasi su che cosa fa e che cosa porta ai clienti.' }),
      'long-text',
    ),
    portrait: imageSchema.meta({ title: 'Ritratto', description: 'Ritratto (illustrazione o monogramma), quadrato.' }),
    skills: z
      .array(textSchema)
      .max(5)
      .default([])
      .meta({ title: 'Competenze', description: 'Fino a cinque competenze mostrate come etichette.' }),
    ...placeholderField,
  })
  .describe('Una persona della squadra.');

export const teamSectionSchema = defineSection('team', 'Le persone dell’agenzia con ritratto, ruolo e descrizione.', {
  members: z.array(teamMemberSchema).min(1).max(6).meta({ title: 'Persone', description: 'Le persone, nell’ordine in cui appaiono.' }),
});

export type TeamSection = z.infer<typeof teamSectionSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
