/**
 * Exports the stored leads.
 *
 *   npm run leads -- --since 2025-01-01 [--until 2025-01-31] [--format csv|json] [--db file:data/leads.db]
 *
 * Dates are UTC. --since is inclusive; a date-only --until includes that whole day, a full
 * date-time is exclusive. --db defaults to LEADS_DB_URL (LEADS_DB_AUTH_TOKEN for hosted databases),
 * then to file:data/leads.db. The export goes to stdout.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { DEFAULT_DATABASE_URL } from '../functions/send-contact-email/config.ts';
import { localDatabasePath, openNodeLeadStore } from '../functions/send-contact-email/node.ts';
import type { LeadDateRange, StoredLead } from '../functions/send-contact-email/store.ts';

export type ExportFormat = 'csv' | 'json';

export interface LeadsCommand {
  range: LeadDateRange;
  format: ExportFormat;
  databaseUrl: string;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

const USAGE = 'Usage: npm run leads -- --since YYYY-MM-DD [--until YYYY-MM-DD] [--format csv|json] [--db URL]';

function parseOptions(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      options: {
        since: { type: 'string' },
        until: { type: 'string' },
        format: { type: 'string', default: 'csv' },
        db: { type: 'string' },
      },
      strict: true,
    });
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

export function parseLeadsCommand(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): LeadsCommand {
  const { values } = parseOptions(argv);
  const format = values.format;
  if (format !== 'csv' && format !== 'json') throw new UsageError(`--format must be csv or json, not "${format}".\n${USAGE}`);
  return {
    range: {
      since: values.since === undefined ? undefined : parseDateOption('--since', values.since, 'start'),
      until: values.until === undefined ? undefined : parseDateOption('--until', values.until, 'end'),
    },
    format,
    databaseUrl: values.db ?? (env.LEADS_DB_URL || DEFAULT_DATABASE_URL),
  };
}

function parseDateOption(option: string, value: string, edge: 'start' | 'end'): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const parsed = new Date(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(parsed.getTime())) {
    throw new UsageError(`${option} must be a date like 2025-01-31 or a date-time like 2025-01-31T18:00:00Z, not "${value}".`);
  }
  if (dateOnly && edge === 'end') parsed.setUTCDate(parsed.getUTCDate() + 1);
  return parsed;
}

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
  };
}

/** The first characters with which a spreadsheet reads a cell as a formula (OWASP, "CSV injection"). */
const FORMULA_TRIGGER = /^[=+\-@\t\r\n]/;

/**
 * RFC 4180: a field with a comma, a double quote or a line break is quoted, inner quotes doubled.
 * A field a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+39…`, `@SUM(…)`) gets a leading
 * apostrophe, so it opens as text: the OWASP advice, since visitors write these fields.
 */
export function csvField(value: string): string {
  const inert = FORMULA_TRIGGER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** A header row and one row per lead, CRLF line endings, UTF-8 byte order mark so spreadsheets read accents. */
export function leadsToCsv(leads: readonly StoredLead[]): string {
  const rows = [
    CSV_COLUMNS.join(','),
    ...leads.map((lead) => {
      const values = csvValues(lead);
      return CSV_COLUMNS.map((column) => csvField(values[column])).join(',');
    }),
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

export function leadsToJson(leads: readonly StoredLead[]): string {
  const exported = leads.map((lead) => ({
    id: lead.id,
    receivedAt: lead.receivedAt,
    type: lead.type,
    deliveryStatus: lead.deliveryStatus,
    attempts: lead.attempts,
    deliveredAt: lead.deliveredAt,
    payload: lead.payload,
  }));
  return `${JSON.stringify(exported, null, 2)}\n`;
}

export async function exportLeads(command: LeadsCommand): Promise<string> {
  const path = localDatabasePath(command.databaseUrl);
  if (path !== undefined && !existsSync(path)) {
    throw new UsageError(`There is no leads database at ${path}; pass --db or set LEADS_DB_URL.`);
  }
  const store = await openNodeLeadStore({ url: command.databaseUrl, authToken: process.env.LEADS_DB_AUTH_TOKEN });
  try {
    const leads = await store.listLeads(command.range);
    return command.format === 'csv' ? leadsToCsv(leads) : leadsToJson(leads);
  } finally {
    await store.close();
  }
}

const startedFromCommandLine = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (startedFromCommandLine) {
  try {
    process.stdout.write(await exportLeads(parseLeadsCommand(process.argv.slice(2), process.env)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
}
