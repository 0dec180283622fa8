import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { iconNameSchema } from '../../../schema/icons.ts';
import { textSchema } from '../../../schema/primitives.ts';

export const checklistItemSchema = z
  .strictObject({
    icon: iconNameSchema.optional().meta({ title: 'Icona', description: 'Icona della voce; se manca si mostra una spunta.' }),
    title: textSchema.meta({ title: 'Titolo', description: 'La voce, breve: "Instagram", "Fino al 70% di costi operativi in meno".' }),
    text: textSchema.optional().meta({ title: 'Testo', description: 'Una riga di spiegazione, facoltativa.' }),
  })
  .describe('Una voce dell’elenco.');

export const checklistHighlightSchema = z
  .strictObject({
    value: textSchema.meta({ title: 'Cifra', description: 'La cifra in grande: "76%".' }),
    text: textSchema.meta({
      title: 'Testo',
      description: 'Che cosa dice la cifra: "delle ricerche locali porta a una visita entro 24 ore".',
    }),
    note: textSchema.optional().meta({ title: 'Nota', description: 'Piccola nota sotto, es. la fonte o un invito.' }),
  })
  .describe('Una cifra in evidenza accanto all’elenco.');

export const checklistSectionSchema = defineSection(
  'checklist',
  'Elenco compatto di voci con icona: piattaforme, situazioni di ricerca, vantaggi; con una cifra in evidenza facoltativa.',
  {
    columns: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
      .default(2)
      .meta({ title: 'Colonne', description: 'Voci per riga su schermo largo: da 1 a 4 (su telefono sempre una).' }),
    items: z.array(checklistItemSchema).min(2).max(12).meta({ title: 'Voci', description: 'Le voci, in ordine.' }),
    highlight: checklistHighlightSchema
      .optional()
      .meta({ title: 'Cifra in evidenza', description: 'Cifra in evidenza mostrata accanto all’elenco (sopra, su telefono).' }),
  },
);

export type ChecklistSection = z.infer<typeof checklistSectionSchema>;
