// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptedAnswer, postJson, startTestHost } from './support/host.ts';
import type { TestHost, TestHostOptions } from './support/host.ts';
import {
  consultationPayload,
  contactFormPayload,
  newsletterPayload,
  photoVideoPackagePayload,
  uniqueNewsletterPayload,
} from './support/payloads.ts';

// Every test runs real servers, a SQLite worker thread and SMTP sessions: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let host: TestHost;
let storedBeforeTest = 0;

/** One host for every test of the enclosing describe block; each test checks what it stored itself. */
function sharedHost(options?: TestHostOptions) {
  beforeAll(async () => {
    host = await startTestHost(options);
  });
  afterAll(async () => {
    await host.close();
  });
  beforeEach(async () => {
    storedBeforeTest = (await host.service.store.countLeads()).total;
  });
}

const ownHosts: TestHost[] = [];

/** A host of its own for a test that needs a fresh rate limiter. */
async function ownHost(options: TestHostOptions): Promise<TestHost> {
  host = await startTestHost(options);
  ownHosts.push(host);
  return host;
}

afterEach(async () => {
  for (const started of ownHosts.splice(0)) await started.close();
});

async function expectNothingStored() {
  expect((await host.service.store.countLeads()).total).toBe(storedBeforeTest);
}

describe('invalid payloads get 400 with every field in error named', () => {
  sharedHost();

  const cases: Array<{ name: string; payload: unknown; body: unknown }> = [
    {
      name: 'unknown type',
      payload: { ...newsletterPayload, type: 'Iscrizione Evento' },
      body: {
        error: 'invalid_payload',
        message: 'The submission was not accepted: 1 field is invalid (type).',
        fields: [
          {
            path: 'type',
            message:
              "Must be one of 'Iscrizione Newsletter', 'Richiesta Consulenza', 'Richiesta Pacchetto Foto/Video', 'Richiesta Pacchetto Social Media', " +
              "'Richiesta Pacchetto Siti Web', 'Richiesta Pacchetto SEO Locale', 'Richiesta Pacchetto Sport', 'Contatto dal Sito'.",
          },
        ],
      },
    },
    {
      name: 'missing fields',
      payload: { type: 'Richiesta Consulenza', email: 'luca@example.com', origine: 'Popup Consulenza - http://x/' },
      body: {
        error: 'invalid_payload',
        message: 'The submission was not accepted: 2 fields are invalid (nome, timestamp).',
        fields: [
          { path: 'nome', message: 'Required.' },
          { path: 'timestamp', message: 'Required.' },
        ],
      },
    },
    {
      name: 'malformed e-mail and timestamp',
      payload: { ...newsletterPayload, email: 'giulia@localhost', timestamp: '15/01/2025' },
      body: {
        error: 'invalid_payload',
        message: 'The submission was not accepted: 2 fields are invalid (email, timestamp).',
        fields: [
          { path: 'email', message: 'Must be an e-mail address like nome@example.com.' },
          { path: 'timestamp', message: 'Must be an ISO 8601 date-time like 2025-01-15T10:30:00.000Z.' },
        ],
      },
    },
    {
      name: 'too-long and empty strings',
      payload: { ...contactFormPayload, nome: 'N'.repeat(121), messaggio: '   ', telefono: '1'.repeat(41) },
      body: {
        error: 'invalid_payload',
        message: 'The submission was not accepted: 3 fields are invalid (nome, telefono, messaggio).',
        fields: [
          { path: 'nome', message: 'Must be at most 120 characters.' },
          { path: 'telefono', message: 'Must be at most 40 characters.' },
          { path: 'messaggio', message: 'Must not be empty.' },
        ],
      },
    },
    {
      name: 'unknown extra keys',
      payload: { ...consultationPayload, privacy: true, note: 'x' },
      body: {
        error: 'invalid_payload',
        message: 'The submission was not accepted: 2 fields are invalid (privacy, note).',
        fields: [
          { path: 'privacy', message: 'Unknown field.' },
          { path: 'note', message: 'Unknown field.' },
        ],
      },
    },
    {
      name: 'a field of the wrong type',
      payload: { ...newsletterPayload, email: 42 },
      body: {
        error: 'invalid_payload',
        message: 'The submission was not accepted: 1 field is invalid (email).',
        fields: [{ path: 'email', message: 'Must be a string.' }],
      },
    },
    {
      name: 'an elapsed time that is not a whole number of milliseconds',
      payload: { ...newsletterPayload, elapsedMs: -1 },
      body: {
        error: 'invalid_payload',
        message: 'The submission was not accepted: 1 field is invalid (elapsedMs).',
        fields: [{ path: 'elapsedMs', message: 'Must be at least 0.' }],
      },
    },
    {
      name: 'an elapsed time with a fraction of a millisecond',
      payload: { ...newsletterPayload, elapsedMs: 1500.5 },
      body: {
        error: 'invalid_payload',
        message: 'The submission was not accepted: 1 field is invalid (elapsedMs).',
        fields: [{ path: 'elapsedMs', message: 'Must be a whole number.' }],
      },
    },
    {
      name: 'an elapsed time sent as text',
      payload: { ...newsletterPayload, elapsedMs: '5000' },
      body: {
        error: 'invalid_payload',
        message: 'The submission was not accepted: 1 field is invalid (elapsedMs).',
        fields: [{ path: 'elapsedMs', message: 'Must be of type number.' }],
      },
    },
    {
      name: 'a JSON array instead of an object',
      payload: [newsletterPayload],
      body: {
        error: 'invalid_payload',
        message: 'The submission was not accepted: 1 field is invalid (the body).',
        fields: [{ path: '', message: 'The body must be a JSON object.' }],
      },
    },
  ];

  it.each(cases)('$name', async ({ payload, body }) => {
    const response = await postJson(host.functionUrl, payload);

    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(body);
    await expectNothingStored();
  });
});

