import { describe, expect, it } from 'vitest';
import { notices, PACKAGE_REQUEST_SENT_TITLE, submitLabels, validationMessages } from '../../../schema/form-messages.ts';

/** The specification fixes these words (§4, §5, §8); a change here is a change of the product. */
describe('messages fixed by the specification', () => {
  it('validation messages', () => {
    expect(validationMessages).toEqual({
      emailRequired: 'Inserisci la tua email per continuare',
      emailInvalid: 'Inserisci un indirizzo email valido',
      consultationRequired: 'Inserisci email e nome per continuare',
      contactFormRequired: 'Compila tutti i campi obbligatori (Nome, Email, Messaggio)',
    });
  });

  it('submit buttons while sending', () => {
    expect(submitLabels).toEqual({ subscribing: 'Iscrivendo...', sending: 'Invio in corso...' });
  });

  it('notices', () => {
    expect(notices.sendFailed).toEqual({ title: 'Errore', message: 'Si è verificato un errore. Riprova più tardi.' });
    expect(notices.newsletterPanelSubscribed).toEqual({
      title: 'Iscrizione completata!',
      message: 'Grazie per esserti iscritto alla nostra newsletter. Riceverai presto aggiornamenti sui nostri servizi digitali!',
    });
    expect(notices.newsletterBoxSubscribed.title).toBe('Iscrizione completata!');
    expect(notices.newsletterBoxSubscribed.message).toMatch(/contenuti di marketing di valore/);
    expect(notices.consultationSent).toEqual({ title: 'Successo!', message: 'La tua richiesta è stata inviata. Ti contatteremo presto!' });
    expect(notices.contactFormSent).toEqual({
      title: 'Messaggio inviato!',
      message: 'Grazie per averci contattato. Ti risponderemo il prima possibile.',
    });
    expect(notices.sportPackageRequestSent).toEqual({ title: 'Richiesta inviata!', message: 'Riceverai una risposta entro 24 ore.' });
    expect(PACKAGE_REQUEST_SENT_TITLE).toBe('Richiesta inviata!');
  });
});
