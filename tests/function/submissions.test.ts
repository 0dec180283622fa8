// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactPayload } from '../../schema/contact.ts';
import { acceptedAnswer, postJson, smtpEnv, startTestHost, waitFor } from './support/host.ts';
import type { TestHost } from './support/host.ts';
import {
  consultationPayload,
  contactFormPayload,
  localSeoPackagePayload,
  newsletterPayload,
  photoVideoPackagePayload,
  socialMediaPackagePayload,
  sportPackagePayload,
  uniqueNewsletterPayload,
  websitePackagePayload,
} from './support/payloads.ts';
import { startSmtpServer } from './support/smtp.ts';
import type { TestSmtpServer } from './support/smtp.ts';

// Every test runs real servers, a SQLite worker thread and SMTP sessions: seconds on a busy machine.
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

async function deliveredLead(id: string) {
  return waitFor(async () => {
    const lead = await host.service.store.getLead(id);
    return lead?.deliveryStatus === 'delivered' ? lead : undefined;
  }, `lead ${id} to be delivered`);
}

interface SubmissionCase {
  payload: ContactPayload;
  subject: string;
  replyTo: string;
  bodyLines: string[];
}

const submissionCases: SubmissionCase[] = [
  {
    payload: newsletterPayload,
    subject: '[Sito] Iscrizione Newsletter – giulia.bianchi@example.com',
    replyTo: 'giulia.bianchi@example.com',
    bodyLines: ['Email: giulia.bianchi@example.com', 'Origine: Newsletter Popup - http://localhost:4173/'],
  },
  {
    payload: consultationPayload,
    subject: '[Sito] Richiesta Consulenza – Luca Verdi',
    replyTo: 'Luca Verdi <luca.verdi@example.com>',
    bodyLines: ['Nome: Luca Verdi', 'Email: luca.verdi@example.com', 'Inviato il: 2025-01-15T11:00:00.000Z'],
  },
  {
    payload: photoVideoPackagePayload,
    subject: '[Sito] Richiesta Pacchetto Foto/Video – Marco Rossi',
    replyTo: 'Marco <marco@rossi.example.com>',
    bodyLines: ['Pacchetto: Corporate Plus', 'Cognome: Rossi', 'Azienda: Rossi & Figli S.r.l.', 'Messaggio: —'],
  },
  {
    payload: socialMediaPackagePayload,
    subject: '[Sito] Richiesta Pacchetto Social Media – Chiara Ferrari',
    replyTo: 'Chiara <chiara@ferrari-arredamenti.example.com>',
    bodyLines: [
      'Nuova richiesta dal sito: Richiesta Pacchetto Social Media',
      'Pacchetto: Business',
      'Azienda: Ferrari Arredamenti',
      'Messaggio: Gestite anche TikTok?',
      'Origine: Pagina Social Media - http://localhost:4173/social-media',
    ],
  },
  {
    payload: websitePackagePayload,
    subject: '[Sito] Richiesta Pacchetto Siti Web – Paolo Gatti',
    replyTo: 'Paolo <paolo@studiogatti.example.com>',
    bodyLines: [
      'Nuova richiesta dal sito: Richiesta Pacchetto Siti Web',
      'Pacchetto: Sito Business',
      'Messaggio: —',
      'Origine: Pagina Siti Web - http://localhost:4173/siti-web',
    ],
  },
  {
    payload: localSeoPackagePayload,
    subject: '[Sito] Richiesta Pacchetto SEO Locale – Elena Moretti',
    replyTo: 'Elena <elena@otticamoretti.example.com>',
    bodyLines: [
      'Nuova richiesta dal sito: Richiesta Pacchetto SEO Locale',
      'Pacchetto: Pro',
      'Origine: Pagina SEO Locale - http://localhost:4173/seo-locale',
    ],
  },
  {
    payload: sportPackagePayload,
    subject: '[Sito] Richiesta Pacchetto Sport – Davide Colombo',
    replyTo: 'Davide <davide@pallavolomontichiari.example.com>',
    bodyLines: [
      'Nuova richiesta dal sito: Richiesta Pacchetto Sport',
      'Pacchetto: Team Pack',
      'Azienda: ASD Pallavolo Montichiari',
      'Origine: Pagina Pallavolo - http://localhost:4173/sport/pallavolo-marketing',
    ],
  },
  {
    payload: contactFormPayload,
    subject: '[Sito] Contatto dal Sito – Anna Neri',
    replyTo: 'Anna Neri <anna.neri@example.com>',
    bodyLines: [
      'Telefono: +39 030 123 4567',
      'Messaggio:\n    Buongiorno,\n    vorrei un preventivo per il sito della mia palestra.',
      'Origine: Pagina Contatti - http://localhost:4173/contatti',
    ],
  },
];

