import { html } from 'hono/html';
import { CONTACT_TYPES } from '../../schema/contact.ts';
import type { ContactPayload } from '../../schema/contact.ts';
import type { StoredLead } from './store.ts';

/** The notification the agency receives for one lead. Header values are already free of control characters. */
export interface LeadEmail {
  leadId: string;
  subject: string;
  replyTo: { name: string; address: string };
  text: string;
  html: string;
  /** Where it goes instead of MAIL_TO: the visitor, for the automatic answer (visitor-reply.ts). */
  recipient?: string;
  /** Headers besides the usual ones, such as `Auto-Submitted`. */
  headers?: Readonly<Record<string, string>>;
  /** What its Message-ID is made of instead of the lead's id: another message about the same lead keeps its own. */
  messageKey?: string;
}

const FIELD_LABELS: ReadonlyArray<readonly [field: string, label: string]> = [
  ['pacchetto', 'Pacchetto'],
  ['nome', 'Nome'],
  ['cognome', 'Cognome'],
  ['azienda', 'Azienda'],
  ['email', 'Email'],
  ['telefono', 'Telefono'],
  ['messaggio', 'Messaggio'],
  ['origine', 'Origine'],
  ['timestamp', 'Inviato il'],
];

const MAX_SUBJECT_NAME_LENGTH = 100;

/** Everything a mail client may show as a new line. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

export function composeLeadEmail(lead: StoredLead): LeadEmail {
  const payload = lead.payload;
  const fields = listedFields(payload);
  const text = [
    `Nuova richiesta dal sito: ${payload.type}`,
    '',
    ...fields.map(([label, value]) => {
      const lines = value.split(LINE_BREAK);
      // Continuation lines are indented, so a line typed as "Email: …" can never pass for a field of its own.
      return lines.length === 1 ? `${label}: ${value}` : `${label}:\n${lines.map((line) => `    ${line}`).join('\n')}`;
    }),
    '',
    `Ricevuto il: ${lead.receivedAt}`,
    `ID: ${lead.id}`,
  ].join('\n');
  // hono/html escapes every value written into the template (&, <, >, " and '); the rows are its own, so kept as markup.
  const rows = fields.map(
    ([label, value]) =>
      html`<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0;white-space:pre-wrap">${value}</td></tr>\n`,
  );
  const page = html`<!doctype html>
<html><body style="font-family:sans-serif">
<h1 style="font-size:18px">Nuova richiesta dal sito: ${payload.type}</h1>
<table>
${rows}</table>
<p style="color:#666;font-size:12px">Ricevuto il ${lead.receivedAt} · ID ${lead.id}</p>
</body></html>`;
  // Only strings are written into it, so the template is complete at once, never a promise.
  if (page instanceof Promise) throw new Error('The lead e-mail waited for a value: only strings belong in it.');
  return {
    leadId: lead.id,
    subject: `[Sito] ${payload.type} – ${truncate(headerSafe(senderName(payload)), MAX_SUBJECT_NAME_LENGTH)}`,
    replyTo: { name: headerSafe('nome' in payload ? payload.nome : ''), address: headerSafe(payload.email) },
    text,
    html: page.toString(),
  };
}

function senderName(payload: ContactPayload): string {
  switch (payload.type) {
    case CONTACT_TYPES.newsletter:
      return payload.email;
    case CONTACT_TYPES.photoVideoPackage:
    case CONTACT_TYPES.socialMediaPackage:
    case CONTACT_TYPES.websitePackage:
    case CONTACT_TYPES.localSeoPackage:
    case CONTACT_TYPES.sportPackage:
      return `${payload.nome} ${payload.cognome}`;
    case CONTACT_TYPES.consultation:
    case CONTACT_TYPES.contactForm:
      return payload.nome;
  }
}

function listedFields(payload: ContactPayload): Array<[label: string, value: string]> {
  const values = new Map<string, unknown>(Object.entries(payload));
  return FIELD_LABELS.flatMap(([field, label]): Array<[string, string]> => {
    const value = values.get(field);
    return typeof value === 'string' ? [[label, value === '' ? '—' : value]] : [];
  });
}

/** Control characters (CR and LF above all), invisible format characters and line separators never reach a header. */
export function headerSafe(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function truncate(value: string, maxLength: number): string {
  const codePoints = Array.from(value);
  return codePoints.length <= maxLength ? value : `${codePoints.slice(0, maxLength - 1).join('')}…`;
}