describe('the specification’s e-mail rule, as the site’s script sends it (JSON)', () => {
  sharedHost();

  it.each(['a@b', 'a b@c.d', 'a@@b.c'])('refuses %j, naming the e-mail field', async (email) => {
    const response = await postJson(host.functionUrl, { ...newsletterPayload, email });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_payload',
      message: 'The submission was not accepted: 1 field is invalid (email).',
      fields: [{ path: 'email', message: 'Must be an e-mail address like nome@example.com.' }],
    });
    await expectNothingStored();
  });

  it.each(['a@b.c', 'mario@città.it'])('accepts %j', async (email) => {
    const response = await postJson(host.functionUrl, { ...newsletterPayload, email });
    expect(response.status).toBe(202);
    const stored = await host.service.store.listLeads({});
    expect(stored.some((lead) => lead.payload.email === email)).toBe(true);
  });
});

describe('text a person did not type, or cannot see', () => {
  sharedHost();

  const refused: Array<[field: string, value: string, message: string]> = [
    ['nome', 'Mario\r\nBcc: x@evil.example', 'single'],
    ['nome', 'Mario\nEmail: finta@evil.example', 'single'],
    ['nome', 'Mario\u0000', 'single'],
    ['nome', 'Mario\u007F', 'single'],
    ['nome', 'Mario\u0085Rossi', 'single'],
    ['nome', '\u202Eissor oiraM', 'single'],
    ['nome', 'Ma\u2066rio\u2069', 'single'],
    ['nome', 'Mario\u200FRossi', 'single'],
    ['nome', 'Mario\u2028Rossi', 'single'],
    ['nome', '\u200B\u200B\u200B', 'empty'],
    ['nome', '\u00A0\u3000\u2060\uFEFF', 'empty'],
    ['nome', '\u3164', 'empty'],
    ['azienda', 'Bar\tSport', 'single'],
    ['telefono', '030\r\n123', 'single'],
    ['messaggio', 'Ciao\u0000', 'multi'],
    ['messaggio', 'Ciao \u202Eevil', 'multi'],
    ['messaggio', '\u200B\n\u200B', 'empty'],
  ];
  const messages: Record<string, string> = {
    single: 'Must be one line of text, without control characters or characters that change the text direction.',
    multi: 'Must be text without control characters (other than line breaks) or characters that change the text direction.',
    empty: 'Must not be empty.',
  };

  it.each(refused)('refuses %s = %j with 400 naming the field, and stores nothing', async (field, value, kind) => {
    const response = await postJson(host.functionUrl, { ...contactFormPayload, [field]: value });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_payload',
      fields: [{ path: field, message: messages[kind] }],
    });
    await expectNothingStored();
  });

  it.each([
    ['telefono', '\u200B\u200C\u200D'],
    ['azienda', '\u3164\u115F\u2800'],
    ['azienda', '\u00A0\u2060\uFEFF\u00AD'],
  ] as const)('stores the optional %s holding only invisible characters %j as empty', async (field, value) => {
    const payload = { ...contactFormPayload, email: `invisibile.${crypto.randomUUID().slice(0, 8)}@example.com`, [field]: value };
    const response = await postJson(host.functionUrl, payload);

    const { id } = await acceptedAnswer(response);
    expect((await host.service.store.getLead(id))?.payload).toMatchObject({ [field]: '' });
  });

  it('stores the optional message of a package request holding only invisible characters as empty', async () => {
    const response = await postJson(host.functionUrl, { ...photoVideoPackagePayload, messaggio: '\u200B\n\u3164\r\n\u2800' });

    const { id } = await acceptedAnswer(response);
    expect((await host.service.store.getLead(id))?.payload).toMatchObject({ messaggio: '' });
  });

  it('keeps line breaks and tabs in the message, and accented or non-Latin names', async () => {
    const response = await postJson(host.functionUrl, {
      ...contactFormPayload,
      nome: 'Zoë Ñúñez-Đặng 王芳',
      messaggio: 'Prima riga\r\n\tseconda riga',
    });

    expect(response.status).toBe(202);
    expect((await host.service.store.countLeads()).total).toBe(storedBeforeTest + 1);
  });
});

