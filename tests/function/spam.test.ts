// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContactFormPayload, ContactPayload } from '../../schema/contact.ts';
import { assessSpam } from '../../functions/send-contact-email/spam.ts';
import type { StoredLead } from '../../functions/send-contact-email/store.ts';
import { acceptedAnswer, manualClock, postJson, smtpEnv, startTestHost, waitFor } from './support/host.ts';
import type { TestHost } from './support/host.ts';
import { GENUINE_LEADS } from './spam-corpus/genuine.ts';
import { SPAM_SAMPLES } from './spam-corpus/spam.ts';
import { startSmtpServer } from './support/smtp.ts';
import type { TestSmtpServer } from './support/smtp.ts';

// Hundreds of real submissions through a real function, a SQLite file and an SMTP server.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 30_000 });

let smtp: TestSmtpServer;
let host: TestHost;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // The corpus arrives in seconds: the burst signal (tested below) would weigh on every sample alike.
  host = await startTestHost({ env: { ...smtpEnv(smtp.port), SPAM_BURST_MAX: '100000' } });
});

afterAll(async () => {
  await host.close();
  await smtp.close();
});

async function submitAll(payloads: readonly ContactPayload[]): Promise<StoredLead[]> {
  const stored: StoredLead[] = [];
  for (const payload of payloads) {
    const { id } = await acceptedAnswer(await postJson(host.functionUrl, payload));
    const lead = await host.service.store.getLead(id);
    if (lead === undefined) throw new Error(`Not stored: ${JSON.stringify(payload).slice(0, 120)}`);
    stored.push(lead);
  }
  return stored;
}

function describeSample(lead: StoredLead): string {
  const text = 'messaggio' in lead.payload && lead.payload.messaggio !== '' ? lead.payload.messaggio : lead.payload.email;
  return `${lead.type}: ${text.slice(0, 70)}`;
}

describe('the spam score on the corpus written for this project', () => {
  it('marks none of the genuine leads, catches at least 95 % of the spam, and mails every lead but the spam', async () => {
    expect(GENUINE_LEADS.length).toBeGreaterThanOrEqual(50);
    expect(SPAM_SAMPLES.length).toBeGreaterThanOrEqual(200);

    const genuine = await submitAll(GENUINE_LEADS);
    const spam = await submitAll(SPAM_SAMPLES);

    const falsePositives = genuine.filter((lead) => lead.status === 'spam');
    const missed = spam.filter((lead) => lead.status !== 'spam');
    const caught = spam.length - missed.length;
    const reasons = new Map<string, number>();
    for (const lead of spam) for (const reason of lead.spamReasons) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    console.log(
      [
        `Spam corpus: genuine leads marked spam ${falsePositives.length} of ${genuine.length}; ` +
          `spam caught ${caught} of ${spam.length} (${((100 * caught) / spam.length).toFixed(1)} %).`,
        `Reasons among the spam caught: ${[...reasons].map(([reason, count]) => `${reason} ${count}`).join(', ')}.`,
        ...missed.map((lead) => `  missed: ${describeSample(lead)}`),
        ...falsePositives.map((lead) => `  genuine marked spam (${lead.spamReasons.join(', ')}): ${describeSample(lead)}`),
      ].join('\n'),
    );

    expect(falsePositives.map(describeSample)).toEqual([]);
    expect(caught / spam.length).toBeGreaterThanOrEqual(0.95);
    for (const lead of spam.filter((candidate) => candidate.status === 'spam')) expect(lead.spamReasons.length).toBeGreaterThan(0);

    const notSpam = [...genuine, ...missed].map(({ id }) => id).sort();
    await smtp.waitForMessages(notSpam.length, 60_000);
    await host.service.deliverPendingNow({ ignoreSchedule: true });
    const counts = await waitFor(async () => {
      const current = await host.service.store.countLeads();
      return current.pending === 0 ? current : undefined;
    }, 'every lead but the spam to be delivered');
    expect(counts).toMatchObject({ delivered: notSpam.length, spam: caught });
    expect(smtp.messages.map((mail) => /ID: (\S+)/.exec(mail.text ?? '')?.[1]).sort()).toEqual(notSpam);
  });
});

