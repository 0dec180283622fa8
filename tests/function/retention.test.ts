// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_RETENTION_DAYS } from '../../functions/send-contact-email/config.ts';
import { payloadFingerprint } from '../../functions/send-contact-email/fingerprint.ts';
import { createJsonLogger } from '../../functions/send-contact-email/log.ts';
import type { ContactPayload } from '../../schema/contact.ts';
import { manualClock, startTestHost, waitFor } from './support/host.ts';
import type { TestHost } from './support/host.ts';
import { consultationPayload, uniqueNewsletterPayload } from './support/payloads.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const DAY = 24 * 60 * 60 * 1000;
let host: TestHost | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

describe('retention', () => {
  it('purges the leads older than LEADS_RETENTION_DAYS when the delivery loop starts, and logs the purge', async () => {
    const clock = manualClock(new Date('2025-06-30T12:00:00.000Z'));
    const lines: string[] = [];
    host = await startTestHost({
      env: { LEADS_RETENTION_DAYS: '30' },
      now: clock.now,
      logger: createJsonLogger({ level: 'info', write: (line) => lines.push(line) }),
    });
    const store = host.service.store;
    const insert = async (payload: ContactPayload, daysAgo: number) => {
      const receivedAt = new Date(clock.now().getTime() - daysAgo * DAY);
      const id = crypto.randomUUID();
      await store.insertLead(
        { id, receivedAt, payload, payloadHash: await payloadFingerprint(payload), deliveryStatus: 'not_configured' },
        receivedAt,
      );
      return id;
    };
    const expired = await insert(consultationPayload, 31);
    const expiredSubscription = await insert(uniqueNewsletterPayload('vecchio'), 45);
    const kept = await insert(uniqueNewsletterPayload('recente'), 29);
    await store.recordHoneypotHit(new Date(clock.now().getTime() - 40 * DAY), undefined);

    host.service.startDeliveryLoop();
    const purgeLine = await waitFor(
      async () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.event === 'retention_purge'),
      'the purge log line',
    );

    expect(purgeLine).toMatchObject({
      level: 'info',
      receivedBefore: '2025-05-31T12:00:00.000Z',
      retentionDays: 30,
      leadsDeleted: 2,
      honeypotHitsDeleted: 1,
    });
    expect(await store.getLead(expired)).toBeUndefined();
    expect(await store.getLead(expiredSubscription)).toBeUndefined();
    expect(await store.getLead(kept)).toBeDefined();
  });

  it('keeps leads for the period the privacy policy states, 24 months, by default', () => {
    const policy = JSON.stringify(parse(readFileSync('pages-yaml/privacy-policy.yaml', 'utf8')));
    const months = Math.round(DEFAULT_RETENTION_DAYS / (365.25 / 12));

    expect(months).toBe(24);
    expect(policy).toContain(`per ${months} mesi dal loro arrivo`);
  });
});
