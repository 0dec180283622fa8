import type {
  ConsultationPayload,
  ContactFormPayload,
  HONEYPOT_FIELD,
  NewsletterPayload,
  PhotoVideoPackagePayload,
} from '../../schema/contact.ts';
import { singleLineValue } from '../../schema/text-hygiene.ts';
import type { ConsultationValues, ContactFormValues, NewsletterValues, PackageRequestValues } from './validation.ts';

/** Which form sent a submission: the first half of `origine`, fixed by the specification (§7). */
export const SOURCE_LABELS = {
  newsletterPanel: 'Newsletter Popup',
  newsletterBox: 'Blog Newsletter Box',
  consultationPopup: 'Popup Consulenza',
  photoVideoPackage: 'Pagina Foto/Video',
  contactPage: 'Pagina Contatti',
} as const;

// Values are written out rather than imported so zod stays out of the browser; the types check them against the schema.
const HONEYPOT: typeof HONEYPOT_FIELD = 'website';

/** Where and when the visitor pressed send, plus the hidden field only bots fill. */
export interface SubmissionContext {
  pageUrl: string;
  sentAt: Date;
  honeypot: string;
}

export function submissionContext(honeypot: string): SubmissionContext {
  return { pageUrl: window.location.href, sentAt: new Date(), honeypot };
}

export function origine(sourceLabel: string, pageUrl: string): string {
  return `${sourceLabel} - ${pageUrl}`;
}

/** Fields every payload ends with; the honeypot travels only when something filled it. */
function envelope(sourceLabel: string, context: SubmissionContext) {
  return {
    timestamp: context.sentAt.toISOString(),
    origine: origine(sourceLabel, context.pageUrl),
    ...(context.honeypot === '' ? {} : { [HONEYPOT]: context.honeypot }),
  };
}

export function newsletterPayload(values: NewsletterValues, sourceLabel: string, context: SubmissionContext): NewsletterPayload {
  return { type: 'Iscrizione Newsletter', email: singleLineValue(values.email), ...envelope(sourceLabel, context) };
}

export function consultationPayload(values: ConsultationValues, context: SubmissionContext): ConsultationPayload {
  return {
    type: 'Richiesta Consulenza',
    nome: singleLineValue(values.nome),
    email: singleLineValue(values.email),
    ...envelope(SOURCE_LABELS.consultationPopup, context),
  };
}

export function photoVideoPackagePayload(
  packageName: string,
  values: PackageRequestValues,
  context: SubmissionContext,
): PhotoVideoPackagePayload {
  return {
    type: 'Richiesta Pacchetto Foto/Video',
    pacchetto: packageName,
    nome: singleLineValue(values.nome),
    cognome: singleLineValue(values.cognome),
    azienda: singleLineValue(values.azienda),
    email: singleLineValue(values.email),
    messaggio: values.messaggio.trim(),
    ...envelope(SOURCE_LABELS.photoVideoPackage, context),
  };
}

export function contactFormPayload(values: ContactFormValues, sourceLabel: string, context: SubmissionContext): ContactFormPayload {
  return {
    type: 'Contatto dal Sito',
    nome: singleLineValue(values.nome),
    email: singleLineValue(values.email),
    telefono: singleLineValue(values.telefono),
    azienda: singleLineValue(values.azienda),
    messaggio: values.messaggio.trim(),
    ...envelope(sourceLabel, context),
  };
}
