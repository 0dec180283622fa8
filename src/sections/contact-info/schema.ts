import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { textSchema } from '../../../schema/primitives.ts';

export const contactInfoSectionSchema = defineSection(
  'contact-info',
  'Recapiti dell’agenzia: indirizzo, telefono, e-mail, orari e zone servite. I valori vengono dal file del sito, qui solo le intestazioni.',
  {
    addressLabel: textSchema.meta({ title: 'Etichetta dell’indirizzo', description: 'Intestazione dell’indirizzo, es. "Dove siamo".' }),
    phoneLabel: textSchema.meta({ title: 'Etichetta del telefono', description: 'Intestazione del telefono, es. "Telefono".' }),
    emailLabel: textSchema.meta({ title: 'Etichetta dell’e-mail', description: 'Intestazione dell’e-mail, es. "E-mail".' }),
    hoursTitle: textSchema.meta({ title: 'Titolo degli orari', description: 'Titolo del riquadro degli orari, es. "Orari di apertura".' }),
    directionsLabel: textSchema.optional().meta({
      title: 'Link alle indicazioni',
      description: 'Link alle indicazioni stradali sotto l’indirizzo (apre le mappe in una nuova scheda), es. "Come raggiungerci".',
    }),
    areas: z
      .strictObject({
        title: textSchema.meta({ title: 'Titolo', description: 'Titolo del riquadro, es. "Zone servite".' }),
        text: textSchema.optional().meta({ title: 'Testo', description: 'Una frase sotto il titolo.' }),
        towns: z.array(textSchema).min(1).max(16).meta({ title: 'Comuni', description: 'I comuni, nell’ordine in cui appaiono.' }),
      })
      .meta({ title: 'Zone', description: 'Le zone in cui lavoriamo.' }),
  },
);

export type ContactInfoSection = z.infer<typeof contactInfoSectionSchema>;
