import { z } from 'zod';

/** How a package button's request dialog behaves on a page. */
export const packageRequestSchema = z
  .strictObject({
    title: z
      .string()
      .trim()
      .min(1)
      .optional()
      .describe('Titolo della finestra prima del nome del pacchetto, es. "Richiedi informazioni". Se manca vale quello del file del sito.'),
    submit: z
      .enum(['none', 'photo-video'])
      .default('none')
      .describe('"none": mostra la conferma senza inviare nulla; "photo-video": invia la richiesta come "Richiesta Pacchetto Foto/Video".'),
    companyLabel: z
      .string()
      .trim()
      .min(1)
      .optional()
      .describe('Etichetta del campo azienda, es. "Nome Azienda". Se manca vale quella del file del sito.'),
    sportWord: z
      .string()
      .trim()
      .min(1)
      .optional()
      .describe('La parola dello sport nel messaggio precompilato, es. "calcio" o "centro yoga".'),
    messageTemplate: z
      .string()
      .trim()
      .min(1)
      .optional()
      .describe('Messaggio precompilato; {pacchetto}, {prezzo} e {sport} vengono sostituiti. Se manca vale quello del file del sito.'),
  })
  .describe('La finestra di richiesta che si apre dai pulsanti dei pacchetti.');

export type PackageRequest = z.infer<typeof packageRequestSchema>;