describe('each signal', () => {
  const plainLead = GENUINE_LEADS.find(
    (lead): lead is ContactFormPayload =>
      lead.type === 'Contatto dal Sito' && lead.messaggio.startsWith('Vorrei un preventivo per foto dei piatti'),
  );
  if (plainLead === undefined) throw new Error('The corpus lost its plain contact-form lead.');

  it('never marks a lead spam because it carries no elapsed time (a page without script, an older page)', () => {
    for (const lead of GENUINE_LEADS) {
      const { elapsedMs: _measured, ...untimed } = lead;
      expect(assessSpam(untimed).isSpam, JSON.stringify(untimed).slice(0, 80)).toBe(false);
    }
  });

  it('marks a form sent within 1.5 s of the first paint, and only suspects one sent within 4 s', () => {
    expect(assessSpam({ ...plainLead, elapsedMs: 1499 })).toMatchObject({ isSpam: true, reasons: ['too_fast'] });
    expect(assessSpam({ ...plainLead, elapsedMs: 3999 })).toMatchObject({ isSpam: false, reasons: ['fast'] });
    expect(assessSpam({ ...plainLead, elapsedMs: 4000 })).toMatchObject({ isSpam: false, reasons: [] });
  });

  it('adds a burst across all addresses to what else a lead shows, but never marks a lead for the burst alone', async () => {
    const burstHost = await startTestHost({ env: { SPAM_BURST_MAX: '2' } });
    try {
      const send = async (payload: ContactPayload) => {
        const { id } = await acceptedAnswer(await postJson(burstHost.functionUrl, payload));
        return burstHost.service.store.getLead(id);
      };
      const withLink = { ...plainLead, messaggio: `${plainLead.messaggio} Il menù è su https://www.trattoria.example/menu` };

      expect(await send({ ...plainLead, email: 'uno@example.com' })).toMatchObject({ status: 'new' });
      expect(await send({ ...withLink, email: 'due@example.com', elapsedMs: 3000 })).toMatchObject({ status: 'new' });
      expect(await send({ ...plainLead, email: 'tre@example.com' })).toMatchObject({ status: 'new', spamReasons: [] });
      expect(await send({ ...withLink, email: 'quattro@example.com', elapsedMs: 3000 })).toMatchObject({
        status: 'spam',
        spamReasons: ['fast', 'links', 'burst'],
      });
    } finally {
      await burstHost.close();
    }
  });

  it('marks the same submission sent again and again past the duplicate window, and the same text from many addresses', async () => {
    const clock = manualClock();
    const repeatHost = await startTestHost({ now: clock.now });
    try {
      const send = async (payload: ContactPayload) => {
        const { id } = await acceptedAnswer(await postJson(repeatHost.functionUrl, payload));
        return repeatHost.service.store.getLead(id);
      };
      const statuses: Array<string | undefined> = [];
      for (let round = 0; round < 4; round += 1) {
        statuses.push((await send(plainLead))?.status);
        clock.advance(11 * 60_000);
      }
      expect(statuses).toEqual(['new', 'new', 'new', 'spam']);

      const campaign = 'Gentile titolare, la sua attività merita più clienti: scopra il nostro metodo su https://metodo-clienti.example';
      const campaignStatuses: Array<string | undefined> = [];
      for (const sender of ['a', 'b', 'c', 'd', 'e', 'f']) {
        campaignStatuses.push((await send({ ...plainLead, email: `${sender}@campagna.example`, messaggio: campaign }))?.status);
      }
      expect(campaignStatuses).toEqual(['new', 'new', 'new', 'new', 'new', 'spam']);
      const [lastOfCampaign] = await repeatHost.service.store.listLeads({ text: 'metodo-clienti', newestFirst: true, limit: 1 });
      expect(lastOfCampaign?.spamReasons).toEqual(['links', 'repeated_text']);
    } finally {
      await repeatHost.close();
    }
  });
});
