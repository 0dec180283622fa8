import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { packageRequestSchema } from '../../../schema/package-request.ts';
import { textSchema } from '../../../schema/primitives.ts';

export const textPricedPackageSchema = z
  .strictObject({
    name: textSchema.describe('Nome del pacchetto, es. "Sito Vetrina".'),
    price: textSchema.describe('Prezzo come va mostrato: "€799", "€399".'),
    period: z.string().trim().min(1).optional().describe('Dopo il prezzo, es. "/mese" o "una tantum".'),
    monthlyPrice: textSchema
      .optional()
      .describe('Prezzo mensile da usare nel messaggio precompilato, se diverso da "price".'),
    description: textSchema.describe('Una o due frasi su per chi è il pacchetto.'),
    features: z.array(textSchema).min(1).describe('Che cosa comprende, una riga per voce.'),
    popular: z.boolean().default(false).describe('true per il pacchetto più richiesto (badge e bordo colorato).'),
    note: z.string().trim().min(1).optional().describe('Nota sotto il pacchetto, es. "Contratto minimo 3 mesi".'),
  })
  .describe('Un pacchetto con il prezzo scritto come testo.');

export const packagesSectionSchema = defineSection('packages', 'Pacchetti con prezzo a testo, descrizione ed elenco.', {
  popularBadge: textSchema.describe('Badge del pacchetto più richiesto, es. "Più Richiesto".'),
  buttonLabel: textSchema.describe('Pulsante di ogni pacchetto, es. "Richiedi Preventivo".'),
  packages: z.array(textPricedPackageSchema).min(1).max(4).describe('I pacchetti, da sinistra a destra.'),
  request: packageRequestSchema,
});

export type PackagesSection = z.infer<typeof packagesSectionSchema>;
export type TextPricedPackage = z.infer<typeof textPricedPackageSchema>;
