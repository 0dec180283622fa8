/**
 * How fast the inbox answers with a full store:
 *
 *   npm run bench:inbox [-- --leads 10000 --runs 50]
 *
 * Seeds a temporary SQLite file (on its worker thread, as in production) with 10,000 leads spread
 * over two years, serves the inbox on 127.0.0.1 and times, over real HTTP, its first page (the 50
 * newest leads but spam, and the count) and searches by a word. Prints p50, p95 and the slowest of each;
 * exits non-zero when a p95 is over 200 ms.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type LocalServer, listenLocally } from '../admin-shell/local-start.ts';
import { payloadFingerprint } from '../functions/send-contact-email/fingerprint.ts';
import { openNodeLeadStore } from '../functions/send-contact-email/node.ts';
import type { NewLead } from '../functions/send-contact-email/store.ts';
import type { LeadPage } from '../inbox/api-types.ts';
import { createInboxApp } from '../inbox/server.ts';
import { CONTACT_TYPES } from '../schema/contact.ts';
import type { ContactPayload } from '../schema/contact.ts';

const BUDGET_MS = 200;
const { values } = parseArgs({ options: { leads: { type: 'string', default: '10000' }, runs: { type: 'string', default: '50' } } });
const leadCount = Number(values.leads);
const runs = Number(values.runs);

const FIRST_NAMES = ['Marco', 'Giulia', 'Luca', 'Francesca', 'Andrea', 'Chiara', 'Paolo', 'Elena', 'Davide', 'Sara', 'Matteo', 'Anna'];
const SURNAMES = ['Rossi', 'Bianchi', 'Ferrari', 'Bertoldi', 'Gatti', 'Zanetti', 'Pasotti', 'Moretti', 'Fontana', 'Ronchi', 'Sala'];
const BUSINESSES = [
  'Pasticceria',
  'Ferramenta',
  'Palestra',
  'Ottica',
  'Cantina',
  'Agriturismo',
  'Studio',
  'Officina',
  'Hotel',
  'Gelateria',
];
const TOWNS = ['Montichiari', 'Brescia', 'Desenzano', 'Salò', 'Lonato', 'Mantova', 'Verona', 'Sirmione', 'Gavardo', 'Ghedi'];
const TOPICS = ['un sito nuovo', 'la gestione di Instagram', 'foto dei prodotti', 'la SEO locale', 'un chatbot', 'le campagne Google Ads'];

function pick<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('Empty list.');
  return item;
}

function payloadFor(index: number, receivedAt: Date): ContactPayload {
  const nome = pick(FIRST_NAMES, index);
  const cognome = pick(SURNAMES, Math.floor(index / 7));
  const azienda = `${pick(BUSINESSES, Math.floor(index / 3))} ${cognome}`;
  const email = `${nome}.${cognome}.${index}@example.it`.toLowerCase();
  const envelope = { timestamp: receivedAt.toISOString(), origine: 'Pagina Contatti - https://www.agenzia.example/contatti' };
  const messaggio = `Buongiorno, siamo a ${pick(TOWNS, index)} e vorremmo ${pick(TOPICS, Math.floor(index / 5))}. Potete richiamarci?`;
  switch (index % 4) {
    case 0:
      return {
        type: CONTACT_TYPES.contactForm,
        nome: `${nome} ${cognome}`,
        email,
        telefono: '030 123 4567',
        azienda,
        messaggio,
        ...envelope,
      };
    case 1:
      return { type: CONTACT_TYPES.newsletter, email, ...envelope };
    case 2:
      return { type: CONTACT_TYPES.consultation, nome, email, ...envelope };
    default:
      return {
        type: CONTACT_TYPES.sportPackage,
        pacchetto: 'Team Pack',
        nome,
        cognome,
        azienda,
        email,
        messaggio,
        ...envelope,
        elapsedMs: 30_000 + index,
      };
  }
}

async function seed(databaseUrl: string): Promise<void> {
  const store = await openNodeLeadStore({ url: databaseUrl });
  const now = Date.now();
  const span = 2 * 365 * 24 * 60 * 60 * 1000;
  const leads: NewLead[] = [];
  for (let index = 0; index < leadCount; index += 1) {
    const receivedAt = new Date(now - span + Math.floor((span * index) / leadCount));
    const payload = payloadFor(index, receivedAt);
    leads.push({
      id: crypto.randomUUID(),
      receivedAt,
      payload,
      payloadHash: await payloadFingerprint(payload),
      deliveryStatus: 'not_configured',
      spamReasons: index % 20 === 0 ? ['links'] : [],
    });
  }
  const batch = 500;
  for (let start = 0; start < leads.length; start += batch) {
    await Promise.all(leads.slice(start, start + batch).map((lead) => store.insertLead(lead, lead.receivedAt)));
  }
  await store.close();
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

async function time(label: string, paths: readonly string[], origin: string, token: string) {
  const durations: number[] = [];
  let matched = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}${pick(paths, run)}`, { headers: { Authorization: `Bearer ${token}` } });
    const page: LeadPage = await response.json();
    durations.push(performance.now() - started);
    if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
    matched += page.total;
  }
  const sorted = [...durations].sort((first, second) => first - second);
  return {
    label,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? Number.NaN,
    averageMatches: Math.round(matched / runs),
  };
}

const directory = mkdtempSync(path.join(tmpdir(), 'bench-inbox-'));
let server: LocalServer | undefined;
try {
  const databaseUrl = `file:${path.join(directory, 'leads.db')}`;
  const seedStarted = performance.now();
  await seed(databaseUrl);
  console.log(`Seeded ${leadCount} leads in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s.`);

  // The API is what is timed: a stand-in page is enough, so the bench needs no client build.
  const clientDir = path.join(directory, 'client');
  mkdirSync(clientDir);
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>bench</title>');
  const store = await openNodeLeadStore({ url: databaseUrl });
  const token = randomBytes(24).toString('base64url');
  server = await listenLocally((port) => createInboxApp({ store, token, port, clientDir }).fetch, 0, token);
  const origin = `http://127.0.0.1:${server.port}`;

  const firstPage = ['/api/leads'];
  const searches = ['pasticceria', 'rossi', 'desenzano', 'instagram', 'chiara gatti', 'montichiari sito', 'giulia', 'ferramenta'].map(
    (words) => `/api/leads?q=${encodeURIComponent(words)}`,
  );
  for (const warmUp of [...firstPage, ...searches]) await fetch(`${origin}${warmUp}`, { headers: { Authorization: `Bearer ${token}` } });
  const results = [await time('first page', firstPage, origin, token), await time('search', searches, origin, token)];
  await store.close();

  console.log(`\nInbox over HTTP, ${leadCount} leads, ${runs} runs each (budget: p95 ≤ ${BUDGET_MS} ms):`);
  console.log('| request | p50 | p95 | max | leads matched (mean) |');
  console.log('|---|---|---|---|---|');
  for (const result of results) {
    console.log(
      `| ${result.label} | ${result.p50.toFixed(1)} ms | ${result.p95.toFixed(1)} ms | ${result.max.toFixed(1)} ms | ${result.averageMatches} |`,
    );
  }
  const over = results.filter((result) => result.p95 > BUDGET_MS);
  if (over.length > 0) {
    console.error(`\nOver budget: ${over.map((result) => result.label).join(', ')}.`);
    process.exitCode = 1;
  }
} finally {
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
}
