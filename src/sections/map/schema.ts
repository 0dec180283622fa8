import { z } from 'zod';
import { say } from '../../../schema/messages.ts';
import { defineSection } from '../../../schema/section-shell.ts';
import { imageSchema, textSchema } from '../../../schema/primitives.ts';

const MAP_EMBED_PREFIXES = ['https://www.google.com/maps/embed', 'https://www.google.com/maps?', 'https://maps.google.com/maps?'];

export const mapSectionSchema = defineSection(
  'map',
  'Mappa incorporata che si carica solo dopo il consenso ai cookie, o quando il visitatore la chiede; prima mostra un segnaposto.',
  {
    embedUrl: z
      .string()
      .refine((url) => MAP_EMBED_PREFIXES.some((prefix) => url.startsWith(prefix)), {
        message: say(
          'l’indirizzo della mappa deve essere un indirizzo di incorporamento di Google Maps che inizia con "https://www.google.com/maps/embed" o "https://www.google.com/maps?"',
          'the map address must be a Google Maps embed address starting with "https://www.google.com/maps/embed" or "https://www.google.com/maps?"',
        ),
      })
      .meta({
        title: 'Indirizzo della mappa',
        description:
          'Indirizzo di incorporamento della mappa. La sede dell’agenzia: "https://www.google.com/maps?q={contatti.indirizzo}&output=embed", costruito dall’indirizzo del file del sito; un altro luogo: Google Maps → Condividi → Incorpora una mappa → il valore di src.',
      }),
    frameTitle: textSchema.meta({
      title: 'Nome della mappa',
      description: 'Descrizione della mappa per gli screen reader, es. "Mappa: {agenzia.nome}, {contatti.indirizzo}".',
    }),
    placeholder: z
      .strictObject({
        title: textSchema.meta({ title: 'Titolo', description: 'Titolo del segnaposto, es. "La mappa è in pausa".' }),
        text: textSchema.meta({ title: 'Testo', description: 'Spiega che la mappa viene da Google e si carica solo con il consenso.' }),
        button: textSchema.meta({ title: 'Pulsante', description: 'Pulsante che carica la mappa, es. "Carica la mappa".' }),
        image: imageSchema.meta({ title: 'Illustrazione di sfondo', description: 'Illustrazione di sfondo del segnaposto.' }),
      })
      .meta({ title: 'Segnaposto', description: 'Che cosa si vede al posto della mappa finché non c’è il consenso.' }),
    openLabel: textSchema.optional().meta({
      title: 'Link a Google Maps',
      description: 'Link che apre l’indirizzo in Google Maps in una nuova scheda, es. "Apri in Google Maps".',
    }),
  },
);

export type MapSection = z.infer<typeof mapSectionSchema>;
