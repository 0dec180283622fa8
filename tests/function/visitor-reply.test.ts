// @vitest-environment node
/**
 * The automatic answer to the visitor (issue 30, part 2), through the real function, a real SQLite file and a real SMTP
 * server on loopback: the owner's mail and the answer both arrive; the answer carries the request's number, its type and
 * the agency's identity, never the message or a link; spam and suspect leads get none; one a day to an address; an
 * outage delays it without doubling it; a refused answer leaves the owner's mail delivered and says why.
 */
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Content } from '../../content-compiler/load.ts';
import type { EmailCopy } from '../../schema/email.ts';
import { loadEmailCopy } from './support/email-copy.ts';
import { VISITOR_REPLY_INTERVAL_MS } from '../../functions/send-contact-email/visitor-reply.ts';
import { HONEYPOT_FIELD } from '../../schema/contact.ts';
import { acceptedAnswer, manualClock, postJson, smtpEnv, startTestHost, waitFor } from './support/host.ts';
import type { TestHost } from './support/host.ts';
import { parseMessage } from './support/mime.ts';
import { contactFormPayload, newsletterPayload, photoVideoPackagePayload } from './support/payloads.ts';
import { quietPort } from './support/quiet-port.ts';
import { startSmtpServer } from './support/smtp.ts';
import type { ReceivedMail, TestSmtpServer } from './support/smtp.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const AGENCY = 'agenzia@example.com';
/** A genuine visitor: a person takes half a minute to fill the form in. */
const PERSON_MS = 30_000;
const MESSAGE = 'Vorrei rifare il sito della mia palestra di Ghedi entro marzo.';

let content: Content;
let emailCopy: EmailCopy;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  ({ content, emailCopy } = await loadEmailCopy());
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function hostOn(smtpPort: number, clock = manualClock(new Date('2026-03-10T09:00:00.000Z'))): Promise<TestHost> {
  const host = await startTestHost({
    env: smtpEnv(smtpPort),
    now: clock.now,
    emailCopy,
  });
  cleanups.push(() => host.close());
  return host;
}

async function smtpServer(port?: number): Promise<TestSmtpServer> {
  const server = await startSmtpServer(port);
  cleanups.push(() => server.close());
  return server;
}

async function send(host: TestHost, payload: object): Promise<string> {
  const response = await postJson(host.functionUrl, payload);
  expect(response.status).toBe(202);
  return (await acceptedAnswer(response)).id;
}

const request = (email: string, overrides: object = {}) => ({
  ...contactFormPayload,
  email,
  messaggio: MESSAGE,
  elapsedMs: PERSON_MS,
  ...overrides,
});

const answersTo = (smtp: TestSmtpServer, email: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(email));
const ownerMails = (smtp: TestSmtpServer) => smtp.messages.filter((mail) => mail.envelopeTo.includes(AGENCY));

