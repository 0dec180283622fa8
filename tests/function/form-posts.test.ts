// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notices, validationMessages } from '../../schema/form-messages.ts';
import { smtpEnv, startTestHost, waitFor } from './support/host.ts';
import type { TestHost } from './support/host.ts';
import { startSmtpServer } from './support/smtp.ts';
import type { TestSmtpServer } from './support/smtp.ts';

// Real servers, a SQLite worker thread and SMTP sessions: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let smtp: TestSmtpServer;
let host: TestHost;

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await smtp.close();
});

beforeEach(async () => {
  smtp.messages.length = 0;
  host = await startTestHost({ env: smtpEnv(smtp.port) });
});

afterEach(async () => {
  await host.close();
});

/** What a browser sends for the contact page's form when no script runs. */
const contactFields = {
  type: 'Contatto dal Sito',
  origine: 'Pagina Contatti - https://www.example.com/',
  nome: 'Anna <b>Neri</b>',
  email: 'anna.neri@example.com',
  telefono: '',
  azienda: '',
  messaggio: 'Un preventivo per il sito della palestra, per favore.',
  website: '',
};

function postForm(fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(host.functionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: host.origin, Referer: `${host.origin}/contatti`, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function storedLeads() {
  return host.service.store.listLeads({});
}

describe('a form sent without JavaScript', () => {
  it('stores and mails the lead once, and answers with the Italian success page that leads back', async () => {
    const response = await postForm(contactFields);
    expect(response.status).toBe(202);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain(`<title>${notices.contactFormSent.title}</title>`);
    expect(page).toContain(notices.contactFormSent.message);
    expect(page).toContain(`href="${host.origin}/contatti"`);

    const leads = await storedLeads();
    expect(leads).toHaveLength(1);
    expect(leads[0]?.payload).toMatchObject({ nome: 'Anna <b>Neri</b>', email: 'anna.neri@example.com', telefono: '' });
    // The form carries no time of sending; the function writes when it arrived.
    expect(Date.parse(leads[0]?.payload.timestamp ?? '')).toBeGreaterThan(Date.now() - 60_000);
    await waitFor(async () => (smtp.messages.length === 1 ? true : undefined), 'the notification e-mail');
  });

  it('reads the elapsed time from its hidden field as a number, and leaves it out when no script filled it in', async () => {
    await postForm({ ...contactFields, elapsedMs: '7350' });
    await postForm({ ...contactFields, email: 'senza.script@example.com', elapsedMs: '' });

    const [timed, untimed] = await storedLeads();
    expect(timed?.payload).toMatchObject({ email: 'anna.neri@example.com', elapsedMs: 7350 });
    expect(untimed?.payload.email).toBe('senza.script@example.com');
    expect(untimed?.payload).not.toHaveProperty('elapsedMs');
  });

  it('stores a lead sent twice (the visitor reloads the answer page) only once', async () => {
    await postForm(contactFields);
    const again = await postForm(contactFields);
    expect(again.status).toBe(202);
    expect(await storedLeads()).toHaveLength(1);
  });

  it('answers a newsletter box subscription with the box’s own message', async () => {
    const response = await postForm({
      type: 'Iscrizione Newsletter',
      email: 'marta@example.com',
      origine: 'Newsletter Blog - https://www.example.com/blog',
      website: '',
    });
    expect(response.status).toBe(202);
    expect(await response.text()).toContain(notices.newsletterBoxSubscribed.message);
    expect(await storedLeads()).toHaveLength(1);
  });

  it('refuses a form with a required field empty, says which, and gives back what was typed, escaped', async () => {
    const response = await postForm({ ...contactFields, messaggio: '   ' });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(validationMessages.contactFormRequired);
    expect(page).toContain('value="Anna &lt;b&gt;Neri&lt;/b&gt;"');
    expect(page).not.toContain('<b>Neri</b>');
    expect(page).toContain(`<form method="post" action="/functions/v1/send-contact-email">`);
    expect(page).toContain('<input type="hidden" name="type" value="Contatto dal Sito">');
    expect(await storedLeads()).toHaveLength(0);
  });

  it('says the e-mail address is not valid when only that is wrong', async () => {
    const response = await postForm({ ...contactFields, email: 'anna.neri' });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(validationMessages.emailInvalid);
    expect(page).toContain('value="anna.neri"');
  });

  it.each(['a@b.c', 'mario@città.it'])('accepts %j, as the specification’s rule does (text, @, text, a dot, text)', async (email) => {
    const response = await postForm({ ...contactFields, email });
    expect(response.status).toBe(202);
    expect((await storedLeads()).map((lead) => lead.payload.email)).toEqual([email]);
  });

  it.each(['a@b', 'a b@c.d', 'a@@b.c'])('refuses %j with the specification’s message, storing nothing', async (email) => {
    const response = await postForm({ ...contactFields, email });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(validationMessages.emailInvalid);
    expect(await storedLeads()).toHaveLength(0);
  });

  it('stores the address with its domain in lower case and readable, as Chromium sends an accented one (Punycode)', async () => {
    await postForm({ ...contactFields, email: 'Mario.Rossi@XN--CITT-3NA.IT' });
    await postForm({ ...contactFields, email: 'giulia@Studio.Example.COM' });
    const stored = (await storedLeads()).map((lead) => lead.payload.email).sort();
    expect(stored).toEqual(['Mario.Rossi@città.it', 'giulia@studio.example.com']);
  });

  it('never leads back to another site', async () => {
    const response = await postForm(contactFields, { Referer: 'https://evil.example/phishing' });
    expect(await response.text()).not.toContain('evil.example');
  });

  it('refuses a form posted from another site, with the Italian error page and nothing stored', async () => {
    const response = await postForm(contactFields, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(notices.sendFailed.message);
    expect(await storedLeads()).toHaveLength(0);
  });
});
