// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterEach, expect, it, vi } from 'vitest';
import { payloadFingerprint } from '../../functions/send-contact-email/fingerprint.ts';
import { MIGRATIONS, SCHEMA_MIGRATIONS_TABLE } from '../../functions/send-contact-email/libsql-schema.ts';
import { ANSWERABLE_TYPES } from '../../functions/send-contact-email/morning-digest.ts';
import { openNodeLeadStore } from '../../functions/send-contact-email/node.ts';
import type { LeadStore } from '../../functions/send-contact-email/store.ts';
import type { ContactPayload } from '../../schema/contact.ts';
import { consultationPayload, newsletterPayload } from './support/payloads.ts';

/** The owner's first answer as the store records it: once, at the first status change, note or reply link pressed. */

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute));

async function openStore(): Promise<LeadStore> {
  const directory = await mkdtemp(join(tmpdir(), 'first-answer-'));
  const store = await openNodeLeadStore({ url: `file:${join(directory, 'leads.db')}` });
  cleanups.push(async () => {
    await store.close();
    await rm(directory, { recursive: true, force: true });
  });
  return store;
}

async function storeLead(store: LeadStore, nome: string, payload: ContactPayload = { ...consultationPayload, nome }, spam = false) {
  const id = crypto.randomUUID();
  const receivedAt = at(0);
  await store.insertLead(
    {
      id,
      receivedAt,
      payload,
      payloadHash: await payloadFingerprint(payload),
      deliveryStatus: 'pending',
      ...(spam ? { spamReasons: ['honeypot' as const] } : {}),
    },
    receivedAt,
  );
  return id;
}

it('records the first status change, note or reply, never a later one, and not a move in or out of spam', async () => {
  const store = await openStore();
  const takenUp = await storeLead(store, 'Anna');
  const noted = await storeLead(store, 'Bruno');
  const repliedTo = await storeLead(store, 'Carla');
  const releasedFromSpam = await storeLead(store, 'Dario', { ...consultationPayload, nome: 'Dario' }, true);
  const waiting = await storeLead(store, 'Elena');
  await storeLead(store, 'newsletter', newsletterPayload);

  await store.updateLead(takenUp, { status: 'in_progress' }, at(10));
  await store.updateLead(takenUp, { status: 'closed', note: 'fatto' }, at(20));
  expect(await store.recordFirstAnswer(takenUp, at(30))).toBe(true);
  await store.updateLead(noted, { note: 'Richiamare' }, at(15));
  expect(await store.recordFirstAnswer(repliedTo, at(5))).toBe(true);
  await store.updateLead(repliedTo, { status: 'in_progress' }, at(40));
  await store.updateLead(releasedFromSpam, { status: 'new' }, at(12));
  await store.updateLead(waiting, { note: '   ' }, at(12));
  expect(await store.recordFirstAnswer('no-such-lead', at(5))).toBe(false);

  const answered = (await store.listAnswerTimes(at(0), ANSWERABLE_TYPES)).map(({ firstAnsweredAt }) => firstAnsweredAt);
  // Oldest first (all came together, so in the order stored); the newsletter is not a request to answer.
  expect(answered).toEqual([at(10).toISOString(), at(15).toISOString(), at(5).toISOString(), null, null]);
  const unanswered = await store.listLeads({ statuses: ['new'], unanswered: true });
  expect(unanswered.map((lead) => lead.id).sort()).toEqual(
    [releasedFromSpam, waiting, ...(await store.listLeads({ types: [newsletterPayload.type] })).map((lead) => lead.id)].sort(),
  );
});

it('gives the leads worked before schema step 11 the time of their last change, the best known', async () => {
  const directory = await mkdtemp(join(tmpdir(), 'first-answer-step-'));
  cleanups.push(() => rm(directory, { recursive: true, force: true }));
  const url = `file:${join(directory, 'leads.db')}`;
  // A database as the steps before this one left it, with a lead taken up and one still new.
  const before = createClient({ url });
  await before.execute(SCHEMA_MIGRATIONS_TABLE);
  for (const step of MIGRATIONS.filter(({ version }) => version < 11)) {
    await before.batch(
      [
        { sql: 'INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)', args: [step.version, at(0).toISOString()] },
        ...step.statements,
      ],
      'write',
    );
  }
  const insert =
    "INSERT INTO leads (id, received_at, type, payload, payload_hash, delivery_status, status, updated_at, search_text) VALUES (?, ?, ?, '{}', ?, 'delivered', ?, ?, 'filled')";
  await before.batch(
    [
      { sql: insert, args: ['worked', at(0).toISOString(), consultationPayload.type, 'a', 'in_progress', at(42).toISOString()] },
      { sql: insert, args: ['waiting', at(0).toISOString(), consultationPayload.type, 'b', 'new', null] },
    ],
    'write',
  );
  before.close();

  const store = await openNodeLeadStore({ url });
  cleanups.push(() => store.close());
  expect(await store.listAnswerTimes(at(0), ANSWERABLE_TYPES)).toEqual([
    { receivedAt: at(0).toISOString(), firstAnsweredAt: at(42).toISOString() },
    { receivedAt: at(0).toISOString(), firstAnsweredAt: null },
  ]);
});
