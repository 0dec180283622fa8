import { z } from 'zod';
import { packageRequestSchema } from './package-request.ts';
import { textSchema } from './primitives.ts';

/** What every package card has, priced by month and year (pricing) or once (packages). */
export const packageCardFields = {
  name: textSchema.meta({ title: 'Nome', description: 'Nome del pacchetto, es. "Starter Pack".' }),
  features: z.array(textSchema).min(1).meta({ title: 'Che cosa comprende', description: 'Che cosa comprende, una riga per voce.' }),
  popular: z
    .boolean()
    .default(false)
    .meta({ title: 'In evidenza', description: 'true per il pacchetto in evidenza (badge e bordo colorato).' }),
};

/** What every list of package cards has. */
export const packageListFields = {
  popularBadge: textSchema.meta({
    title: 'Etichetta del pacchetto in evidenza',
    description: 'Badge del pacchetto in evidenza, es. "Più Popolare".',
  }),
  buttonLabel: textSchema.meta({ title: 'Testo del pulsante', description: 'Pulsante di ogni pacchetto, es. "Richiedi Preventivo".' }),
  request: packageRequestSchema.meta({ title: 'Finestra di richiesta' }),
};

export const euroAmountSchema = z.number().positive().describe('Prezzo in euro, solo il numero: 799 (sul sito: €799).');
