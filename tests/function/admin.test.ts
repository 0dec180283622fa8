// @vitest-environment node
/**
 * The owner's app on a deployment (inbox/admin.ts, inbox/auth.ts) over a real SQLite file: the login, the session in
 * the store, the limit on attempts, and the inbox behind them. The same cases run on workerd and Deno in the contract
 * suite (tests/runtimes/contract.test.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CLIENT_DIR, createAdminApp, SESSION_MODE_META } from '../../inbox/admin.ts';
import type { DailyStatistics, LeadPage, LeadSummary, Statistics } from '../../inbox/api-types.ts';
import { AdminPasswordHashError, hashPassword, parsePasswordHash } from '../../inbox/auth.ts';
import { nodeSiteFiles } from '../../site-server/node.ts';
import { acceptedAnswer, postJson, startTestHost } from './support/host.ts';
import type { TestHost } from './support/host.ts';
import { contactFormPayload } from './support/payloads.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 });

const PASSWORD = 'una password lunga e sua soltanto';
const SITE = 'https://www.agenzia.example';
let passwordHash: string;
let distDir: string;
let host: TestHost;
let admin: Hono;
let clock: Date | undefined;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
  distDir = await mkdtemp(join(tmpdir(), 'admin-dist-'));
  mkdirSync(join(distDir, ADMIN_CLIENT_DIR, 'assets'), { recursive: true });
  writeFileSync(
    join(distDir, ADMIN_CLIENT_DIR, 'index.html'),
    '<!doctype html><html><head><title>Richieste dal sito</title></head></html>',
  );
  writeFileSync(join(distDir, ADMIN_CLIENT_DIR, 'assets', 'app.js'), 'export {};');
});

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

beforeEach(async () => {
  clock = undefined;
  host = await startTestHost({ env: { TRUST_PROXY: '1' } });
  admin = createAdminApp({
    store: host.service.store,
    analytics: host.service.analytics,
    sessions: host.service.adminSessions,
    passwordHash,
    files: nodeSiteFiles(distDir),
    trustedProxyHops: 1,
    now: () => clock ?? new Date(),
  });
});

afterEach(async () => {
  await host.close();
});

/** A request as a browser on the deployment sends it: over HTTPS, from the site's own pages. */
function request(path: string, init: RequestInit & { cookie?: string; address?: string } = {}): Promise<Response> {
  const { cookie, address = '198.51.100.7', ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('X-Forwarded-For', address);
  if (cookie !== undefined) headers.set('Cookie', cookie);
  if (rest.method === 'POST' && !headers.has('Origin')) headers.set('Origin', SITE);
  return Promise.resolve(admin.request(`${SITE}${path}`, { ...rest, headers }));
}

function logIn(password: string, address?: string): Promise<Response> {
  return request('/login', {
    method: 'POST',
    body: new URLSearchParams({ password }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    ...(address === undefined ? {} : { address }),
  });
}

/** The cookie the login set, as the browser sends it back. */
function sessionCookie(response: Response): string {
  const setCookie = response.headers.get('set-cookie') ?? '';
  return setCookie.split(';', 1)[0] ?? '';
}

describe('the owner’s app on a deployment', () => {
  it('opens on an Italian login form that works without JavaScript, and shows nothing else without a session', async () => {
    const login = await request('/login');
    expect(login.status).toBe(200);
    const page = await login.text();
    expect(page).toContain('<form method="post" action="/admin/login">');
    expect(page).toContain('type="password"');
    expect(page).not.toContain('<script');
    expect(login.headers.get('content-security-policy')).toContain("script-src 'self'");

    const app = await request('/', { redirect: 'manual' });
    expect([app.status, app.headers.get('location')]).toEqual([302, '/admin/login']);
    const leads = await request('/api/leads');
    expect(leads.status).toBe(401);
    expect(await leads.json()).toMatchObject({ error: 'unauthorized' });
    // A token in the address opens nothing.
    expect((await request('/?token=qualcosa-di-lungo-abbastanza-0123456789', { redirect: 'manual' })).status).toBe(302);
  });

  it('logs in with the password: a session cookie, then the inbox lists the lead just sent; signing out ends the session', async () => {
    const leadId = (await acceptedAnswer(await postJson(host.functionUrl, { ...contactFormPayload, email: 'lia.login@example.com' }))).id;

    const login = await logIn(PASSWORD);
    expect([login.status, login.headers.get('location')]).toEqual([303, '/admin/']);
    const setCookie = login.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/admin');
    const cookie = sessionCookie(login);

    const leads = await request('/api/leads', { cookie });
    expect(leads.status).toBe(200);
    const listed: LeadPage = await leads.json();
    expect(listed.leads.map((lead) => lead.id)).toContain(leadId);

    const page = await request('/', { cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(SESSION_MODE_META);
    expect((await request('/assets/app.js', { cookie })).status).toBe(200);

    const logout = await request('/logout', { method: 'POST', cookie });
    expect([logout.status, logout.headers.get('location')]).toEqual([303, '/admin/login?uscito']);
    expect(logout.headers.get('set-cookie')).toMatch(/^admin_session=;/);
    expect((await request('/api/leads', { cookie })).status).toBe(401);
  });

  it('answers the summary from the leads and the statistics of 7, 30 or 90 days from the measurement, behind the session', async () => {
    // Sent from the page the visitor landed on from a campaign: the address the form names keeps its UTM.
    const origine = `${contactFormPayload.origine}?utm_source=google&utm_medium=cpc&utm_campaign=autunno`;
    await acceptedAnswer(await postJson(host.functionUrl, { ...contactFormPayload, email: 'lia.statistiche@example.com', origine }));
    const visit = { path: '/servizi', referrerHost: 'www.google.com', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'autunno' };
    const recordedAt = new Date();
    for (const [visitor, kind] of [
      ['a', 'view'],
      ['b', 'view'],
      ['a', 'send'],
    ] as const) {
      await host.service.analytics.recordEvent({ at: recordedAt, visitor, kind, target: '', ...visit });
    }
    expect((await request('/api/stats?days=7')).status).toBe(401);
    expect((await request('/api/summary')).status).toBe(401);

    // A day later and an hour: the lead is no longer today's, and it has waited more than 24 hours.
    clock = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const cookie = sessionCookie(await logIn(PASSWORD));
    const today = new Date(clock.getTime() - 60 * 60 * 1000).toISOString();
    const summary: LeadSummary = await (await request(`/api/summary?today=${encodeURIComponent(today)}`, { cookie })).json();
    expect(summary).toEqual({
      newToday: 0,
      waitingOver24h: 1,
      week: {
        total: 1,
        byType: [{ type: contactFormPayload.type, count: 1 }],
        bySource: [{ source: 'google / autunno', count: 1 }],
      },
    });

    const stats = await request('/api/stats?days=7', { cookie });
    expect(stats.status).toBe(200);
    const figures: Statistics = await stats.json();
    const daily: DailyStatistics = await (await request('/api/stats/daily?days=7', { cookie })).json();
    expect(daily.daily).toHaveLength(7);
    // Every day of the period is there, with zeros where nothing was counted.
    expect(daily.daily.filter((day) => day.views > 0)).toEqual([{ day: recordedAt.toISOString().slice(0, 10), visitors: 2, views: 2 }]);
    expect(daily.daily.at(-1)?.day).toBe(clock.toISOString().slice(0, 10));
    expect(figures.pages).toEqual([expect.objectContaining({ path: '/servizi', views: 2, visitors: 2, sent: 1 })]);
    expect(figures.sources).toEqual([expect.objectContaining({ referrerHost: 'www.google.com', utmCampaign: 'autunno', sent: 1 })]);
    expect(figures.funnel.map((step) => step.count)).toEqual([2, 0, 0, 1]);
    expect(((await (await request('/api/stats/daily?days=90', { cookie })).json()) as DailyStatistics).daily).toHaveLength(90);
    expect((await request('/api/stats/daily?days=7')).status).toBe(401);
    expect((await request('/api/stats?days=45', { cookie })).status).toBe(400);
    expect((await request('/api/summary?today=ieri', { cookie })).status).toBe(400);
  });

  it('opens an alert’s link to a lead after the login, and keeps nothing else from the address', async () => {
    const leadId = '01936f5e-0000-7000-8000-000000000001';
    const toLogin = await request(`/?lead=${leadId}`, { redirect: 'manual' });
    expect(toLogin.headers.get('location')).toBe(`/admin/login?lead=${leadId}`);
    expect(await (await request(`/login?lead=${leadId}`)).text()).toContain(`<input type="hidden" name="lead" value="${leadId}" />`);
    expect(await (await request('/login?lead=%22%3E%3Cscript%3E')).text()).not.toContain('name="lead"');

    const login = await request('/login', {
      method: 'POST',
      body: new URLSearchParams({ password: PASSWORD, lead: leadId }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect([login.status, login.headers.get('location')]).toEqual([303, `/admin/?lead=${leadId}`]);
  });

  it('refuses a wrong password, and a session once it has expired', async () => {
    const wrong = await logIn('non è la password giusta');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(await wrong.text()).toContain('Password non corretta.');

    const cookie = sessionCookie(await logIn(PASSWORD));
    expect((await request('/api/leads', { cookie })).status).toBe(200);
    clock = new Date(Date.now() + 13 * 60 * 60 * 1000);
    expect((await request('/api/leads', { cookie })).status).toBe(401);
  });

  it('answers the 11th attempt within a minute with 429 in Italian, from that address and from any other', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await logIn(`tentativo ${attempt}`)).status).toBe(401);
    const eleventh = await logIn(PASSWORD);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await eleventh.text()).toMatch(/Troppi tentativi di accesso: riprova tra \d+ secondi\./);
    expect(eleventh.headers.get('set-cookie')).toBeNull();
    // The account's own limit: an attacker does not get 10 more by changing address.
    expect((await logIn(PASSWORD, '192.0.2.44')).status).toBe(429);

    clock = new Date(Date.now() + 61_000);
    expect((await logIn(PASSWORD)).status).toBe(303);
  });

  it('refuses a login posted from another site', async () => {
    const foreign = await request('/login', {
      method: 'POST',
      body: new URLSearchParams({ password: PASSWORD }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('set-cookie')).toBeNull();
  });

  it('drops Secure from the cookie only over plain HTTP on the loopback address', async () => {
    const local = await admin.request('http://127.0.0.1/login', {
      method: 'POST',
      body: new URLSearchParams({ password: PASSWORD }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://127.0.0.1' },
    });
    expect(local.status).toBe(303);
    expect(local.headers.get('set-cookie')).not.toContain('Secure');
    const lan = await admin.request('http://192.168.1.20/login', {
      method: 'POST',
      body: new URLSearchParams({ password: PASSWORD }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://192.168.1.20' },
    });
    expect(lan.headers.get('set-cookie')).toContain('Secure');
    // A deployment behind a proxy on the same machine: the browser's address is HTTPS, so the cookie is Secure.
    const proxied = await admin.request('http://127.0.0.1/login', {
      method: 'POST',
      body: new URLSearchParams({ password: PASSWORD }),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: SITE,
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Host': 'www.agenzia.example',
        'X-Forwarded-For': '198.51.100.9',
      },
    });
    expect(proxied.status).toBe(303);
    expect(proxied.headers.get('set-cookie')).toContain('Secure');
  });

  it('refuses a hash that is not scrypt or is weaker than N=16384, r=8', () => {
    expect(() => parsePasswordHash('password')).toThrow(AdminPasswordHashError);
    expect(() => parsePasswordHash(passwordHash.replace('scrypt$16384$', 'scrypt$1024$'))).toThrow('weaker than scrypt');
    expect(parsePasswordHash(passwordHash).N).toBe(16384);
  });
});
