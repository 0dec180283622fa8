import { z } from 'zod';
import { defineSection } from '../../../schema/section-shell.ts';
import { textSchema } from '../../../schema/primitives.ts';

const fieldCopySchema = z
  .strictObject({
    label: textSchema.meta({
      title: 'Etichetta',
      description: 'Etichetta del campo come la legge il visitatore; i campi obbligatori finiscono con " *".',
    }),
    placeholder: textSchema
      .optional()
      .meta({ title: 'Esempio nel campo', description: 'Esempio scritto dentro il campo vuoto, es. "Mario Rossi".' }),
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
      .meta({ title: 'Punti di forza', description: 'Brevi promesse accanto al modulo, con la spunta, es. "Risposta entro 24 ore".' }),
    fields: z
      .strictObject({
        name: fieldCopySchema.meta({ title: 'Campo nome', description: 'Nome e cognome (obbligatorio): "Nome completo *".' }),
        email: fieldCopySchema.meta({ title: 'Campo e-mail', description: 'E-mail (obbligatoria): "Email *".' }),
        phone: fieldCopySchema.meta({ title: 'Campo telefono', description: 'Telefono (facoltativo): "Telefono".' }),
        company: fieldCopySchema.meta({ title: 'Campo azienda', description: 'Azienda (facoltativa): "Azienda".' }),
        message: fieldCopySchema.meta({ title: 'Campo messaggio', description: 'Messaggio (obbligatorio): "Messaggio *".' }),
      })
      .meta({ title: 'Campi', description: 'I testi dei cinque campi.' }),
    submitLabel: textSchema.meta({ title: 'Pulsante di invio', description: 'Pulsante di invio, es. "Invia richiesta".' }),
    note: textSchema.optional().meta({ title: 'Nota', description: 'Riga piccola sotto il pulsante, es. sulla riservatezza dei dati.' }),
    sourceLabel: textSchema.default('Pagina Contatti').meta({
      title: 'Provenienza',
      description: 'Da dove arriva il messaggio, come lo legge l’agenzia nell’e-mail ("origine"): "Pagina Contatti".',
    }),
  },
);

export type ContactFormSection = z.infer<typeof contactFormSectionSchema>;
