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

export const emailCopySchema = z
  .strictObject({
    visitorReply: visitorReplyCopySchema,
  })
  .meta({ title: 'E-mail automatiche', description: 'I testi delle e-mail che il sito manda da solo ai visitatori.' });

export type EmailCopy = z.infer<typeof emailCopySchema>;
export type VisitorReplyCopy = z.infer<typeof visitorReplyCopySchema>;
