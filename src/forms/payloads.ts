import type {
  ConsultationPayload,
  ContactFormPayload,
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  NewsletterPayload,
  PackageRequestPayload,
  PackageRequestType,
} from '../../schema/contact.ts';
import { singleLineValue } from '../../schema/text-hygiene.ts';
import type { ConsultationValues, ContactFormValues, NewsletterValues, PackageRequestValues } from './validation.ts';

/** Which form sent a submission: the first half of `origine`, fixed by the specification (§7). */
export const SOURCE_LABELS = {
  newsletterPanel: 'Newsletter Popup',
  newsletterBox: 'Blog Newsletter Box',
  consultationPopup: 'Popup Consulenza',
  contactPage: 'Pagina Contatti',
} as const;

// Values are written out rather than imported so zod stays out of the browser; the types check them against the schema.
const HONEYPOT: typeof HONEYPOT_FIELD = 'website';
export const ELAPSED: typeof ELAPSED_FIELD = 'elapsedMs';

/** Where and when the visitor pressed send, plus the hidden field only bots fill. */
export interface SubmissionContext {
  pageUrl: string;
  sentAt: Date;
  honeypot: string;
  /** Milliseconds from the page's first paint to the press of send; undefined when the browser cannot tell. */
  elapsedMs?: number | undefined;
}

export function submissionContext(honeypot: string): SubmissionContext {
  return { pageUrl: window.location.href, sentAt: new Date(), honeypot };
}

/**
 * The same, with the time the page has been on screen (`elapsedMs` in the payload), which the function's
 * spam score reads: a form sent within a second of the first paint was not filled in by a person.
 */
export function timedSubmissionContext(honeypot: string): SubmissionContext {
  return { ...submissionContext(honeypot), elapsedMs: msSinceFirstPaint(performance) };
}

/** The part of `performance` the elapsed time is read from. */
interface PaintTiming {
  now(): number;
  getEntriesByName?(name: string): ReadonlyArray<{ startTime: number }>;
}

/**
 * How long the page has been on screen: from its first contentful paint (or, in a browser that does not
 * report paints, from the start of the navigation) to now. The function reads a very short time as a bot's.
 */
export function msSinceFirstPaint(timing: PaintTiming): number | undefined {
  const now = timing.now();
  if (!Number.isFinite(now)) return undefined;
  const firstPaint = timing.getEntriesByName?.('first-contentful-paint')[0];
  return Math.max(0, Math.round(now - (firstPaint?.startTime ?? 0)));
}

export function origine(sourceLabel: string, pageUrl: string): string {
  return `${sourceLabel} - ${pageUrl}`;
}

/** Fields every payload ends with; the honeypot travels only when something filled it, the elapsed time only when measured. */
function envelope(sourceLabel: string, context: SubmissionContext) {
  return {
    timestamp: context.sentAt.toISOString(),
    origine: origine(sourceLabel, context.pageUrl),
    ...(context.honeypot === '' ? {} : { [HONEYPOT]: context.honeypot }),
    ...(context.elapsedMs === undefined ? {} : { [ELAPSED]: context.elapsedMs }),
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

/**
 * Any package request (photo/video, social media, websites, local SEO, sport): the same fields under the
 * page's type; `sourceLabel` is 'Pagina <servizio o sport>', as the page's YAML declares its request.
 */
export function packageRequestPayload(
  type: PackageRequestType,
  sourceLabel: string,
  packageName: string,
  values: PackageRequestValues,
  context: SubmissionContext,
): PackageRequestPayload {
  return {
    type,
    pacchetto: packageName,
    nome: singleLineValue(values.nome),
    cognome: singleLineValue(values.cognome),
    azienda: singleLineValue(values.azienda),
    email: singleLineValue(values.email),
    messaggio: values.messaggio.trim(),
    ...envelope(sourceLabel, context),
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