describe('bodies the function cannot read', () => {
  sharedHost();

  it('rejects a body over 16 KB announced by Content-Length with 413', async () => {
    const response = await postJson(host.functionUrl, { ...contactFormPayload, messaggio: 'x'.repeat(17_000) });

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: 'payload_too_large',
      message: 'The request body is larger than 16384 bytes.',
    });
    await expectNothingStored();
  });

  it('counts the bytes actually received when there is no Content-Length (chunked upload)', async () => {
    const oversized = JSON.stringify({ ...contactFormPayload, messaggio: 'x'.repeat(17_000) });
    const { status, body } = await new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
      const request = httpRequest(host.functionUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      });
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: text }));
      });
      request.on('error', reject);
      for (let offset = 0; offset < oversized.length; offset += 1024) request.write(oversized.slice(offset, offset + 1024));
      request.end();
    });

    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ error: 'payload_too_large', message: 'The request body is larger than 16384 bytes.' });
    await expectNothingStored();
  });

  it('accepts a body just under the limit', async () => {
    const payload = { ...contactFormPayload, messaggio: 'x'.repeat(5000) };
    const response = await postJson(host.functionUrl, payload);

    expect(response.status).toBe(202);
  });

  it.each(['text/plain', 'multipart/form-data; boundary=x'])('rejects Content-Type %s with 415', async (contentType) => {
    const response = await fetch(host.functionUrl, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: JSON.stringify(newsletterPayload),
    });

    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: 'unsupported_media_type',
      message: 'Send the body as JSON (Content-Type: application/json) or as a form (application/x-www-form-urlencoded).',
    });
    await expectNothingStored();
  });

  it('accepts application/json with a charset parameter', async () => {
    const response = await fetch(host.functionUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=UTF-8' },
      body: JSON.stringify(newsletterPayload),
    });

    expect(response.status).toBe(202);
  });

  it.each(['{"type": "Iscrizione Newsletter",', '', 'undefined'])('rejects broken JSON %j with 400', async (text) => {
    const response = await fetch(host.functionUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: text,
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'malformed_json', message: 'The request body is not valid JSON.' });
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405 and the allowed methods', async (method) => {
    const response = await fetch(host.functionUrl, { method });

    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await response.json()).toEqual({ error: 'method_not_allowed', message: 'Use POST to send a submission.' });
  });
});

