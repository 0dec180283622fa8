import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { euroAmountSchema, packageCardFields, packageListFields } from '../../../schema/package-card.ts';
import { textSchema } from '../../../schema/primitives.ts';
import { hint } from '../../../schema/editor-hints.ts';

export const textPricedPackageSchema = z
  .strictObject({
    ...packageCardFields,
    price: euroAmountSchema.meta({ title: 'Prezzo' }),
    period: textSchema.optional().meta({ title: 'Periodo', description: 'Dopo il prezzo, es. "/mese" o "una tantum".' }),
    monthlyPrice: euroAmountSchema.optional().meta({
      title: 'Prezzo mensile',
      description: 'Prezzo mensile da usare nel messaggio precompilato, se diverso da "price": solo il numero.',
    }),
    description: hint(textSchema.meta({ title: 'Descrizione', description: 'Una o due frasi su per chi è il pacchetto.' }), 'long-text'),
    note: textSchema.optional().meta({ title: 'Nota', description: 'Nota sotto il pacchetto, es. "Contratto minimo 3 mesi".' }),
  })
  .describe('Un pacchetto con un solo prezzo e una descrizione.');

export const packagesSectionSchema = defineSection('packages', 'Pacchetti con un prezzo, descrizione ed elenco.', {
  ...packageListFields,
  packages: z.array(textPricedPackageSchema).min(1).max(4).meta({ title: 'Pacchetti', description: 'I pacchetti, da sinistra a destra.' }),
});

export type PackagesSection = z.infer<typeof packagesSectionSchema>;
export type TextPricedPackage = z.infer<typeof textPricedPackageSchema>;
