/**
 * The leads as files the owner opens: CSV for a spreadsheet, JSON for everything as stored. Used by
 * `npm run leads` and the inbox. Web APIs only.
 */
import { LEAD_STATUS_LABELS, SPAM_REASON_LABELS } from '../../schema/leads.ts';
import type { StoredLead } from './store.ts';

export const CSV_COLUMNS = [
  'id',
  'received_at',
  'type',
  'delivery_status',
  'attempts',
  'delivered_at',
  'nome',
  'cognome',
  'azienda',
  'email',
  'telefono',
  'pacchetto',
  'messaggio',
  'origine',
  'timestamp',
  'status',
  'spam_reasons',
  'note',
] as const;

type CsvColumn = (typeof CSV_COLUMNS)[number];

function csvValues(lead: StoredLead): Record<CsvColumn, string> {
  const fields = new Map<string, unknown>(Object.entries(lead.payload));
  const field = (name: string) => {
    const value = fields.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    id: lead.id,
    received_at: lead.receivedAt,
    type: lead.type,
    delivery_status: lead.deliveryStatus,
    attempts: String(lead.attempts),
    delivered_at: lead.deliveredAt ?? '',
    nome: field('nome'),
    cognome: field('cognome'),
    azienda: field('azienda'),
    email: field('email'),
    telefono: field('telefono'),
    pacchetto: field('pacchetto'),
    messaggio: field('messaggio'),
    origine: field('origine'),
    timestamp: field('timestamp'),
    status: LEAD_STATUS_LABELS[lead.status],
    spam_reasons: lead.spamReasons.map((reason) => SPAM_REASON_LABELS[reason]).join('; '),
    note: lead.note,
  };
}

/** The first characters with which a spreadsheet reads a cell as a formula (OWASP, "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * Where a spreadsheet that splits columns on `;` (Excel in Italian) may begin a cell inside a value:
 * after a `;` or a line break. The cell is dangerous when, spaces and quotes aside, a formula character
 * follows, or nothing does: then the cell starts at this cell's closing quote and runs into what comes
 * after it (the line break that ends the row).
 */
const FORMULA_AFTER_CELL_BREAK = /(;|\r\n|\r|\n)(?=[ "]*(?:[=+\-@\t]|$))/g;

/**
 * One CSV cell, safe whichever separator the spreadsheet uses. Every cell is quoted, inner quotes
 * doubled (RFC 4180). A value a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+39…`,
 * `@SUM(…)`) gets a leading apostrophe, so it opens as text (OWASP's advice, since visitors write these
 * fields). Excel set to Italian reads a `,` file with `;` as its separator and ignores these quotes
 * (they open a field only at its start), so a value's own `;` and line breaks become cell breaks
 * there: a `Rossi;=1+1;` would yield a live `=1+1` cell. An apostrophe goes after each such break too.
 */
export function csvField(value: string): string {
  const inert = (FORMULA_START.test(value) ? `'${value}` : value).replace(FORMULA_AFTER_CELL_BREAK, "$1'");
  return `"${inert.replace(/"/g, '""')}"`;
}

/** A header row and one row per lead, CRLF line endings, UTF-8 byte order mark so spreadsheets read accents. */
export function leadsToCsv(leads: readonly StoredLead[]): string {
  return csvFile(
    CSV_COLUMNS,
    leads.map((lead) => {
      const values = csvValues(lead);
      return CSV_COLUMNS.map((column) => values[column]);
    }),
  );
}

function csvFile(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const lines = [header.map(csvField).join(','), ...rows.map((row) => row.map(csvField).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const SUBSCRIBER_CSV_COLUMNS = ['email', 'subscribed_at', 'origine', 'confirmed_at', 'notice'] as const;

/**
 * The newsletter's list, for a newsletter tool: the addresses that confirmed their subscription (double opt-in) and have
 * not left, once each (the latest confirmation), with when and where they asked and when they confirmed.
 */
export function subscribersToCsv(leads: readonly StoredLead[]): string {
  const latest = new Map<string, StoredLead>();
  for (const lead of leads) {
    const consent = lead.newsletterConsent;
    if (consent === null || consent.confirmedAt === null || consent.unsubscribedAt !== null) continue;
    const key = lead.payload.email.toLowerCase();
    const known = latest.get(key)?.newsletterConsent?.confirmedAt;
    if (known === undefined || known === null || known < consent.confirmedAt) latest.set(key, lead);
  }
  return csvFile(
    SUBSCRIBER_CSV_COLUMNS,
    [...latest.values()].map((lead) => [
      lead.payload.email,
      lead.receivedAt,
      lead.payload.origine,
      lead.newsletterConsent?.confirmedAt ?? '',
      lead.newsletterConsent?.notice ?? '',
    ]),
  );
}

/** A lead as the JSON exports give it: every value exactly as the visitor sent it and the owner wrote it. */
export function exportedLead(lead: StoredLead) {
  return {
    id: lead.id,
    receivedAt: lead.receivedAt,
    type: lead.type,
    status: lead.status,
    spamReasons: lead.spamReasons,
    note: lead.note,
    updatedAt: lead.updatedAt,
    deliveryStatus: lead.deliveryStatus,
    attempts: lead.attempts,
    deliveredAt: lead.deliveredAt,
    payload: lead.payload,
    /** The visitor's automatic answer: its number ("2026-0142") and whether it left. */
    visitorReply: lead.visitorReply,
    /** A newsletter subscription's consent record: asked (and the notice shown), confirmation sent (and its text), confirmed, left. */
    newsletterConsent: lead.newsletterConsent,
  };
}

export function leadsToJson(leads: readonly StoredLead[]): string {
  return `${JSON.stringify(leads.map(exportedLead), null, 2)}\n`;
}

/** Everything stored under one e-mail address, for the person it belongs to (GDPR art. 15 and 20). */
export function personExport(email: string, leads: readonly StoredLead[], exportedAt: Date): string {
  return `${JSON.stringify({ email, exportedAt: exportedAt.toISOString(), leads: leads.map(exportedLead) }, null, 2)}\n`;
}