describe('rate limit per client address', () => {
  it('answers 429 with Retry-After once an address has used its quota', async () => {
    await ownHost({ env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '60' } });

    const statuses = [];
    for (const label of ['uno', 'due']) {
      statuses.push((await postJson(host.functionUrl, uniqueNewsletterPayload(label))).status);
    }
    const limited = await postJson(host.functionUrl, uniqueNewsletterPayload('tre'));

    expect(statuses).toEqual([202, 202]);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({
      error: 'rate_limited',
      message: `Too many submissions from this address; try again in ${retryAfter} seconds.`,
    });
    expect((await host.service.store.countLeads()).total).toBe(2);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    await ownHost({ env: { RATE_LIMIT_MAX: '1' } });

    const first = await postJson(host.functionUrl, uniqueNewsletterPayload('a'), { 'X-Forwarded-For': '203.0.113.1' });
    const second = await postJson(host.functionUrl, uniqueNewsletterPayload('b'), { 'X-Forwarded-For': '203.0.113.2' });

    expect([first.status, second.status]).toEqual([202, 429]);
  });

  it('with TRUST_PROXY=1 limits by the address the proxy appended to X-Forwarded-For', async () => {
    await ownHost({ env: { RATE_LIMIT_MAX: '1', TRUST_PROXY: '1' } });
    const fromClient = (address: string, label: string) =>
      postJson(host.functionUrl, uniqueNewsletterPayload(label), { 'X-Forwarded-For': `198.51.100.7, ${address}` });

    const first = await fromClient('203.0.113.1', 'a');
    const otherClient = await fromClient('203.0.113.2', 'b');
    const firstAgain = await fromClient('203.0.113.1', 'c');

    expect([first.status, otherClient.status, firstAgain.status]).toEqual([202, 202, 429]);
  });
});

describe('CORS', () => {
  sharedHost({ env: { SITE_ORIGINS: 'https://www.agenzia.example, http://localhost:4173' } });

  it('lets a listed origin post and read the answer', async () => {
    const response = await postJson(host.functionUrl, newsletterPayload, { Origin: 'https://www.agenzia.example' });

    expect(response.status).toBe(202);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://www.agenzia.example');
    expect(response.headers.get('vary')).toBe('Origin');
    await acceptedAnswer(response);
  });

  it('accepts a post from the function’s own origin (a same-origin form)', async () => {
    const response = await postJson(host.functionUrl, newsletterPayload, { Origin: host.origin });

    expect(response.status).toBe(202);
  });

  it('refuses an origin that is not listed with 403 and stores nothing', async () => {
    const response = await postJson(host.functionUrl, newsletterPayload, { Origin: 'https://evil.example' });

    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await response.json()).toEqual({
      error: 'origin_not_allowed',
      message: 'Submissions are not accepted from this origin.',
    });
    await expectNothingStored();
  });

  it('answers the preflight of a listed origin', async () => {
    const response = await fetch(host.functionUrl, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(
      response.headers
        .get('access-control-allow-methods')
        ?.split(',')
        .map((method) => method.trim()),
    ).toEqual(['POST', 'OPTIONS']);
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect(response.headers.get('access-control-max-age')).toBe('86400');
  });

  it('refuses the preflight of an origin that is not listed', async () => {
    const response = await fetch(host.functionUrl, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });

    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
  });
});

