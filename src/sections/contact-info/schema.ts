import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { textSchema } from '../../../schema/primitives.ts';

export const contactInfoSectionSchema = defineSection(
  'contact-info',
  'Recapiti dell’agenzia: indirizzo, telefono, e-mail, orari e zone servite. I valori vengono dal file del sito, qui solo le intestazioni.',
  {
    addressLabel: textSchema.describe('Intestazione dell’indirizzo, es. "Dove siamo".'),
    phoneLabel: textSchema.describe('Intestazione del telefono, es. "Telefono".'),
    emailLabel: textSchema.describe('Intestazione dell’e-mail, es. "E-mail".'),
    hoursTitle: textSchema.describe('Titolo del riquadro degli orari, es. "Orari di apertura".'),
    directionsLabel: z
      .string()
      .trim()
      .min(1)
      .optional()
      .describe('Link alle indicazioni stradali sotto l’indirizzo (apre le mappe in una nuova scheda), es. "Come raggiungerci".'),
    areas: z
      .strictObject({
        title: textSchema.describe('Titolo del riquadro, es. "Zone servite".'),
        text: z.string().trim().min(1).optional().describe('Una frase sotto il titolo.'),
        towns: z.array(textSchema).min(1).max(16).describe('I comuni, nell’ordine in cui appaiono.'),
      })
      .describe('Le zone in cui lavoriamo.'),
  },
);

export type ContactInfoSection = z.infer<typeof contactInfoSectionSchema>;
