import { z } from 'zod';
import { say } from '../../../schema/messages.ts';
import { defineSection } from '../../../schema/section-shell.ts';
import { euroAmountSchema, packageCardFields, packageListFields } from '../../../schema/package-card.ts';
import { textSchema } from '../../../schema/primitives.ts';

export const ANNUAL_MONTHS_PAID = 11;

export const pricedPackageSchema = z
  .strictObject({
    ...packageCardFields,
    emoji: z.string().trim().min(1).max(8).optional().describe('Emoji accanto al nome, es. "🚀".'),
    monthlyPrice: euroAmountSchema.describe('Prezzo mensile in euro, solo il numero: 170.'),
    annualPrice: euroAmountSchema.describe('Prezzo annuale in euro, solo il numero: di norma 11 × il mensile (1870).'),
  })
  .describe('Un pacchetto con prezzo mensile e annuale.');

export const pricingSectionSchema = defineSection('pricing', 'Pacchetti con prezzo mensile e annuale e l’interruttore Mensile/Annuale.', {
  billing: z
    .strictObject({
      monthlyLabel: textSchema.describe('Etichetta dell’interruttore per il mensile: "Mensile".'),
      annualLabel: textSchema.describe('Etichetta per l’annuale: "Annuale".'),
      annualBadge: textSchema.describe('Badge mostrato con l’annuale: "1 mese GRATIS" o "Risparmia!".'),
      perMonth: textSchema.describe('Dopo il prezzo mensile: "/mese".'),
      perYear: textSchema.describe('Dopo il prezzo annuale: "/anno".'),
    })
    .describe('Testi dell’interruttore e dei prezzi.'),
  ...packageListFields,
  footnote: textSchema.describe('Nota sotto ogni pacchetto: "* Contratto minimo 3 mensilità".'),
  annualPrices: z
    .enum(['eleven-months', 'custom'])
    .default('eleven-months')
    .describe('"eleven-months": ogni prezzo annuale deve essere 11 × il mensile (un mese gratis); "custom": prezzi annuali liberi.'),
  packages: z.array(pricedPackageSchema).min(1).max(4).describe('I pacchetti, da sinistra a destra.'),
}).superRefine((section, context) => {
  if (section.annualPrices !== 'eleven-months') return;
  section.packages.forEach((pack, index) => {
    const expected = pack.monthlyPrice * ANNUAL_MONTHS_PAID;
    if (pack.annualPrice !== expected) {
      context.addIssue({
        code: 'custom',
        path: ['packages', index, 'annualPrice'],
        message: say(
          `il prezzo annuale deve essere 11 × ${pack.monthlyPrice} = ${expected}, invece è ${pack.annualPrice}; se è voluto, scrivi "annualPrices: custom" in questa sezione`,
          `the annual price must be 11 × ${pack.monthlyPrice} = ${expected}, got ${pack.annualPrice}; if that is intended, write "annualPrices: custom" in this section`,
        ),
      });
    }
  });
});

export type PricingSection = z.infer<typeof pricingSectionSchema>;
export type PricedPackage = z.infer<typeof pricedPackageSchema>;