describe('the automatic answer to the visitor', () => {
  it('reaches the visitor beside the owner’s mail, with the request’s number, its type and the agency’s identity, and nothing the visitor wrote', async () => {
    const smtp = await smtpServer();
    const host = await hostOn(smtp.port);
    const email = 'anna.risposta@example.com';

    const id = await send(host, request(email));
    await smtp.waitForMessages(2);

    expect(ownerMails(smtp)).toHaveLength(1);
    const [answer] = answersTo(smtp, email);
    if (answer === undefined) throw new Error('No answer reached the visitor');
    const lead = await waitFor(async () => {
      const stored = await host.service.store.getLead(id);
      return stored?.visitorReply?.status === 'sent' ? stored : undefined;
    }, 'the answer marked sent');
    expect(lead.deliveryStatus).toBe('delivered');
    expect(lead.visitorReply?.reference).toBe('2026-0001');

    expect(answer.subject).toContain('2026-0001');
    expect(answer.headers.get('auto-submitted')).toEqual(['auto-replied']);
    expect(answer.headerLines.find((line) => line.startsWith('Reply-To:'))).toContain(AGENCY);
    const legal = content.site.legal;
    for (const body of [answer.text ?? '', answer.html ?? '']) {
      expect(body).toContain('2026-0001');
      expect(body).toContain(contactFormPayload.type);
      expect(body).toContain(content.site.figures['tempo-di-risposta']?.value);
      expect(body).toContain(legal.ragioneSociale.value);
      expect(body).toContain(content.site.contact.phoneDisplay);
      expect(body).not.toContain('palestra di Ghedi');
      expect(body).not.toContain(contactFormPayload.nome);
      expect(body).not.toMatch(/https?:\/\/|www\./);
    }
    // The owner finds the lead by the number the visitor quotes.
    expect((await host.service.store.listLeads({ text: '2026-0001' })).map((found) => found.id)).toEqual([id]);
  });

  it('is never sent to spam or to a lead the score found suspect; a newsletter subscription gets its confirmation instead', async () => {
    const smtp = await smtpServer();
    const host = await hostOn(smtp.port);

    const spam = await send(host, request('bot@example.com', { [HONEYPOT_FIELD]: 'https://spam.example' }));
    const suspect = await send(host, request('svelto@example.com', { elapsedMs: 2_500 }));
    await send(host, { ...newsletterPayload, email: 'lettore@example.com' });
    const genuine = await send(host, { ...photoVideoPackagePayload, email: 'marco.genuino@example.com', elapsedMs: PERSON_MS });
    // Three owner's mails (spam gets none), the genuine lead's answer and the subscription's confirmation.
    await smtp.waitForMessages(5);
    await waitFor(
      async () => ((await host.service.store.getLead(genuine))?.visitorReply?.status === 'sent' ? true : undefined),
      'the answer',
    );

    expect(ownerMails(smtp)).toHaveLength(3);
    expect(answersTo(smtp, 'marco.genuino@example.com')).toHaveLength(1);
    expect(answersTo(smtp, 'lettore@example.com').map((mail) => mail.headers.has('list-unsubscribe'))).toEqual([true]);
    for (const [id, email] of [
      [spam, 'bot@example.com'],
      [suspect, 'svelto@example.com'],
    ] as const) {
      expect(answersTo(smtp, email), email).toEqual([]);
      expect((await host.service.store.getLead(id))?.visitorReply, email).toBeNull();
    }
  });

  it('goes to one address once a day, however many requests it sends, and numbers the year’s answers in order', async () => {
    const smtp = await smtpServer();
    const clock = manualClock(new Date('2026-03-10T09:00:00.000Z'));
    const host = await hostOn(smtp.port, clock);
    const email = 'paolo.due.volte@example.com';

    await send(host, request(email));
    await smtp.waitForMessages(2);
    clock.advance(60 * 60 * 1000);
    const second = await send(host, request(email, { messaggio: 'Dimenticavo: anche il negozio online.' }));
    await smtp.waitForMessages(3);
    clock.advance(VISITOR_REPLY_INTERVAL_MS);
    const nextDay = await send(host, request(email, { messaggio: 'Ci sentiamo la settimana prossima?' }));
    await smtp.waitForMessages(5);

    expect(ownerMails(smtp)).toHaveLength(3);
    expect(answersTo(smtp, email).map((mail) => mail.subject.match(/\d{4}-\d{4}/)?.[0])).toEqual(['2026-0001', '2026-0002']);
    expect((await host.service.store.getLead(second))?.visitorReply).toBeNull();
    expect((await host.service.store.getLead(nextDay))?.visitorReply?.reference).toBe('2026-0002');
  });

  it('waits out an SMTP outage and then leaves once, with the owner’s mail', async () => {
    const clock = manualClock(new Date('2026-03-10T09:00:00.000Z'));
    const smtpPort = await quietPort();
    const host = await hostOn(smtpPort, clock);
    const email = 'lucia.attesa@example.com';

    const id = await send(host, request(email));
    await waitFor(async () => ((await host.service.store.getLead(id))?.attempts === 1 ? true : undefined), 'the failed attempt');
    expect((await host.service.store.getLead(id))?.visitorReply).toMatchObject({ reference: '2026-0001', status: 'pending', sentAt: null });

    const smtp = await smtpServer(smtpPort);
    clock.advance(60_000);
    await host.service.deliverPendingNow();
    await host.service.deliverPendingNow({ ignoreSchedule: true });

    expect(ownerMails(smtp)).toHaveLength(1);
    expect(answersTo(smtp, email)).toHaveLength(1);
    expect((await host.service.store.getLead(id))?.visitorReply).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('refused for good by the mail server, leaves the lead delivered to the owner, and the lead says why', async () => {
    const received: ReceivedMail[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 200,
      onRcptTo(address, _session, callback) {
        if (address.address !== 'nessuno@rifiutato.example.com') return callback();
        return callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            ...parseMessage(raw),
            raw,
            envelopeFrom: undefined,
            envelopeTo: session.envelope.rcptTo.map((to) => to.address),
          });
          callback();
        });
      },
    });
    const port = await new Promise<number>((resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const address = server.server.address();
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const host = await hostOn(port);

    const id = await send(host, request('nessuno@rifiutato.example.com'));
    const lead = await waitFor(async () => {
      const stored = await host.service.store.getLead(id);
      return stored?.visitorReply?.status === 'failed' ? stored : undefined;
    }, 'the refused answer');

    expect(lead.deliveryStatus).toBe('delivered');
    expect(received.map((mail) => mail.envelopeTo)).toEqual([[AGENCY]]);
    expect(lead.visitorReply).toMatchObject({ reference: '2026-0001', attempts: 1, nextAttemptAt: null });
    expect(lead.visitorReply?.lastError).toMatch(/^SMTP 550/);
  });
});
