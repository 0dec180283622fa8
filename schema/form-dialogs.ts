import { z } from 'zod';
import { messageTemplateSchema } from './package-request.ts';
import { textSchema } from './primitives.ts';

/** Copy of a dialog that asks for a name and an e-mail: the consultation popup and the AI page's booking. */
export const consultationDialogCopySchema = z.strictObject({
  title: textSchema.describe('Titolo della finestra.'),
  text: textSchema.describe('Frase sotto il titolo: che cosa riceve chi compila.'),
  nameLabel: textSchema.describe('Etichetta del campo nome, es. "Nome".'),
  namePlaceholder: textSchema.describe('Esempio dentro il campo nome, es. "Mario Rossi".'),
  emailLabel: textSchema.describe('Etichetta del campo e-mail, es. "Email".'),
  emailPlaceholder: textSchema.describe('Esempio dentro il campo e-mail, es. "mario@azienda.it".'),
  submit: textSchema.describe('Pulsante di invio, es. "Richiedi la consulenza".'),
  note: textSchema.describe('Riga piccola sotto il pulsante, es. la promessa di risposta entro 24 ore.'),
});

export const packageRequestDialogCopySchema = z
  .strictObject({
    title: textSchema.describe('Titolo predefinito, seguito dal nome del pacchetto: "Richiedi informazioni".'),
    text: textSchema.describe('Frase sotto il titolo.'),
    firstNameLabel: textSchema.describe('Etichetta del campo nome: "Nome".'),
    lastNameLabel: textSchema.describe('Etichetta del campo cognome: "Cognome".'),
    companyLabel: textSchema.describe('Etichetta predefinita del campo azienda: "Azienda" (una pagina può scrivere "Nome Azienda").'),
    emailLabel: textSchema.describe('Etichetta del campo e-mail: "Email".'),
    messageLabel: textSchema.describe('Etichetta del messaggio, facoltativo: "Messaggio".'),
    cancel: textSchema.describe('Pulsante che chiude la finestra: "Annulla".'),
    submit: textSchema.describe('Pulsante di invio, es. "Invia richiesta".'),
    serviceMessageTemplate: messageTemplateSchema(['pacchetto']).describe(
      'Messaggio precompilato nelle pagine dei servizi; {pacchetto} e {prezzo} vengono sostituiti.',
    ),
    sportMessageTemplate: messageTemplateSchema(['pacchetto', 'prezzo', 'sport']).describe(
      'Messaggio precompilato nelle pagine sport; {sport} è la frase "sportWord" della pagina, scritta come si legge dopo "per": "la mia società di basket".',
    ),
    successText: textSchema.describe(
      'Testo della conferma "Richiesta inviata!" nelle pagine dei servizi: la promessa di ricontattare entro 24 ore. Nelle pagine sport il testo è fisso: "Riceverai una risposta entro 24 ore.".',
    ),
  })
  .describe('La finestra di richiesta di un pacchetto (preventivo o informazioni).');
