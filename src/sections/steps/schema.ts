import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { iconNameSchema } from '../../../schema/icons.ts';
import { textSchema } from '../../../schema/primitives.ts';
import { hint } from '../../../schema/editor-hints.ts';

export const stepSchema = z
  .strictObject({
    title: textSchema.meta({ title: 'Nome del passo', description: 'Nome del passo.' }),
    text: hint(textSchema.meta({ title: 'Testo', description: 'Che cosa succede in questo passo.' }), 'long-text'),
    icon: iconNameSchema.optional().meta({ title: 'Icona', description: 'Icona accanto alla voce (facoltativa).' }),
  })
  .describe('Un passo del metodo.');

export const stepsSectionSchema = defineSection('steps', 'Il metodo in passi numerati.', {
  items: z.array(stepSchema).min(2).max(6).meta({ title: 'Voci', description: 'I passi, in ordine.' }),
});

export type StepsSection = z.infer<typeof stepsSectionSchema>;
