import { z } from 'zod';
import { messageTemplateSchema } from './package-request.ts';
import { textSchema } from './primitives.ts';

/** Copy of a dialog that asks for a name and an e-mail: the consultation popup and the AI page's booking. */
export const consultationDialogCopySchema = z.strictObject({
  title: textSchema.meta({ title: 'Titolo', description: 'Titolo della finestra.' }),
  text: textSchema.meta({ title: 'Testo', description: 'Frase sotto il titolo: che cosa riceve chi compila.' }),
  nameLabel: textSchema.meta({ title: 'Etichetta del nome', description: 'Etichetta del campo nome, es. "Nome".' }),
  namePlaceholder: textSchema.meta({ title: 'Esempio di nome', description: 'Esempio dentro il campo nome, es. "Mario Rossi".' }),
  emailLabel: textSchema.meta({ title: 'Etichetta dell’e-mail', description: 'Etichetta del campo e-mail, es. "Email".' }),
  emailPlaceholder: textSchema.meta({ title: 'Esempio di e-mail', description: 'Esempio dentro il campo e-mail, es. "mario@azienda.it".' }),
  submit: textSchema.meta({ title: 'Pulsante di invio', description: 'Pulsante di invio, es. "Richiedi la consulenza".' }),
  note: textSchema.meta({ title: 'Nota', description: 'Riga piccola sotto il pulsante, es. la promessa di risposta entro 24 ore.' }),
});

export const packageRequestDialogCopySchema = z
  .strictObject({
    title: textSchema.meta({
      title: 'Titolo della finestra',
      description: 'Titolo predefinito, seguito dal nome del pacchetto: "Richiedi informazioni".',
    }),
    text: textSchema.meta({ title: 'Testo', description: 'Frase sotto il titolo.' }),
    firstNameLabel: textSchema.meta({ title: 'Etichetta del nome', description: 'Etichetta del campo nome: "Nome".' }),
    lastNameLabel: textSchema.meta({ title: 'Etichetta del cognome', description: 'Etichetta del campo cognome: "Cognome".' }),
    companyLabel: textSchema.meta({
      title: 'Etichetta del campo azienda',
      description: 'Etichetta predefinita del campo azienda: "Azienda" (una pagina può scrivere "Nome Azienda").',
    }),
    emailLabel: textSchema.meta({ title: 'Etichetta dell’e-mail', description: 'Etichetta del campo e-mail: "Email".' }),
    messageLabel: textSchema.meta({ title: 'Etichetta del messaggio', description: 'Etichetta del messaggio, facoltativo: "Messaggio".' }),
    cancel: textSchema.meta({ title: 'Pulsante «annulla»', description: 'Pulsante che chiude la finestra: "Annulla".' }),
    submit: textSchema.meta({ title: 'Pulsante di invio', description: 'Pulsante di invio, es. "Invia richiesta".' }),
    serviceMessageTemplate: messageTemplateSchema(['pacchetto']).meta({
      title: 'Messaggio per i servizi',
      description: 'Messaggio precompilato nelle pagine dei servizi; {pacchetto} e {prezzo} vengono sostituiti.',
    }),
    sportMessageTemplate: messageTemplateSchema(['pacchetto', 'prezzo', 'sport']).meta({
      title: 'Messaggio per lo sport',
      description:
        'Messaggio precompilato nelle pagine sport; {sport} è la frase "sportWord" della pagina, scritta come si legge dopo "per": "la mia società di basket".',
    }),
    successText: textSchema.meta({
      title: 'Testo di conferma',
      description:
        'Testo della conferma "Richiesta inviata!" nelle pagine dei servizi: la promessa di ricontattare entro 24 ore. Nelle pagine sport il testo è fisso: "Riceverai una risposta entro 24 ore.".',
    }),
  })
  .describe('La finestra di richiesta di un pacchetto (preventivo o informazioni).');
