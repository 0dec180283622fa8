import { z } from 'zod';
import { say } from '../../../schema/messages.ts';
import { defineSection } from '../../../schema/section-shell.ts';
import { euroAmountSchema, packageCardFields, packageListFields } from '../../../schema/package-card.ts';
import { textSchema } from '../../../schema/primitives.ts';

export const ANNUAL_MONTHS_PAID = 11;

export const pricedPackageSchema = z
  .strictObject({
    ...packageCardFields,
    emoji: z.string().trim().min(1).max(8).optional().meta({ title: 'Emoji', description: 'Emoji accanto al nome, es. "🚀".' }),
    monthlyPrice: euroAmountSchema.meta({ title: 'Prezzo mensile', description: 'Prezzo mensile in euro, solo il numero: 170.' }),
    annualPrice: euroAmountSchema.meta({
      title: 'Prezzo annuale',
      description: 'Prezzo annuale in euro, solo il numero: di norma 11 × il mensile (1870).',
    }),
  })
  .describe('Un pacchetto con prezzo mensile e annuale.');

export const pricingSectionSchema = defineSection('pricing', 'Pacchetti con prezzo mensile e annuale e l’interruttore Mensile/Annuale.', {
  billing: z
    .strictObject({
      monthlyLabel: textSchema.meta({ title: 'Etichetta mensile', description: 'Etichetta dell’interruttore per il mensile: "Mensile".' }),
      annualLabel: textSchema.meta({ title: 'Etichetta annuale', description: 'Etichetta per l’annuale: "Annuale".' }),
      annualBadge: textSchema.meta({
        title: 'Etichetta dell’annuale',
        description: 'Badge mostrato con l’annuale: "1 mese GRATIS" o "Risparmia!".',
      }),
      perMonth: textSchema.meta({ title: 'Dopo il prezzo mensile', description: 'Dopo il prezzo mensile: "/mese".' }),
      perYear: textSchema.meta({ title: 'Dopo il prezzo annuale', description: 'Dopo il prezzo annuale: "/anno".' }),
    })
    .meta({ title: 'Mensile e annuale', description: 'Testi dell’interruttore e dei prezzi.' }),
  ...packageListFields,
  footnote: textSchema.meta({ title: 'Nota a piè', description: 'Nota sotto ogni pacchetto: "* Contratto minimo 3 mensilità".' }),
  annualPrices: z.enum(['eleven-months', 'custom']).default('eleven-months').meta({
    title: 'Regola dei prezzi annuali',
    description: '"eleven-months": ogni prezzo annuale deve essere 11 × il mensile (un mese gratis); "custom": prezzi annuali liberi.',
  }),
  packages: z.array(pricedPackageSchema).min(1).max(4).meta({ title: 'Pacchetti', description: 'I pacchetti, da sinistra a destra.' }),
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