describe('a valid submission', () => {
  it.each(submissionCases)('of type $payload.type is stored, answered 202 and mailed once', async (testCase) => {
    const response = await postJson(host.functionUrl, testCase.payload);

    expect(response.status).toBe(202);
    const { id } = await acceptedAnswer(response);

    const lead = await deliveredLead(id);
    expect(lead.payload).toEqual(testCase.payload);
    expect(lead.type).toBe(testCase.payload.type);
    expect(lead.attempts).toBe(1);

    const [mail, ...others] = await smtp.waitForMessages(1);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(testCase.subject);
    expect(mail?.envelopeTo).toEqual(['agenzia@example.com']);
    expect(mail?.envelopeFrom).toBe('sito@example.com');
    expect(mail?.headers.get('reply-to')).toEqual([testCase.replyTo]);
    for (const line of testCase.bodyLines) expect(mail?.text).toContain(line);
    expect(mail?.text).toContain(`ID: ${id}`);
    expect(mail?.html).toContain(`ID ${id}`);
  });

  it('is stored before the answer, with its e-mail trimmed', async () => {
    const response = await postJson(host.functionUrl, { ...newsletterPayload, email: '  spazi@example.com \t' });
    const { id } = await acceptedAnswer(response);

    const lead = await host.service.store.getLead(id);
    expect(lead?.payload).toEqual({ ...newsletterPayload, email: 'spazi@example.com' });
    expect(lead?.receivedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

describe('duplicates', () => {
  it('stores the same submission sent twice once, and answers the second like a new one without naming the first', async () => {
    const first = await postJson(host.functionUrl, contactFormPayload);
    const again = await postJson(host.functionUrl, { ...contactFormPayload, timestamp: '2025-01-15T13:00:05.000Z' });

    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect([...again.headers.keys()].sort()).toEqual([...first.headers.keys()].sort());
    const firstAnswer = await acceptedAnswer(first);
    const againAnswer = await acceptedAnswer(again);
    expect(againAnswer.id).not.toBe(firstAnswer.id);
    expect(await host.service.store.getLead(againAnswer.id)).toBeUndefined();
    await deliveredLead(firstAnswer.id);
    expect((await host.service.store.countLeads()).total).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.messages).toHaveLength(1);
  });

  it('keeps submissions that differ in any field other than timestamp', async () => {
    await postJson(host.functionUrl, contactFormPayload);
    await postJson(host.functionUrl, { ...contactFormPayload, messaggio: 'Un altro messaggio.' });

    expect((await host.service.store.countLeads()).total).toBe(2);
  });
});

describe('the honeypot', () => {
  it('stores a valid submission with a filled honeypot as spam, answers it like any other, and never mails it', async () => {
    const response = await postJson(host.functionUrl, { ...consultationPayload, website: 'http://spam.example' });

    expect(response.status).toBe(202);
    const { id } = await acceptedAnswer(response);
    expect(await host.service.store.getLead(id)).toMatchObject({
      status: 'spam',
      spamReasons: ['honeypot'],
      payload: { ...consultationPayload, website: 'http://spam.example' },
    });
    expect(await host.service.store.countLeads()).toMatchObject({ total: 1, spam: 1, pending: 0, honeypotHits: 0 });
    await host.service.deliverPendingNow({ ignoreSchedule: true });
    expect(smtp.messages).toEqual([]);
  });

  it.each([' ', '   ', '\t', '\u200B'])('counts a honeypot holding only %j as filled', async (website) => {
    const response = await postJson(host.functionUrl, { ...consultationPayload, website });

    const { id } = await acceptedAnswer(response);
    expect((await host.service.store.getLead(id))?.spamReasons).toEqual(['honeypot']);
  });

  it('answers an invalid submission with a filled honeypot 202 as well, counting the hit and storing nothing', async () => {
    const response = await postJson(host.functionUrl, { type: 'Richiesta Consulenza', email: 'non valida', website: 'x' });

    expect(response.status).toBe(202);
    await acceptedAnswer(response);
    expect(await host.service.store.countLeads()).toMatchObject({ total: 0, honeypotHits: 1 });
  });

  it('accepts an empty honeypot, as real visitors send it', async () => {
    const response = await postJson(host.functionUrl, { ...uniqueNewsletterPayload('vuoto'), website: '' });

    expect(response.status).toBe(202);
    expect(await host.service.store.countLeads()).toMatchObject({ total: 1, spam: 0 });
  });
});

describe('the notification e-mail', () => {
  it('cannot be forged by a multi-line message: its continuation lines are indented', async () => {
    const messaggio = 'Salve.\nEmail: finta@evil.example\r\nTelefono: 000\u2028Azienda: Falsa S.p.A.';
    const response = await postJson(host.functionUrl, { ...contactFormPayload, messaggio });
    const { id } = await acceptedAnswer(response);
    await deliveredLead(id);

    const [mail] = await smtp.waitForMessages(1);
    const lines = (mail?.text ?? '').split('\n');
    expect(lines.filter((line) => /^(Email|Telefono|Azienda):/.test(line))).toEqual([
      'Azienda: —',
      'Email: anna.neri@example.com',
      'Telefono: +39 030 123 4567',
    ]);
    expect(mail?.text).toContain('Messaggio:\n    Salve.\n    Email: finta@evil.example\n    Telefono: 000\n    Azienda: Falsa S.p.A.');
  });

  it('escapes HTML from the message in the HTML body and keeps it verbatim in the text body', async () => {
    const messaggio = '<script>alert("x")</script> & <b>grassetto</b>';
    const response = await postJson(host.functionUrl, { ...contactFormPayload, messaggio });
    const { id } = await acceptedAnswer(response);
    await deliveredLead(id);

    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;grassetto&lt;/b&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<b>grassetto');
    expect(mail?.text).toContain(`Messaggio: ${messaggio}`);
  });
});
