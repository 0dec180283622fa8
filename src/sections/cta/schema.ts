import { z } from 'zod';
import { defineSectionWithOwnHeading } from '../../../schema/section-shell.ts';
import { headlineBandFields } from '../../../schema/headline-band.ts';
import { buttonSchema } from '../../../schema/action.ts';
import { textSchema } from '../../../schema/primitives.ts';

export const ctaSectionSchema = defineSectionWithOwnHeading('cta', 'Invito all’azione di chiusura: titolo, frase e pulsanti.', {
  headline: headlineBandFields.headline.meta({ title: 'Titolo', description: 'Titolo dell’invito (h2).' }),
  text: headlineBandFields.text.meta({ title: 'Testo', description: 'Frase sotto il titolo.' }),
  buttons: z.array(buttonSchema).min(1).max(3).meta({ title: 'Pulsanti', description: 'Pulsanti.' }),
  note: textSchema.optional().meta({ title: 'Nota', description: 'Piccola nota sotto i pulsanti, es. "Risposta entro 24 ore".' }),
});

export type CtaSection = z.infer<typeof ctaSectionSchema>;
