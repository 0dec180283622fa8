/**
 * Exports the stored leads, or everything stored under one e-mail address, or erases it.
 *
 *   npm run leads -- --since 2025-01-01 [--until 2025-01-31] [--format csv|json] [--db file:data/leads.db]
 *   npm run leads -- --person mario@example.com     # everything stored under that address, as JSON (GDPR art. 15)
 *   npm run leads -- --erase mario@example.com      # deletes it all and says what went (GDPR art. 17)
 *   npm run leads -- --subscribers                  # the newsletter's confirmed subscribers, as CSV (double opt-in)
 *
 * Dates are UTC. --since is inclusive; a date-only --until includes that whole day, a full
 * date-time is exclusive. --db defaults to LEADS_DB_URL (LEADS_DB_AUTH_TOKEN for hosted databases),
 * then to file:data/leads.db. The output goes to stdout.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { DEFAULT_DATABASE_URL } from '../functions/send-contact-email/config.ts';
import { localDatabasePath, openNodeLeadStore } from '../functions/send-contact-email/node.ts';
import { leadsToCsv, leadsToJson, personExport, subscribersToCsv } from '../functions/send-contact-email/lead-export.ts';
import { CONTACT_TYPES } from '../schema/contact-types.ts';
import type { LeadDateRange, LeadStore, StoredLead } from '../functions/send-contact-email/store.ts';

export type ExportFormat = 'csv' | 'json';

export type LeadsCommand =
  | { action: 'export'; range: LeadDateRange; format: ExportFormat; databaseUrl: string }
  | { action: 'person' | 'erase'; email: string; databaseUrl: string }
  | { action: 'subscribers'; databaseUrl: string };

export class UsageError extends Error {
  override name = 'UsageError';
}

const USAGE = [
  'Usage: npm run leads -- --since YYYY-MM-DD [--until YYYY-MM-DD] [--format csv|json] [--db URL]',
  '       npm run leads -- --person EMAIL [--db URL]',
  '       npm run leads -- --erase EMAIL [--db URL]',
  '       npm run leads -- --subscribers [--db URL]',
].join('\n');

function parseOptions(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      options: {
        since: { type: 'string' },
        until: { type: 'string' },
        format: { type: 'string', default: 'csv' },
        db: { type: 'string' },
        person: { type: 'string' },
        erase: { type: 'string' },
        subscribers: { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

export function parseLeadsCommand(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): LeadsCommand {
  const { values } = parseOptions(argv);
  const databaseUrl = values.db ?? (env.LEADS_DB_URL || DEFAULT_DATABASE_URL);
  if (values.subscribers) return { action: 'subscribers', databaseUrl };
  const personal = (['person', 'erase'] as const).filter((action) => values[action] !== undefined);
  if (personal.length > 0) {
    const [action] = personal;
    const email = action === undefined ? undefined : values[action]?.trim();
    if (action === undefined || email === undefined || personal.length > 1 || values.since !== undefined || values.until !== undefined) {
      throw new UsageError(`--person and --erase take one e-mail address, alone (with --db at most).\n${USAGE}`);
    }
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`--${action} needs an e-mail address, not "${email}".`);
    return { action, email, databaseUrl };
  }
  const format = values.format;
  if (format !== 'csv' && format !== 'json') throw new UsageError(`--format must be csv or json, not "${format}".\n${USAGE}`);
  return {
    action: 'export',
    range: {
      since: values.since === undefined ? undefined : parseDateOption('--since', values.since, 'start'),
      until: values.until === undefined ? undefined : parseDateOption('--until', values.until, 'end'),
    },
    format,
    databaseUrl,
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

/** What an erasure printed: each lead that went, and what the owner must still do by hand. */
export function erasureReport(email: string, erased: readonly StoredLead[]): string {
  if (erased.length === 0) return `Nessun contatto salvato con l’indirizzo ${email}: non c’era nulla da cancellare.\n`;
  return [
    `Cancellati ${erased.length === 1 ? '1 contatto' : `${erased.length} contatti`} dell’indirizzo ${email}:`,
    ...erased.map((lead) => `  ${lead.receivedAt}  ${lead.type}  (${lead.id})`),
    'Le e-mail di notifica già arrivate nella casella dell’agenzia restano lì: cancellale a mano.',
    '',
  ].join('\n');
}

/** Runs the command on the store and returns what it prints. */
export async function runLeadsCommand(command: LeadsCommand, store: LeadStore, now: Date): Promise<string> {
  switch (command.action) {
    case 'export': {
      const leads = await store.listLeads(command.range);
      return command.format === 'csv' ? leadsToCsv(leads) : leadsToJson(leads);
    }
    case 'person':
      return personExport(command.email, await store.listLeads({ email: command.email }), now);
    case 'erase':
      return erasureReport(command.email, await store.eraseLeadsByEmail(command.email));
    case 'subscribers':
      return subscribersToCsv(await store.listLeads({ types: [CONTACT_TYPES.newsletter] }));
  }
}

export async function exportLeads(command: LeadsCommand): Promise<string> {
  const path = localDatabasePath(command.databaseUrl);
  if (path !== undefined && !existsSync(path)) {
    throw new UsageError(`There is no leads database at ${path}; pass --db or set LEADS_DB_URL.`);
  }
  const store = await openNodeLeadStore({ url: command.databaseUrl, authToken: process.env.LEADS_DB_AUTH_TOKEN });
  try {
    return await runLeadsCommand(command, store, new Date());
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
