// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Hono } from 'hono';
import type { ErasureResult, InboxLead, LeadPage } from '../../inbox/api-types.ts';
import { hashPassword } from '../../inbox/auth.ts';
import { createInboxApp } from '../../inbox/server.ts';
import type { ContactPayload } from '../../schema/contact.ts';
import { acceptedAnswer, postJson, smtpEnv, startTestHost, waitFor } from './support/host.ts';
import type { TestHost } from './support/host.ts';
import { consultationPayload, contactFormPayload, photoVideoPackagePayload, sportPackagePayload } from './support/payloads.ts';
import { startServerProcess, writeTinySite } from './support/process.ts';
import type { ServerProcess } from './support/process.ts';
import { startSmtpServer } from './support/smtp.ts';
import type { TestSmtpServer } from './support/smtp.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const TOKEN = 'prova-token-della-casella-0123456789';
/** The address `npm run inbox` prints: the only host it answers. */
const INBOX_PORT = 4881;
const INBOX_HOST = `127.0.0.1:${INBOX_PORT}`;
let smtp: TestSmtpServer;
let host: TestHost;
let inbox: Hono;
let clientDir: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  clientDir = await mkdtemp(join(tmpdir(), 'inbox-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Richieste dal sito</title>');
  writeFileSync(join(clientDir, 'assets', 'app.js'), 'export {};');
});

afterAll(async () => {
  await smtp.close();
  await rm(clientDir, { recursive: true, force: true });
});

beforeEach(async () => {
  smtp.messages.length = 0;
  host = await startTestHost({ env: smtpEnv(smtp.port) });
  inbox = createInboxApp({
    store: host.service.store,
    token: TOKEN,
    port: () => INBOX_PORT,
    clientDir,
    onLeadReleased: () => host.service.deliverSoon(),
  });
});

afterEach(async () => {
  await host.close();
});

/** A request to the inbox at its printed address, as its page sends it. */
function local(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
  return Promise.resolve(inbox.request(`http://${INBOX_HOST}${path}`, { ...init, headers: { host: INBOX_HOST, ...init.headers } }));
}

function call(path: string, init: RequestInit = {}, token = TOKEN): Promise<Response> {
  return local(path, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
  });
}

async function send(payload: ContactPayload): Promise<string> {
  return (await acceptedAnswer(await postJson(host.functionUrl, payload))).id;
}

async function page(query = ''): Promise<LeadPage> {
  const response = await call(`/api/leads${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

describe('the inbox API', () => {
  it('answers nothing without the token, or with another one, and serves its page and files without data', async () => {
    for (const answer of [await local('/api/leads'), await call('/api/leads', {}, 'un-altro-token-lungo-abbastanza-000')]) {
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({
        error: 'unauthorized',
        message: 'Chiave di accesso mancante o non valida: apri l’indirizzo completo stampato da npm run inbox.',
      });
    }
    const index = await local('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-security-policy')).toContain("connect-src 'self'");
    expect(index.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await local('/assets/app.js')).status).toBe(200);
    // Through another host name (DNS rebinding) or from another site's page, even with the token, nothing answers.
    expect(
      (await local('/api/leads', { headers: { Authorization: `Bearer ${TOKEN}`, host: `attaccante.example:${INBOX_PORT}` } })).status,
    ).toBe(403);
    expect(
      (await local('/api/leads', { headers: { Authorization: `Bearer ${TOKEN}`, Origin: 'https://attaccante.example' } })).status,
    ).toBe(403);
  });

  it('lists the leads newest first, searched and filtered by type, status and date, spam apart', async () => {
    const older = await send(contactFormPayload);
    const consultation = await send(consultationPayload);
    const spam = await send({ ...photoVideoPackagePayload, website: 'http://bot.example' });
    const newest = await send(sportPackagePayload);

    expect((await page()).leads.map(({ id }) => id)).toEqual([newest, consultation, older]);
    expect(await page()).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect((await page('?status=spam')).leads.map(({ id }) => id)).toEqual([spam]);
    expect((await page('?status=all')).total).toBe(4);
    expect((await page(`?type=${encodeURIComponent('Richiesta Consulenza')}`)).leads.map(({ id }) => id)).toEqual([consultation]);
    expect((await page('?q=PALESTRA')).leads.map(({ id }) => id)).toEqual([older]);
    expect((await page(`?since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).total).toBe(0);
    expect((await page(`?until=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).total).toBe(3);
    const invalid = await call('/api/leads?status=letto&page=0');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: 'invalid_request', message: 'Richiesta non valida (status, page).' });
  });

  it('keeps a status and a note, and mails a lead taken out of spam', async () => {
    const id = await send({ ...consultationPayload, website: 'x' });
    await host.service.deliverPendingNow({ ignoreSchedule: true });
    expect(smtp.messages).toEqual([]);

    const change = await call(`/api/leads/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'in_progress', note: 'Non è un bot' }),
    });
    const updated: InboxLead = await change.json();

    expect(updated).toMatchObject({ id, status: 'in_progress', note: 'Non è un bot', spamReasons: ['honeypot'] });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.text).toContain(`ID: ${id}`);
    // The SMTP server's acceptance is recorded in the commit that follows it.
    const delivered = await waitFor(async () => {
      const lead: InboxLead = await (await call(`/api/leads/${id}`)).json();
      return lead.deliveryStatus === 'delivered' ? lead : undefined;
    }, 'the lead to be marked delivered');
    expect(delivered).toMatchObject({ status: 'in_progress', note: 'Non è un bot' });
    expect((await call(`/api/leads/${id}`, { method: 'PATCH', body: JSON.stringify({}) })).status).toBe(400);
    expect((await call(`/api/leads/${crypto.randomUUID()}`, { method: 'PATCH', body: JSON.stringify({ note: 'x' }) })).status).toBe(404);
  });

  it('exports the filtered view as CSV and JSON files', async () => {
    await send(contactFormPayload);
    const consultation = await send(consultationPayload);

    const csv = await call(`/api/export?format=csv&type=${encodeURIComponent('Richiesta Consulenza')}`);
    const json = await call('/api/export?format=json&q=luca');

    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="richieste-\d{4}-\d\d-\d\d\.csv"$/);
    const rows = (await csv.text()).trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`"${consultation}"`);
    expect((await json.json()).map((lead: InboxLead) => lead.id)).toEqual([consultation]);
  });

  it('gives a person everything stored under their address, and erases it', async () => {
    const first = await send(consultationPayload);
    const second = await send({ ...contactFormPayload, email: consultationPayload.email.toUpperCase() });
    const other = await send(contactFormPayload);

    const exported = await call(`/api/person?email=${encodeURIComponent(consultationPayload.email)}`);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="dati-/);
    expect((await exported.json()).leads.map((lead: InboxLead) => lead.id)).toEqual([first, second]);

    const erasure = await call('/api/erasures', { method: 'POST', body: JSON.stringify({ email: consultationPayload.email }) });
    const result: ErasureResult = await erasure.json();

    expect(result.erased.map(({ id }) => id)).toEqual([first, second]);
    expect((await page('?status=all')).leads.map(({ id }) => id)).toEqual([other]);
    expect(await host.service.store.getLead(first)).toBeUndefined();
    const csv = await (await call('/api/export?format=csv&status=all')).text();
    expect(csv.toLowerCase()).not.toContain(consultationPayload.email);
    const invalid = await call('/api/erasures', { method: 'POST', body: JSON.stringify({ email: 'non-un-indirizzo' }) });
    expect(invalid.status).toBe(400);
    await waitFor(async () => ((await host.service.store.countLeads()).pending === 0 ? true : undefined), 'deliveries to end');
  });
});