describe('request ids', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('answers every request with an id of the function’s own, whatever id the visitor sent', async () => {
    await ownHost({});

    const answers = [
      await postJson(host.functionUrl, uniqueNewsletterPayload('id-scelto'), { 'X-Request-Id': 'scelto-dal-visitatore' }),
      await postJson(host.functionUrl, uniqueNewsletterPayload('id-nessuno')),
      await fetch(host.functionUrl, { method: 'GET', headers: { 'X-Request-Id': 'scelto-dal-visitatore' } }),
      await fetch(host.functionUrl, { method: 'OPTIONS', headers: { Origin: host.origin, 'X-Request-Id': 'scelto-dal-visitatore' } }),
    ];

    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 405, 204]);
    const ids = answers.map((answer) => answer.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('behind a trusted proxy keeps the proxy’s id, and replaces one too long or with other characters', async () => {
    await ownHost({ env: { TRUST_PROXY: '1' } });
    const idOfAnswer = async (sent: string) => {
      const response = await postJson(host.functionUrl, uniqueNewsletterPayload('proxy'), { 'X-Request-Id': sent });
      expect(response.status).toBe(202);
      return response.headers.get('x-request-id');
    };
    const fromNginx = '4f1c2a9e7b3d4c5e8f6a1b2c3d4e5f60';
    const uuid = crypto.randomUUID();

    expect(await idOfAnswer(fromNginx)).toBe(fromNginx);
    expect(await idOfAnswer(uuid)).toBe(uuid);
    expect(await idOfAnswer('x'.repeat(64))).toBe('x'.repeat(64));
    expect(await idOfAnswer('x'.repeat(65))).toMatch(UUID);
    expect(await idOfAnswer('id con spazi')).toMatch(UUID);
    expect(await idOfAnswer('<script>')).toMatch(UUID);
  });
});

describe('mounting', () => {
  sharedHost();

  const notFound = {
    error: 'not_found',
    message: 'Nothing answers at this address; the form function is at /functions/v1/send-contact-email.',
  };

  it('answers at exactly the mount path, and anything else under /functions/ with a JSON 404', async () => {
    const nearMisses = [
      `${host.functionUrl}/`,
      `${host.functionUrl}//`,
      `${host.functionUrl}/extra`,
      `${host.origin}//functions/v1/send-contact-email`,
      `${host.origin}/functions//v1/send-contact-email`,
      `${host.origin}/functions/v1/Send-Contact-Email`,
      `${host.origin}/FUNCTIONS/V1/SEND-CONTACT-EMAIL`,
      `${host.origin}/functions/v1/other`,
      `${host.origin}/functions`,
    ];

    expect(host.service.mountPath).toBe('/functions/v1/send-contact-email');
    for (const address of nearMisses) {
      for (const answer of [await postJson(address, newsletterPayload), await fetch(address)]) {
        expect(answer.status, address).toBe(404);
        expect(answer.headers.get('content-type'), address).toMatch(/^application\/json/);
        expect(await answer.json(), address).toEqual(notFound);
      }
    }
    await expectNothingStored();
  });

  it('leaves the addresses outside /functions/ to the host', async () => {
    const elsewhere = await postJson(`${host.origin}/functions-v1`, newsletterPayload);

    expect([elsewhere.status, await elsewhere.text()]).toEqual([404, 'static site']);
  });
});

