// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payloadFingerprint } from '../../functions/send-contact-email/fingerprint.ts';
import { silentLogger } from '../../functions/send-contact-email/log.ts';
import { runMorningDigest } from '../../functions/send-contact-email/morning-digest.ts';
import type { ContactPayload } from '../../schema/contact.ts';
import { manualClock, smtpEnv, startTestHost } from './support/host.ts';
import type { TestHost } from './support/host.ts';
import { consultationPayload, newsletterPayload, photoVideoPackagePayload } from './support/payloads.ts';
import { quietPort } from './support/quiet-port.ts';
import { startSmtpServer } from './support/smtp.ts';
import type { TestSmtpServer } from './support/smtp.ts';

/**
 * The morning digest on the Node service, with a clock the test moves: from 08:00 Rome, one mail to the owner listing
 * the requests still "nuovo" and unanswered after 24 hours, through the real SMTP sink; none before 08:00, none twice
 * the same morning, none on a morning with nothing to list, and one after an SMTP outage, once the server is back.
 */

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const HOUR = 60 * 60 * 1000;
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpServerOn(port = 0): Promise<TestSmtpServer> {
  const server = await startSmtpServer(port);
  cleanups.push(() => server.close());
  return server;
}

/** Stores a lead as the function does, received at the clock's time. */
async function storeLead(host: TestHost, receivedAt: Date, payload: ContactPayload): Promise<string> {
  const id = crypto.randomUUID();
  await host.service.store.insertLead(
    { id, receivedAt, payload, payloadHash: await payloadFingerprint(payload), deliveryStatus: 'pending' },
    receivedAt,
  );
  return id;
}

describe('the morning digest', () => {
  it('lists the requests waiting over 24 hours once a morning, from 08:00 Rome, and only when there are some', async () => {
    const smtp = await smtpServerOn();
    // Monday 23 November 2026, 11:00 in Rome (UTC+1).
    const clock = manualClock(new Date('2026-11-23T10:00:00.000Z'));
    const host = await startTestHost({ env: { ...smtpEnv(smtp.port), SITE_ORIGINS: 'https://www.agenzia.example' }, now: clock.now });
    cleanups.push(() => host.close());
    const monday = clock.now();

    const waiting = await storeLead(host, monday, { ...consultationPayload, nome: 'Anna' });
    const takenUp = await storeLead(host, monday, { ...photoVideoPackagePayload, nome: 'Bruno' });
    const repliedTo = await storeLead(host, monday, { ...consultationPayload, nome: 'Carla', email: 'carla@example.com' });
    await storeLead(host, monday, newsletterPayload);
    // Tuesday 21:00: not yet 24 hours old at Wednesday's 08:00.
    const lateEvening = await storeLead(host, new Date('2026-11-24T20:00:00.000Z'), {
      ...consultationPayload,
      nome: 'Dario',
      email: 'dario@example.com',
    });
    await host.service.store.updateLead(takenUp, { status: 'in_progress' }, new Date('2026-11-23T11:00:00.000Z'));
    expect(await host.service.store.recordFirstAnswer(repliedTo, new Date('2026-11-23T12:00:00.000Z'))).toBe(true);

    // Wednesday 07:59 in Rome.
    clock.advance(new Date('2026-11-25T06:59:00.000Z').getTime() - monday.getTime());
    expect(await host.service.morningDigestNow()).toEqual({ kind: 'too-early' });

    clock.advance(60_000);
    expect(await host.service.morningDigestNow()).toEqual({ kind: 'sent', day: '2026-11-25', leads: 1 });
    const [digest] = await smtp.waitForMessages(1);
    expect(digest?.envelopeTo).toEqual(['agenzia@example.com']);
    expect(digest?.subject).toBe('[Sito] 1 richiesta senza risposta da più di 24 ore');
    expect(digest?.text).toContain('questa richiesta è ancora «nuovo», senza risposta, da più di 24 ore:');
    expect(digest?.text).toMatch(/^- Richiesta Consulenza – Anna – ricevuta lunedì 23 novembre.* 11:00$/m);
    expect(digest?.text).toContain('Apri le richieste: https://www.agenzia.example/admin/');
    expect(digest?.text).not.toMatch(/Bruno|Carla|Dario|giulia/);

    // The same morning again: from the process's memory, and from the store as another process would find it.
    clock.advance(5 * 60_000);
    expect(await host.service.morningDigestNow()).toEqual({ kind: 'done-already', day: '2026-11-25' });
    const otherProcess = { store: host.service.store, mailer: { send: () => Promise.reject(new Error('sent twice')) } };
    expect(
      await runMorningDigest(clock.now(), { ...otherProcess, ownerAddress: 'agenzia@example.com', inboxUrl: '', logger: silentLogger }),
    ).toEqual({ kind: 'done-already', day: '2026-11-25' });

    // Thursday 08:00: both waiting leads answered by then, so nothing to list and no mail.
    await host.service.store.updateLead(waiting, { note: 'Chiamata, richiama lunedì' }, new Date('2026-11-25T10:00:00.000Z'));
    await host.service.store.updateLead(lateEvening, { status: 'closed' }, new Date('2026-11-25T10:00:00.000Z'));
    clock.advance(new Date('2026-11-26T07:00:00.000Z').getTime() - clock.now().getTime());
    expect(await host.service.morningDigestNow()).toEqual({ kind: 'nothing-to-list', day: '2026-11-26' });
    expect(smtp.messages).toHaveLength(1);
  });

  it('goes out once after an SMTP outage at 08:00, when the server is back', async () => {
    const port = await quietPort();
    const clock = manualClock(new Date('2026-11-24T10:00:00.000Z'));
    const host = await startTestHost({ env: { ...smtpEnv(port) }, now: clock.now });
    cleanups.push(() => host.close());
    await storeLead(host, clock.now(), { ...consultationPayload, nome: 'Elena' });

    // Thursday 08:00 in Rome: the lead has waited 45 hours.
    clock.advance(45 * HOUR);
    expect(await host.service.morningDigestNow()).toMatchObject({ kind: 'failed', day: '2026-11-26' });

    const smtp = await smtpServerOn(port);
    clock.advance(60_000);
    expect(await host.service.morningDigestNow()).toEqual({ kind: 'sent', day: '2026-11-26', leads: 1 });
    clock.advance(60_000);
    expect(await host.service.morningDigestNow()).toEqual({ kind: 'done-already', day: '2026-11-26' });
    expect((await smtp.waitForMessages(1)).map((mail) => mail.subject)).toEqual(['[Sito] 1 richiesta senza risposta da più di 24 ore']);
  });
});