describe('npm start', () => {
  let directory: string;
  const servers: ServerProcess[] = [];

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'inbox-deployment-'));
  });

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
    await rm(directory, { recursive: true, force: true });
  });

  async function start(env: Record<string, string>): Promise<ServerProcess> {
    const distDir = writeTinySite(directory);
    mkdirSync(join(distDir, '.vite'), { recursive: true });
    writeFileSync(join(distDir, '.vite', 'manifest.json'), '{}');
    const server = await startServerProcess({
      site: true,
      env: { DIST_DIR: distDir, LEADS_DB_URL: `file:${join(directory, 'leads.db')}`, LOG_LEVEL: 'silent', ...env },
    });
    servers.push(server);
    return server;
  }

  it("takes no token in its address: INBOX_TOKEN opens nothing, the owner's app asks for its password, and near-miss function paths and build files are answered as they should", async () => {
    const token = 'token-della-casella-sul-server-0123456789';
    const deployment = await start({ INBOX_TOKEN: token, ADMIN_PASSWORD_HASH: await hashPassword('la password del titolare') });

    expect((await fetch(`${deployment.origin}/inbox/?token=${token}`)).status).toBe(404);
    expect((await fetch(`${deployment.origin}/inbox/api/leads`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);
    expect(deployment.output()).toContain('INBOX_TOKEN no longer opens the inbox on a deployment');
    const app = await fetch(`${deployment.origin}/admin/?token=${token}`, { redirect: 'manual' });
    expect([app.status, app.headers.get('location')]).toEqual([302, '/admin/login']);
    expect((await fetch(`${deployment.origin}/admin/api/leads`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);

    for (const address of ['/functions/v1/send-contact-email/', '//functions/v1/send-contact-email', '/Functions/v1/send-contact-email']) {
      const answer = await fetch(`${deployment.origin}${address}`, {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(answer.status, address).toBe(404);
      expect(answer.headers.get('content-type'), address).toMatch(/^application\/json/);
    }
    expect((await fetch(`${deployment.origin}/.vite/manifest.json`)).status).toBe(404);
    expect((await fetch(`${deployment.origin}/.admin/index.html`)).status).toBe(404);

    await deployment.stop();
    const without = await start({});
    expect((await fetch(`${without.origin}/admin/login`)).status).toBe(404);
  });

  it('refuses to start with an ADMIN_PASSWORD_HASH that is not a hash of npm run admin:password', async () => {
    await expect(start({ ADMIN_PASSWORD_HASH: 'segreto' })).rejects.toThrow(
      'ADMIN_PASSWORD_HASH is not a hash printed by npm run admin:password',
    );
  });
});
