/** The Italian words the owner reads for a lead's codes: in the inbox and in the exports. */
import type { SpamReason } from './spam.ts';
import type { DeliveryStatus, LeadStatus } from './store.ts';

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
