import type { z } from 'zod';
import { defineSectionWithOwnHeading } from '../../../schema/section-shell.ts';
import { textSchema } from '../../../schema/primitives.ts';

export const newsletterBoxSectionSchema = defineSectionWithOwnHeading(
  'newsletter-box',
  'Riquadro di iscrizione alla newsletter (nel blog): titolo, frase, campo e-mail e pulsante.',
  {
    title: textSchema.meta({ title: 'Titolo', description: 'Titolo del riquadro, es. "Ricevi i nostri consigli di marketing".' }),
    text: textSchema.meta({ title: 'Testo', description: 'Che cosa riceve chi si iscrive e ogni quanto.' }),
    emailLabel: textSchema.meta({ title: 'Etichetta dell’e-mail', description: 'Etichetta del campo e-mail, es. "La tua email".' }),
    placeholder: textSchema.meta({ title: 'Esempio nel campo', description: 'Esempio dentro il campo vuoto, es. "nome@azienda.it".' }),
    button: textSchema.meta({ title: 'Pulsante', description: 'Pulsante di iscrizione, es. "Iscriviti".' }),
    privacyNote: textSchema
      .optional()
      .meta({ title: 'Nota sulla privacy', description: 'Riga piccola sotto il campo, es. "Niente spam, ti cancelli con un clic".' }),
  },
);

export type NewsletterBoxSection = z.infer<typeof newsletterBoxSectionSchema>;
