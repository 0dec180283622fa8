/**
 * The e-mails the site sends by itself to a visitor (pages-yaml/_email.yaml): their copy, as the marketers write it.
 * The loader resolves the agency's facts in it ({agenzia.nome}, {cifre.tempo-di-risposta}) like in any page; what is
 * known only when a mail leaves ({riferimento}, {tipo}) is filled in by the function. The build writes the validated
 * copy where every runtime reads it (functions/send-contact-email/email-copy.ts), so the function parses it with this
 * same schema: a namespace import, so that the Worker's bundle leaves out zod's locales.
 */
import * as z from 'zod';
import { messageFor } from './messages.ts';

/** The template names the function fills in when the answer leaves: the request's number and its type. */
export const VISITOR_REPLY_SLOTS = { reference: '{riferimento}', type: '{tipo}' } as const;

const line = (title: string, description: string) => z.string().trim().min(1).meta({ title, description });

const lines = (title: string, description: string) => z.array(z.string().trim().min(1)).min(1).meta({ title, description });

export const visitorReplyCopySchema = z
  .strictObject({
    subject: line(
      'Oggetto',
      'L’oggetto della risposta automatica. {riferimento} diventa il numero della richiesta, es. "2026-0142".',
    ).refine(
      (text) => text.includes(VISITOR_REPLY_SLOTS.reference),
      messageFor(
        'l’oggetto deve contenere {riferimento}, il numero della richiesta',
        'the subject must hold {riferimento}, the request’s number',
      ),
    ),
    greeting: line('Saluto', 'La prima riga, es. "Buongiorno,". Non contiene il nome: chiunque può scrivere un nome in un modulo.'),
    paragraphs: lines(
      'Paragrafi',
      'Il testo della risposta, un paragrafo per voce. {riferimento} è il numero della richiesta, {tipo} il tipo di richiesta ' +
        '(es. "Richiesta Consulenza"). Non cita mai il messaggio del visitatore.',
    ).refine(
      (paragraphs) => paragraphs.some((text) => text.includes(VISITOR_REPLY_SLOTS.reference)),
      messageFor(
        'un paragrafo deve contenere {riferimento}, il numero della richiesta',
        'a paragraph must hold {riferimento}, the request’s number',
      ),
    ),
    signature: line('Firma', 'La firma, es. "Il team di {agenzia.nome}".'),
    identity: lines(
      'Recapiti e dati legali',
      'Le righe in fondo alla mail: recapiti e dati legali dell’agenzia, richiamati per nome ({agenzia.ragioneSociale}, {contatti.telefono}, …).',
    ),
  })
  .meta({
    title: 'Risposta automatica al visitatore',
    description:
      'La mail che chi invia una richiesta dal sito riceve subito: il numero della richiesta, il tipo, quando rispondiamo e chi siamo. Mai pubblicità.',
  });

export const newsletterConfirmationCopySchema = z
  .strictObject({
    subject: line('Oggetto', 'L’oggetto della mail di conferma dell’iscrizione alla newsletter.'),
    greeting: line('Saluto', 'La prima riga, es. "Buongiorno,".'),
    paragraphs: lines('Paragrafi', 'Il testo prima del link di conferma, un paragrafo per voce.'),
    button: line('Testo del link di conferma', 'Il testo del link (o del pulsante) che conferma l’iscrizione.'),
    afterLink: lines('Paragrafi dopo il link', 'Il testo dopo il link: che cosa succede se non si conferma.'),
    unsubscribe: line('Cancellazione', 'La riga che accompagna il link per cancellarsi dalla newsletter.'),
    signature: line('Firma', 'La firma, es. "Il team di {agenzia.nome}".'),
  })
  .meta({
    title: 'Conferma dell’iscrizione alla newsletter',
    description: 'La mail che chi si iscrive alla newsletter riceve per confermare l’iscrizione (un link valido 48 ore).',
  });

export const newsletterPagesCopySchema = z
  .strictObject({
    confirmTitle: line('Titolo della pagina di conferma', 'La pagina che apre il link della mail.'),
    confirmText: line('Testo della pagina di conferma', 'Spiega che il pulsante conferma l’iscrizione.'),
    confirmButton: line('Pulsante di conferma', 'Il pulsante che conferma l’iscrizione.'),
    confirmedTitle: line('Titolo: iscrizione confermata', 'La pagina dopo la conferma.'),
    confirmedText: line('Testo: iscrizione confermata', 'La pagina dopo la conferma.'),
    usedTitle: line('Titolo: link già usato', 'Il link di conferma si usa una volta sola.'),
    usedText: line('Testo: link già usato', 'Il link di conferma si usa una volta sola.'),
    expiredTitle: line('Titolo: link scaduto', 'Il link di conferma vale 48 ore.'),
    expiredText: line('Testo: link scaduto', 'Il link di conferma vale 48 ore: che cosa fare.'),
    invalidTitle: line('Titolo: link non valido', 'Un link modificato o incompleto.'),
    invalidText: line('Testo: link non valido', 'Un link modificato o incompleto: che cosa fare.'),
    unsubscribeTitle: line('Titolo della pagina di cancellazione', 'La pagina che apre il link per cancellarsi.'),
    unsubscribeText: line('Testo della pagina di cancellazione', 'Spiega che il pulsante cancella l’iscrizione.'),
    unsubscribeButton: line('Pulsante di cancellazione', 'Il pulsante che cancella l’iscrizione.'),
    unsubscribedTitle: line('Titolo: cancellazione completata', 'La pagina dopo la cancellazione.'),
    unsubscribedText: line('Testo: cancellazione completata', 'La pagina dopo la cancellazione.'),
    backToSite: line('Link al sito', 'Il link che riporta alla home del sito.'),
  })
  .meta({ title: 'Pagine della newsletter', description: 'Le pagine che aprono i link delle mail della newsletter.' });

export const emailCopySchema = z
  .strictObject({
    visitorReply: visitorReplyCopySchema,
    newsletterConfirmation: newsletterConfirmationCopySchema,
    newsletterPages: newsletterPagesCopySchema,
  })
  .meta({ title: 'E-mail automatiche', description: 'I testi delle e-mail che il sito manda da solo ai visitatori.' });

/** What the build hands the function: the file's copy, and the newsletter's notice of the site file (the consent's proof). */
export const functionEmailCopySchema = emailCopySchema.extend({ newsletterNotice: z.string().trim().min(1) });

export type EmailFileCopy = z.infer<typeof emailCopySchema>;
export type EmailCopy = z.infer<typeof functionEmailCopySchema>;
export type NewsletterConfirmationCopy = z.infer<typeof newsletterConfirmationCopySchema>;
export type NewsletterPagesCopy = z.infer<typeof newsletterPagesCopySchema>;
export type VisitorReplyCopy = z.infer<typeof visitorReplyCopySchema>;
