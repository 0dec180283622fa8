/**
 * A stored lead's codes, shared by the function that stores them and the inbox that shows them, with the Italian
 * words the owner reads for each: in the inbox and in the exports.
 */

/**
 * Where the owner is with a lead (the inbox's statuses: nuovo, in lavorazione, chiuso, spam).
 * A lead judged spam is stored with 'spam' and never mailed, until the owner moves it out of spam.
 */
export const LEAD_STATUSES = ['new', 'in_progress', 'closed', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * 'pending': the agency has not been mailed yet (a retry is scheduled at `nextAttemptAt`).
 * 'not_configured': stored while no SMTP server was configured; delivered once one is.
 * 'delivered': the SMTP server accepted the notification.
 */
export type DeliveryStatus = 'pending' | 'delivered' | 'not_configured';

/** Why the spam score judged a lead spam (functions/send-contact-email/spam.ts). */
export const SPAM_REASONS = [
  'honeypot',
  'too_fast',
  'fast',
  'links',
  'link_in_name',
  'markup',
  'spam_words',
  'foreign_language',
  'gibberish',
  'repeated_payload',
  'repeated_text',
  'burst',
] as const;

export type SpamReason = (typeof SPAM_REASONS)[number];

export function isSpamReason(value: unknown): value is SpamReason {
  return SPAM_REASONS.some((reason) => reason === value);
}

export const LEAD_STATUS_LABELS = {
  new: 'nuovo',
  in_progress: 'in lavorazione',
  closed: 'chiuso',
  spam: 'spam',
} as const satisfies Record<LeadStatus, string>;

export const SPAM_REASON_LABELS = {
  honeypot: 'campo nascosto compilato (lo vedono solo i programmi automatici)',
  too_fast: 'inviato meno di 1,5 secondi dopo l’apertura della pagina',
  fast: 'inviato meno di 4 secondi dopo l’apertura della pagina',
  links: 'link nel messaggio',
  link_in_name: 'un link al posto del nome, dell’azienda o del telefono',
  markup: 'codice HTML o BBCode nel testo',
  spam_words: 'parole tipiche dello spam',
  foreign_language: 'testo in inglese o in un altro alfabeto',
  gibberish: 'nome o azienda senza senso',
  repeated_payload: 'lo stesso invio già ricevuto nelle ultime 24 ore',
  repeated_text: 'lo stesso testo da altri indirizzi nelle ultime 24 ore',
  burst: 'arrivato in un’ondata di invii',
} as const satisfies Record<SpamReason, string>;

export const DELIVERY_STATUS_LABELS = {
  pending: 'da inviare',
  delivered: 'inviata',
  not_configured: 'in attesa (invio e-mail non configurato)',
} as const satisfies Record<DeliveryStatus, string>;

/**
 * The automatic answer to the visitor (functions/send-contact-email/visitor-reply.ts): 'pending' to be sent (retried
 * like the agency's e-mail), 'sent' taken by the mail server, 'failed' refused by it for good.
 */
export type VisitorReplyStatus = 'pending' | 'sent' | 'failed';

export const VISITOR_REPLY_STATUS_LABELS = {
  pending: 'da inviare',
  sent: 'inviata',
  failed: 'non inviata: il server di posta l’ha rifiutata',
} as const satisfies Record<VisitorReplyStatus, string>;
