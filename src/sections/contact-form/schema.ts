import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { textSchema } from '../../../schema/primitives.ts';

const fieldCopySchema = z
  .strictObject({
    label: textSchema.describe('Etichetta del campo come la legge il visitatore; i campi obbligatori finiscono con " *".'),
    placeholder: z.string().trim().min(1).optional().describe('Esempio scritto dentro il campo vuoto, es. "Mario Rossi".'),
  })
  .describe('Testi di un campo del modulo.');

export const contactFormSectionSchema = defineSection(
  'contact-form',
  'Il modulo di contatto: nome, e-mail, telefono, azienda e messaggio, inviato all’agenzia come "Contatto dal Sito".',
  {
    points: z
      .array(textSchema)
      .max(5)
      .default([])
      .describe('Brevi promesse accanto al modulo, con la spunta, es. "Risposta entro 24 ore".'),
    fields: z
      .strictObject({
        name: fieldCopySchema.describe('Nome e cognome (obbligatorio): "Nome completo *".'),
        email: fieldCopySchema.describe('E-mail (obbligatoria): "Email *".'),
        phone: fieldCopySchema.describe('Telefono (facoltativo): "Telefono".'),
        company: fieldCopySchema.describe('Azienda (facoltativa): "Azienda".'),
        message: fieldCopySchema.describe('Messaggio (obbligatorio): "Messaggio *".'),
      })
      .describe('I testi dei cinque campi.'),
    submitLabel: textSchema.describe('Pulsante di invio, es. "Invia richiesta".'),
    note: z.string().trim().min(1).optional().describe('Riga piccola sotto il pulsante, es. sulla riservatezza dei dati.'),
    sourceLabel: textSchema
      .default('Pagina Contatti')
      .describe('Da dove arriva il messaggio, come lo legge l’agenzia nell’e-mail ("origine"): "Pagina Contatti".'),
  },
);

export type ContactFormSection = z.infer<typeof contactFormSectionSchema>;
