/**
 * The form messages and notices the specification fixes word for word (§5 and §8).
 * They are the one exception to "all copy lives in pages-yaml/": changing them changes the product.
 */
export const validationMessages = {
  emailRequired: 'Inserisci la tua email per continuare',
  emailInvalid: 'Inserisci un indirizzo email valido',
  consultationRequired: 'Inserisci email e nome per continuare',
  contactFormRequired: 'Compila tutti i campi obbligatori (Nome, Email, Messaggio)',
} as const;

export const submitLabels = {
  subscribing: 'Iscrivendo...',
  sending: 'Invio in corso...',
} as const;

export interface NoticeCopy {
  title: string;
  message: string;
}

export const ERROR_TITLE = 'Errore';

export const notices = {
  sendFailed: { title: ERROR_TITLE, message: 'Si è verificato un errore. Riprova più tardi.' },
  newsletterPanelSubscribed: {
    title: 'Iscrizione completata!',
    message: 'Grazie per esserti iscritto alla nostra newsletter. Riceverai presto aggiornamenti sui nostri servizi digitali!',
  },
  newsletterBoxSubscribed: {
    title: 'Iscrizione completata!',
    message:
      'Benvenuto a bordo! Ti scriveremo quando avremo contenuti di marketing di valore da condividere: strategie pratiche, casi reali e idee pronte da applicare alla tua attività.',
  },
  consultationSent: { title: 'Successo!', message: 'La tua richiesta è stata inviata. Ti contatteremo presto!' },
  contactFormSent: { title: 'Messaggio inviato!', message: 'Grazie per averci contattato. Ti risponderemo il prima possibile.' },
  sportPackageRequestSent: { title: 'Richiesta inviata!', message: 'Riceverai una risposta entro 24 ore.' },
} as const satisfies Record<string, NoticeCopy>;

/** The service pages' package notice keeps this title; its text (a promise of contact within 24 hours) comes from the site file. */
export const PACKAGE_REQUEST_SENT_TITLE = 'Richiesta inviata!';

/**
 * The page the function answers to a form sent without JavaScript (a plain HTML form post).
 * Its wording is the notices' above; these are the few words around them.
 */
export const formPostPage = {
  backToSite: 'Torna al sito',
  sendAgain: 'Invia di nuovo',
  fieldsIntro: 'Ecco i dati che hai inserito: correggili e invia di nuovo.',
  fieldLabels: {
    nome: 'Nome',
    cognome: 'Cognome',
    email: 'Email',
    telefono: 'Telefono',
    azienda: 'Azienda',
    pacchetto: 'Pacchetto',
    messaggio: 'Messaggio',
  },
} as const;
