// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type LocalRefusal, localAccessOnly, localTokenRequired } from '../../../admin-shell/local-auth.ts';
import { adminSecureHeaders } from '../../../admin-shell/secure-headers.ts';

const TOKEN = 'chiave-di-prova-abbastanza-lunga-0123456789';
const PORT = 4871;
const HOST = `127.0.0.1:${PORT}`;
const COMMAND = 'npm run edit';

const app = new Hono();
app.use('*', adminSecureHeaders());
app.use('*', localAccessOnly({ port: () => PORT, command: COMMAND }));
app.use('*', localTokenRequired({ token: TOKEN, cookie: 'prova_locale', command: COMMAND }));
app.get('/', (c) => c.html('<!doctype html><title>App</title>'));
app.get('/api/dati', (c) => c.json({ ok: true }));
app.post('/api/salva', (c) => c.json({ salvato: true }));

/** A request as the browser at the printed address sends it, with what a test changes. */
function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return app.request(`http://${HOST}${url}`, { method, headers: { host: HOST, ...headers } });
}

async function refusal(response: Response): Promise<LocalRefusal> {
  return (await response.json()) as LocalRefusal;
}

describe('the local apps answer only through the address they printed', () => {
  it('refuses another host name, even with the token (DNS rebinding), naming the command that prints the address', async () => {
    const response = await request('/api/dati', { host: `attaccante.example:${PORT}`, authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(403);
    expect((await refusal(response)).message).toBe('Risponde solo all’indirizzo 127.0.0.1 stampato da npm run edit: aprilo da lì.');
    // Another port of this computer is another address too.
    expect((await request('/api/dati', { host: '127.0.0.1:5173', authorization: `Bearer ${TOKEN}` })).status).toBe(403);
    expect((await request('/api/dati', { host: `localhost:${PORT}`, authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });

  it('refuses a request from another site, even with the token, by its Origin or its Sec-Fetch-Site', async () => {
    const fromAttacker = await request('/api/salva', { origin: 'https://attaccante.example', authorization: `Bearer ${TOKEN}` }, 'POST');
    expect(fromAttacker.status).toBe(403);
    expect(await refusal(fromAttacker)).toEqual({ error: 'origin', message: 'Richiesta da un altro sito: rifiutata.' });
    expect((await request('/api/dati', { 'sec-fetch-site': 'cross-site', authorization: `Bearer ${TOKEN}` })).status).toBe(403);
    expect(
      (await request('/api/dati', { 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:5173', authorization: `Bearer ${TOKEN}` }))
        .status,
    ).toBe(403);
    const ownPage = await request(
      '/api/salva',
      { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin', authorization: `Bearer ${TOKEN}` },
      'POST',
    );
    expect(ownPage.status).toBe(200);
  });

  it('moves the token of the first address into an HttpOnly, SameSite=Strict cookie that keeps the browser in', async () => {
    const first = await request(`/?token=${TOKEN}`, { 'sec-fetch-site': 'none' });
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^prova_locale=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect((await request('/api/dati', { cookie: cookie.split(';')[0] ?? '' })).status).toBe(200);
    // No referrer ever names the address that carried the token.
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers 401 in Italian without the token or with a wrong one, in the header, the cookie or the address', async () => {
    const expected: LocalRefusal = {
      error: 'unauthorized',
      message: 'Chiave di accesso mancante o non valida: apri l’indirizzo completo stampato da npm run edit.',
    };
    for (const response of [
      await request('/api/dati'),
      await request('/api/dati', { authorization: 'Bearer sbagliata' }),
      await request('/api/dati', { authorization: `Bearer ${TOKEN}x` }),
      await request('/api/dati', { cookie: 'prova_locale=sbagliata' }),
      await request('/?token=sbagliata'),
      await request('/?token='),
    ]) {
      expect(response.status).toBe(401);
      expect(await refusal(response)).toEqual(expected);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect((await request('/api/dati', { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });

  it('takes the token from the printed address only, never from a call or a change', async () => {
    expect((await request(`/api/dati?token=${TOKEN}`)).status).toBe(401);
    expect((await request(`/api/salva?token=${TOKEN}`, {}, 'POST')).status).toBe(401);
  });
});

describe('one set of security headers, with what each app needs', () => {
  const headersOf = async (options: Parameters<typeof adminSecureHeaders>[0]) => {
    const framed = new Hono();
    framed.use('*', adminSecureHeaders(options));
    framed.get('/', (c) => c.text('ok'));
    return (await framed.request('/')).headers;
  };

  it('keeps the inbox out of every frame, and lets the editor frame only its own preview', async () => {
    const inbox = await headersOf({});
    expect(inbox.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(inbox.get('content-security-policy')).toContain("frame-src 'none'");
    expect(inbox.get('x-frame-options')).toBe('DENY');
    expect(inbox.get('content-security-policy')).not.toContain('blob:');
    const editor = await headersOf({ framesItself: true, blobImages: true });
    expect(editor.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(editor.get('content-security-policy')).toContain("frame-src 'self'");
    expect(editor.get('content-security-policy')).toContain("img-src 'self' data: blob:");
    expect(editor.get('x-frame-options')).toBe('SAMEORIGIN');
    for (const headers of [inbox, editor]) {
      expect(headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(headers.get('strict-transport-security')).toBeNull();
    }
  });
});