describe('security headers of the function', () => {
  sharedHost();

  it('sends nosniff, no framing and a referrer policy on every answer, accepted or refused', async () => {
    const answers = [
      await postJson(host.functionUrl, uniqueNewsletterPayload('headers')),
      await postJson(host.functionUrl, { ...newsletterPayload, email: 'non-una-email' }),
      await fetch(host.functionUrl, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' }),
      await fetch(host.functionUrl, { method: 'GET' }),
      await fetch(host.functionUrl, { method: 'OPTIONS', headers: { Origin: host.origin } }),
    ];

    expect(answers.map((answer) => answer.status)).toEqual([202, 400, 415, 405, 204]);
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });
});

describe('a corpus of hostile requests', () => {
  sharedHost();

  interface HostileRequest {
    name: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  const asJson = (name: string, value: unknown, headers: Record<string, string> = {}): HostileRequest => ({
    name,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof value === 'string' ? value : JSON.stringify(value),
  });
  const validBody = JSON.stringify(contactFormPayload);
  const textFields = ['nome', 'email', 'telefono', 'azienda', 'messaggio', 'origine', 'timestamp', 'type'] as const;
  const injections = [
    'Mario\r\nBcc: x@evil.example',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '=HYPERLINK("http://evil.example")',
    '\u0000\u0001\u001b[31m',
    '\ud800',
  ];

  const corpus: HostileRequest[] = [
    ...[
      'text/plain',
      'text/html',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/javascript',
      'image/png',
      '',
      'application/json-patch+json',
      'application/jsonx',
      'json',
    ].map(
      (contentType): HostileRequest => ({
        name: `Content-Type ${contentType || '(empty)'}`,
        headers: { 'Content-Type': contentType },
        body: validBody,
      }),
    ),
    { name: 'no Content-Type', body: validBody },
    ...Array.from({ length: 12 }, (_, index) => asJson(`JSON cut at ${index * 20 + 1}`, validBody.slice(0, index * 20 + 1))),
    ...['{', '}', '[', 'null', 'true', '42', '"testo"', '[]', '{"a":}', "{'type':'x'}", 'NaN', '\uFEFF{}'].map((text) =>
      asJson(`body ${text}`, text),
    ),
    asJson('1.5 MB body', { ...contactFormPayload, messaggio: 'x'.repeat(1_500_000) }),
    asJson('arrays nested 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`),
    asJson('objects nested 5,000 deep', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`),
    asJson('a field nested 1,000 deep', `{"type":"Contatto dal Sito","nome":${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}}`),
    asJson('__proto__ key', `{"__proto__":{"admin":true},${validBody.slice(1)}`),
    asJson('__proto__ as the only key', '{"__proto__":{"type":"Contatto dal Sito"}}'),
    asJson('constructor.prototype', { ...contactFormPayload, constructor: { prototype: { admin: true } } }),
    asJson('prototype key', { ...contactFormPayload, prototype: 'x' }),
    asJson('toString key', { ...contactFormPayload, toString: 'x', valueOf: 1 }),
    asJson('hasOwnProperty key', { ...contactFormPayload, hasOwnProperty: null }),
    asJson('5,000 keys', Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`campo${index}`, index]))),
    ...textFields.flatMap((field) =>
      injections.map((value) => asJson(`${field} = ${JSON.stringify(value)}`, { ...contactFormPayload, [field]: value })),
    ),
    ...textFields.flatMap((field) =>
      [null, 42, true, [], {}, ['a'], 'x'.repeat(100_000)].map((value) =>
        asJson(`${field} = ${JSON.stringify(value).slice(0, 20)}`, { ...contactFormPayload, [field]: value }),
      ),
    ),
    ...[
      'https://evil.example',
      'null',
      'http://127.0.0.1.evil.example',
      'http://localhost:4173.evil.example',
      'file://',
      'https://evil.example\r\nX-Injected: 1'.replace('\r\n', '%0d%0a'),
    ].map((origin) => asJson(`Origin ${origin}`, validBody, { Origin: origin })),
    // HEAD is left out: its answer has no body by definition.
    ...['PUT', 'DELETE', 'PATCH', 'GET', 'OPTIONS'].map(
      (method): HostileRequest => ({
        name: `${method}`,
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(method === 'GET' ? {} : { body: validBody }),
      }),
    ),
    asJson('X-Forwarded-For spoofing', validBody, { 'X-Forwarded-For': '1.2.3.4, <script>' }),
    asJson('Content-Type with a huge parameter', validBody, { 'Content-Type': `application/json; ${'x'.repeat(8000)}=1` }),
  ];

  it('has at least 100 requests', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100);
  });

  it('gets no 5xx, and every 4xx is JSON with a message', async () => {
    const answers: Array<{ name: string; status: number; message: unknown }> = [];
    for (const request of corpus) {
      const response = await fetch(host.functionUrl, {
        method: request.method ?? 'POST',
        ...(request.headers === undefined ? {} : { headers: request.headers }),
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      const text = await response.text();
      const body: unknown = response.status >= 400 && response.status < 500 && isJson(text) ? JSON.parse(text) : undefined;
      const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
      answers.push({ name: request.name, status: response.status, message });
    }

    expect(answers.filter(({ status }) => status >= 500)).toEqual([]);
    expect(answers.filter(({ status, message }) => status >= 400 && (typeof message !== 'string' || message === ''))).toEqual([]);
    // The server is still up and takes a normal lead.
    expect((await postJson(host.functionUrl, uniqueNewsletterPayload('dopo-attacco'))).status).toBe(202);
  });
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
