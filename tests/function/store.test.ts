// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactFormPayload, ContactPayload } from '../../schema/contact.ts';
import { payloadFingerprint } from '../../functions/send-contact-email/fingerprint.ts';
import { MIGRATIONS } from '../../functions/send-contact-email/libsql-schema.ts';
import { openNodeLeadStore } from '../../functions/send-contact-email/node.ts';
import type { LeadQuery, LeadStore, NewLead } from '../../functions/send-contact-email/store.ts';
import { consultationPayload, contactFormPayload, uniqueNewsletterPayload } from './support/payloads.ts';

// Every test runs real servers, a SQLite worker thread and SMTP sessions: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/**
 * The same tests run against every configured database: always a SQLite file in a temporary
 * directory, and also a hosted libsql database when TEST_LEADS_DB_URL (and TEST_LEADS_DB_AUTH_TOKEN)
 * are set. Tests work in their own stretch of time in the distant past and retire their leads
 * afterwards, so rows already in a shared database do not disturb them.
 */
interface StoreTarget {
  name: string;
  /** Opens a new connection (another process, in effect) to the same database. */
  open(): Promise<LeadStore>;
  cleanUp(): Promise<void>;
}

async function sqliteFileTarget(): Promise<StoreTarget> {
  const directory = await mkdtemp(join(tmpdir(), 'lead-store-'));
  const url = `file:${join(directory, 'leads.db')}`;
  return {
    name: 'SQLite file',
    open: () => openNodeLeadStore({ url }),
    cleanUp: () => rm(directory, { recursive: true, force: true }),
  };
}

function remoteTarget(url: string): StoreTarget {
  return {
    name: 'hosted libsql',
    open: () => openNodeLeadStore({ url, authToken: process.env.TEST_LEADS_DB_AUTH_TOKEN }),
    cleanUp: async () => undefined,
  };
}

const remoteUrl = process.env.TEST_LEADS_DB_URL;
const targets: Array<{ name: string; create: () => Promise<StoreTarget> }> = [
  { name: 'SQLite file', create: sqliteFileTarget },
  ...(remoteUrl === undefined || remoteUrl === '' ? [] : [{ name: 'hosted libsql', create: async () => remoteTarget(remoteUrl) }]),
];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const FAR_FUTURE = new Date('9999-01-01T00:00:00.000Z');

describe.each(targets)('LeadStore on $name', ({ create }) => {
  const openStores: LeadStore[] = [];
  const insertedIds = new Set<string>();
  let target: StoreTarget;
  let store: LeadStore;
  let base: Date;

  async function setUp() {
    target = await create();
    store = await openStore();
    base = new Date(Date.UTC(1000 + Math.floor(Math.random() * 900), 0, 1));
  }

  async function openStore() {
    const opened = await target.open();
    openStores.push(opened);
    return opened;
  }

  const at = (offsetMs: number) => new Date(base.getTime() + offsetMs);

  async function newLead(payload: ContactPayload, receivedAt: Date, overrides: Partial<NewLead> = {}): Promise<NewLead> {
    const lead: NewLead = {
      id: crypto.randomUUID(),
      receivedAt,
      payload,
      payloadHash: await payloadFingerprint(payload),
      deliveryStatus: 'pending',
      ...overrides,
    };
    insertedIds.add(lead.id);
    return lead;
  }

  afterEach(async () => {
    for (const id of insertedIds) {
      const [claimed] = await store.claimDueLeads({ now: FAR_FUTURE, claimDurationMs: 1, limit: 1, leadId: id, ignoreSchedule: true });
      if (claimed !== undefined) await store.markDelivered(id, claimed.claimToken, FAR_FUTURE);
    }
    insertedIds.clear();
    for (const opened of openStores.splice(0)) await opened.close();
    await target.cleanUp();
  });

  it('stores a lead exactly and reads it back', async () => {
    await setUp();
    const payload = uniqueNewsletterPayload('store');
    const lead = await newLead(payload, at(0));

    expect(await store.insertLead(lead, at(-10 * MINUTE))).toEqual({ id: lead.id, isDuplicate: false });

    expect(await store.getLead(lead.id)).toEqual({
      id: lead.id,
      receivedAt: at(0).toISOString(),
      type: 'Iscrizione Newsletter',
      payload,
      payloadHash: lead.payloadHash,
      deliveryStatus: 'pending',
      attempts: 0,
      nextAttemptAt: at(0).toISOString(),
      lastAttemptAt: null,
      lastError: null,
      deliveredAt: null,
      status: 'new',
      spamReasons: [],
      note: '',
      updatedAt: null,
      visitorReply: null,
      newsletterConsent: {
        subscribedAt: at(0).toISOString(),
        notice: null,
        address: null,
        confirmationSentAt: null,
        confirmationText: null,
        confirmedAt: null,
        unsubscribedAt: null,
      },
    });
    expect(await store.getLead(crypto.randomUUID())).toBeUndefined();
  });

  it('queues with a batch of leads one answer per address, numbered in order of arrival, and never gives an erased lead’s number again', async () => {
    await setUp();
    const year = base.getUTCFullYear();
    const tag = crypto.randomUUID().slice(0, 8);
    const answerDue = (receivedAt: Date) => ({
      visitorReply: { referenceYear: year, oncePerAddressSince: new Date(receivedAt.getTime() - DAY) },
    });
    const request = (address: string, messaggio: string, offsetMs: number) =>
      newLead({ ...contactFormPayload, email: `${address}.${tag}@example.com`, messaggio }, at(offsetMs), answerDue(at(offsetMs)));
    const batch = await Promise.all([
      request('anna', 'Un sito per la palestra.', 0),
      request('bruno', 'Foto per il catalogo.', 1),
      request('anna', 'Dimenticavo: anche i social.', 2),
    ]);
    // Stored together: one commit, one statement (group commit), as a burst of visitors sends them.
    await Promise.all(batch.map((lead) => store.insertLead(lead, at(-10 * MINUTE))));
    const references = await Promise.all(batch.map(async (lead) => (await store.getLead(lead.id))?.visitorReply?.reference ?? null));
    expect(references).toEqual([`${year}-0001`, `${year}-0002`, null]);
    expect((await store.listLeads({ text: `${year}-0002` })).map((lead) => lead.id)).toEqual([batch[1]?.id]);

    await store.eraseLeadsByEmail(`bruno.${tag}@example.com`);
    const later = await request('carla', 'Un preventivo per il negozio.', 3);
    await store.insertLead(later, at(-10 * MINUTE));
    expect((await store.getLead(later.id))?.visitorReply?.reference).toBe(`${year}-0003`);
  });

  it('keeps its data when closed and opened again (migration is idempotent)', async () => {
    await setUp();
    const lead = await newLead(uniqueNewsletterPayload('reopen'), at(0));
    await store.insertLead(lead, at(-MINUTE));
    await store.close();
    openStores.splice(openStores.indexOf(store), 1);

    store = await openStore();

    expect((await store.getLead(lead.id))?.payload).toEqual(lead.payload);
  });

  it('answers a duplicate inside the window with the original id, and stores it again after the window', async () => {
    await setUp();
    const payload = { ...consultationPayload, email: `dup.${crypto.randomUUID()}@example.com` };
    const original = await newLead(payload, at(0));
    const resent = await newLead({ ...payload, timestamp: '2025-01-15T11:00:09.000Z' }, at(5 * MINUTE));
    const muchLater = await newLead(payload, at(20 * MINUTE));

    await store.insertLead(original, at(-10 * MINUTE));
    const duplicate = await store.insertLead(resent, at(-5 * MINUTE));
    const afterWindow = await store.insertLead(muchLater, at(10 * MINUTE));

    expect(duplicate).toEqual({ id: original.id, isDuplicate: true });
    expect(afterWindow).toEqual({ id: muchLater.id, isDuplicate: false });
    expect(await store.getLead(resent.id)).toBeUndefined();
  });

  it('commits concurrent inserts, including duplicates arriving together, correctly', async () => {
    await setUp();
    const payloads = Array.from({ length: 40 }, (_, index) => uniqueNewsletterPayload(`batch${index}`));
    const leads = await Promise.all(payloads.map((payload) => newLead(payload, at(0))));
    const twins = await Promise.all(payloads.slice(0, 10).map((payload) => newLead(payload, at(1))));

    const results = await Promise.all([...leads, ...twins].map((lead) => store.insertLead(lead, at(-MINUTE))));

    expect(results.slice(0, 40)).toEqual(leads.map((lead) => ({ id: lead.id, isDuplicate: false })));
    expect(results.slice(40)).toEqual(leads.slice(0, 10).map((lead) => ({ id: lead.id, isDuplicate: true })));
    const stored = await store.listLeads({ since: at(0), until: at(2) });
    expect(stored.map((lead) => lead.id).sort()).toEqual(leads.map((lead) => lead.id).sort());
  });

  it('lists leads by date range (since inclusive, until exclusive) and pending ones', async () => {
    await setUp();
    const early = await newLead(uniqueNewsletterPayload('early'), at(0));
    const middle = await newLead(uniqueNewsletterPayload('middle'), at(MINUTE));
    const late = await newLead(uniqueNewsletterPayload('late'), at(2 * MINUTE), { deliveryStatus: 'not_configured' });
    for (const lead of [early, middle, late]) await store.insertLead(lead, at(-MINUTE));

    const inRange = await store.listLeads({ since: at(MINUTE), until: at(2 * MINUTE) });
    const fromMiddle = await store.listLeads({ since: at(MINUTE), until: at(3 * MINUTE) });
    const pendingIds = (await store.listPending()).map((lead) => lead.id);

    expect(inRange.map((lead) => lead.id)).toEqual([middle.id]);
    expect(fromMiddle.map((lead) => [lead.id, lead.deliveryStatus])).toEqual([
      [middle.id, 'pending'],
      [late.id, 'not_configured'],
    ]);
    expect(pendingIds).toEqual(expect.arrayContaining([early.id, middle.id, late.id]));
  });

  it('lets only one worker claim a lead, and gives it back for retry on failure', async () => {
    await setUp();
    const lead = await newLead(uniqueNewsletterPayload('claim'), at(0));
    await store.insertLead(lead, at(-MINUTE));
    const claimOptions = { claimDurationMs: 5 * MINUTE, limit: 10, leadId: lead.id };

    const [claimed] = await store.claimDueLeads({ ...claimOptions, now: at(0) });
    const secondClaim = await store.claimDueLeads({ ...claimOptions, now: at(MINUTE) });
    expect(claimed?.lead.id).toBe(lead.id);
    expect(secondClaim).toEqual([]);

    expect(await store.markFailed(lead.id, 'not-the-claim-token', { at: at(MINUTE), error: 'x', nextAttemptAt: at(2 * MINUTE) })).toBe(
      false,
    );
    const claimToken = claimed?.claimToken ?? '';
    expect(
      await store.markFailed(lead.id, claimToken, { at: at(MINUTE), error: 'ECONNECTION: refused', nextAttemptAt: at(3 * MINUTE) }),
    ).toBe(true);
    expect(await store.getLead(lead.id)).toMatchObject({
      deliveryStatus: 'pending',
      attempts: 1,
      lastAttemptAt: at(MINUTE).toISOString(),
      lastError: 'ECONNECTION: refused',
      nextAttemptAt: at(3 * MINUTE).toISOString(),
    });

    expect(await store.claimDueLeads({ ...claimOptions, now: at(2 * MINUTE) })).toEqual([]);
    expect(await store.claimDueLeads({ ...claimOptions, now: at(2 * MINUTE), notAttemptedSince: at(MINUTE) })).toEqual([]);
    const [early] = await store.claimDueLeads({ ...claimOptions, now: at(2 * MINUTE), ignoreSchedule: true });
    expect(early?.lead.attempts).toBe(1);
  });

  it('takes a claim back once it has expired, and then refuses the old claim token', async () => {
    await setUp();
    const lead = await newLead(uniqueNewsletterPayload('expiry'), at(0));
    await store.insertLead(lead, at(-MINUTE));

    const [stale] = await store.claimDueLeads({ now: at(0), claimDurationMs: MINUTE, limit: 1, leadId: lead.id });
    const [fresh] = await store.claimDueLeads({ now: at(MINUTE), claimDurationMs: MINUTE, limit: 1, leadId: lead.id });

    expect(fresh?.lead.id).toBe(lead.id);
    expect(await store.markDelivered(lead.id, stale?.claimToken ?? '', at(MINUTE))).toBe(false);
    expect(await store.markDelivered(lead.id, fresh?.claimToken ?? '', at(MINUTE))).toBe(true);
    expect(await store.getLead(lead.id)).toMatchObject({
      deliveryStatus: 'delivered',
      attempts: 1,
      deliveredAt: at(MINUTE).toISOString(),
      nextAttemptAt: null,
    });
    expect(
      await store.claimDueLeads({ now: at(10 * MINUTE), claimDurationMs: MINUTE, limit: 1, leadId: lead.id, ignoreSchedule: true }),
    ).toEqual([]);
  });

  it('gives two connections claiming at once disjoint leads', async () => {
    await setUp();
    const other = await openStore();
    const leads = await Promise.all(
      Array.from({ length: 12 }, (_, index) => newLead(uniqueNewsletterPayload(`disjoint${index}`), at(index))),
    );
    for (const lead of leads) await store.insertLead(lead, at(-MINUTE));
    const claimFrom = (claimer: LeadStore, leadId: string) =>
      claimer.claimDueLeads({ now: at(MINUTE), claimDurationMs: MINUTE, limit: 1, leadId });

    const claims = await Promise.all(leads.flatMap((lead) => [claimFrom(store, lead.id), claimFrom(other, lead.id)]));

    const claimedIds = claims.flat().map((claimed) => claimed.lead.id);
    expect(claimedIds.sort()).toEqual(leads.map((lead) => lead.id).sort());
  });

  it('counts the requests of a client in one window across two connections, and starts a new window once it has ended', async () => {
    await setUp();
    const other = await openStore();
    const client = `client-${crypto.randomUUID()}`;
    const elsewhere = `client-${crypto.randomUUID()}`;

    const counts = await Promise.all(
      Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? store : other).countRequest(client, at(index * 1000), MINUTE)),
    );
    const otherClient = await store.countRequest(elsewhere, at(5000), MINUTE);
    const lastInWindow = await other.countRequest(client, at(MINUTE - 1), MINUTE);
    // The window started with whichever connection committed first: at 0 s or at 1 s.
    const nextWindow = await store.countRequest(client, at(2 * MINUTE), MINUTE);

    expect(counts.map(({ count }) => count).sort((first, second) => first - second)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(otherClient.count).toBe(1);
    expect(lastInWindow.count).toBe(11);
    expect(nextWindow).toEqual({ count: 1, windowStartedAt: at(2 * MINUTE) });
  });

  it('gives claimed leads back untried, due again at once', async () => {
    await setUp();
    const lead = await newLead(uniqueNewsletterPayload('release'), at(0));
    await store.insertLead(lead, at(-MINUTE));
    const claim = () => store.claimDueLeads({ now: at(MINUTE), claimDurationMs: 10 * MINUTE, limit: 1, leadId: lead.id });
    const [claimed] = await claim();

    expect(await claim()).toEqual([]);
    await store.releaseClaims([lead.id], claimed?.claimToken ?? '');
    const [again] = await claim();

    expect(again?.lead).toMatchObject({ id: lead.id, attempts: 0, deliveryStatus: 'pending' });
  });

  it('counts leads by delivery status and honeypot hits', async () => {
    await setUp();
    const before = await store.countLeads();
    const pending = await newLead(uniqueNewsletterPayload('count1'), at(0));
    const kept = await newLead(uniqueNewsletterPayload('count2'), at(0), { deliveryStatus: 'not_configured' });
    await store.insertLead(pending, at(-MINUTE));
    await store.insertLead(kept, at(-MINUTE));
    await store.recordHoneypotHit(at(0), 'Iscrizione Newsletter');
    await store.recordHoneypotHit(at(0), undefined);

    const spam = await newLead(uniqueNewsletterPayload('count3'), at(0), { spamReasons: ['too_fast'] });
    await store.insertLead(spam, at(-MINUTE));

    expect(await store.countLeads()).toEqual({
      total: before.total + 3,
      pending: before.pending + 1,
      delivered: before.delivered,
      notConfigured: before.notConfigured + 1,
      spam: before.spam + 1,
      honeypotHits: before.honeypotHits + 2,
    });
  });

  it('keeps a spam lead with its reasons out of delivery, until the owner moves it out of spam', async () => {
    await setUp();
    const lead = await newLead(uniqueNewsletterPayload('spam'), at(0), { spamReasons: ['honeypot', 'links'] });
    await store.insertLead(lead, at(-MINUTE));
    const claim = (now: Date) => store.claimDueLeads({ now, claimDurationMs: MINUTE, limit: 1, leadId: lead.id, ignoreSchedule: true });

    expect(await store.getLead(lead.id)).toMatchObject({ status: 'spam', spamReasons: ['honeypot', 'links'], deliveryStatus: 'pending' });
    expect(await claim(at(MINUTE))).toEqual([]);
    expect((await store.listPending()).map(({ id }) => id)).not.toContain(lead.id);

    const update = await store.updateLead(lead.id, { status: 'new' }, at(2 * MINUTE));
    expect(update).toMatchObject({ releasedForDelivery: true, lead: { status: 'new', spamReasons: ['honeypot', 'links'] } });
    expect(update?.lead.updatedAt).toBe(at(2 * MINUTE).toISOString());
    const [claimed] = await claim(at(3 * MINUTE));
    expect(claimed?.lead.id).toBe(lead.id);
  });

  it('stops mailing a lead the owner moves into spam, and keeps status and note across connections', async () => {
    await setUp();
    const lead = await newLead(uniqueNewsletterPayload('owner'), at(0));
    await store.insertLead(lead, at(-MINUTE));

    expect(await store.updateLead(lead.id, { status: 'spam' }, at(MINUTE))).toMatchObject({ releasedForDelivery: false });
    expect(await store.claimDueLeads({ now: at(2 * MINUTE), claimDurationMs: MINUTE, limit: 1, leadId: lead.id })).toEqual([]);
    await store.updateLead(lead.id, { status: 'in_progress', note: 'Richiamare giovedì' }, at(3 * MINUTE));
    await store.updateLead(lead.id, { note: 'Richiamare giovedì mattina' }, at(4 * MINUTE));
    const other = await openStore();

    expect(await other.getLead(lead.id)).toMatchObject({ status: 'in_progress', note: 'Richiamare giovedì mattina', spamReasons: [] });
    expect(await store.updateLead(crypto.randomUUID(), { status: 'closed' }, at(5 * MINUTE))).toBeUndefined();
  });

  it('lists the leads a filter names: words in any field or the note (any case, any accent), types, statuses, dates, address', async () => {
    await setUp();
    const word = `parola${crypto.randomUUID().slice(0, 8)}`;
    const mine = (label: string) => `${label}.${word}@example.com`;
    const consultation = await newLead({ ...consultationPayload, nome: 'Niccolò Perché', email: mine('a') }, at(0));
    const newsletter = await newLead({ ...uniqueNewsletterPayload('filtro'), email: mine('b') }, at(MINUTE));
    const later = await newLead({ ...consultationPayload, nome: 'Zoe Rossi', email: mine('c') }, at(2 * MINUTE));
    for (const lead of [consultation, newsletter, later]) await store.insertLead(lead, at(-MINUTE));
    await store.updateLead(later.id, { status: 'closed', note: 'Cliente già seguito da Luca' }, at(3 * MINUTE));
    const ids = async (query: LeadQuery) => (await store.listLeads({ text: word, ...query })).map(({ id }) => id);

    expect(await ids({})).toEqual([consultation.id, newsletter.id, later.id]);
    expect(await ids({ newestFirst: true })).toEqual([later.id, newsletter.id, consultation.id]);
    expect(await ids({ newestFirst: true, limit: 1, offset: 1 })).toEqual([newsletter.id]);
    expect(await ids({ text: `NICCOLO perche ${word}` })).toEqual([consultation.id]);
    expect(await ids({ text: `${word} gia seguito` })).toEqual([later.id]);
    expect(await ids({ text: `${word} 100%_` })).toEqual([]);
    expect(await ids({ types: ['Iscrizione Newsletter'] })).toEqual([newsletter.id]);
    expect(await ids({ statuses: ['new'] })).toEqual([consultation.id, newsletter.id]);
    expect(await ids({ statuses: [] })).toEqual([]);
    expect(await ids({ since: at(MINUTE), until: at(2 * MINUTE) })).toEqual([newsletter.id]);
    expect(await ids({ email: ` ${mine('C').toUpperCase()} ` })).toEqual([later.id]);
    expect(await store.countMatchingLeads({ text: word, statuses: ['new', 'closed'] })).toBe(3);
  });

  it('erases every lead of one address, whatever its case, and says which', async () => {
    await setUp();
    const address = `cancellami.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const first = await newLead({ ...consultationPayload, email: address }, at(0));
    const second = await newLead({ ...uniqueNewsletterPayload('x'), email: address.toUpperCase() }, at(MINUTE));
    const someoneElse = await newLead(uniqueNewsletterPayload('resta'), at(MINUTE));
    for (const lead of [first, second, someoneElse]) await store.insertLead(lead, at(-MINUTE));

    const erased = await store.eraseLeadsByEmail(` ${address.replace('cancellami', 'Cancellami')}`);

    expect(erased.map(({ id }) => id)).toEqual([first.id, second.id]);
    expect(erased[0]?.payload).toEqual(first.payload);
    expect(await store.getLead(first.id)).toBeUndefined();
    expect(await store.getLead(second.id)).toBeUndefined();
    expect(await store.getLead(someoneElse.id)).toBeDefined();
    expect(await store.eraseLeadsByEmail(address)).toEqual([]);
  });

  it('purges the leads and honeypot hits older than a cutoff', async () => {
    await setUp();
    const old = await newLead(uniqueNewsletterPayload('vecchio'), at(0));
    const recent = await newLead(uniqueNewsletterPayload('recente'), at(2 * MINUTE));
    for (const lead of [old, recent]) await store.insertLead(lead, at(-MINUTE));
    await store.recordHoneypotHit(at(0), undefined);

    const purged = await store.purgeReceivedBefore(at(MINUTE));

    expect(purged.leads).toBeGreaterThanOrEqual(1);
    expect(purged.honeypotHits).toBeGreaterThanOrEqual(1);
    expect(await store.getLead(old.id)).toBeUndefined();
    expect(await store.getLead(recent.id)).toBeDefined();
  });

  it('counts the same submission, and the same message from other addresses, received since a time', async () => {
    await setUp();
    const text = `Offerta ${crypto.randomUUID()} per il vostro sito, scrivetemi`;
    const sender = (label: string) => ({ ...contactFormPayloadFor(label), messaggio: text });
    const leads = await Promise.all([
      newLead(sender('a'), at(0), { textHash: 'campagna' }),
      newLead(sender('b'), at(MINUTE), { textHash: 'campagna' }),
      newLead(sender('b'), at(20 * MINUTE), { textHash: 'campagna' }),
    ]);
    // The third is b's submission again, after the duplicate window of ten minutes.
    for (const lead of leads) await store.insertLead(lead, new Date(lead.receivedAt.getTime() - 10 * MINUTE));
    const payloadHash = leads[1]?.payloadHash ?? '';

    expect(await store.countRepeats({ payloadHash, textHash: 'campagna', email: 'c@example.com', since: at(0) })).toEqual({
      samePayload: 2,
      sameTextOtherSenders: 2,
    });
    expect(await store.countRepeats({ payloadHash, textHash: 'campagna', email: 'A@example.com', since: at(MINUTE) })).toEqual({
      samePayload: 2,
      sameTextOtherSenders: 1,
    });
    expect(await store.countRepeats({ payloadHash: 'altro', textHash: undefined, email: 'c@example.com', since: at(0) })).toEqual({
      samePayload: 0,
      sameTextOtherSenders: 0,
    });
  });
});

function contactFormPayloadFor(label: string): ContactFormPayload {
  return { ...contactFormPayload, email: `${label}@example.com` };
}

describe('a database from before the inbox', () => {
  const v1Schema = MIGRATIONS.find(({ version }) => version === 1)?.statements ?? [];
  let directory: string;

  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('is brought to the current schema on open, once, keeping its leads, which then have a status and can be searched', async () => {
    directory = await mkdtemp(join(tmpdir(), 'lead-store-v1-'));
    const url = `file:${join(directory, 'leads.db')}`;
    const old = createClient({ url });
    await old.batch([...v1Schema], 'write');
    const payload = { ...consultationPayload, nome: 'Bianca Ferrè', email: 'Bianca@Example.com' };
    await old.execute({
      sql: `INSERT INTO leads (id, received_at, type, payload, payload_hash, delivery_status, attempts, next_attempt_at)
            VALUES ('00000000-0000-4000-8000-000000000042', '2024-06-01T10:00:00.000Z', ?, ?, 'hash', 'delivered', 1, NULL)`,
      args: [payload.type, JSON.stringify(payload)],
    });
    old.close();

    const [first, second] = await Promise.all([openNodeLeadStore({ url }), openNodeLeadStore({ url })]);
    try {
      // A lead is read through the payload's schema, which writes every address's domain in lower case, as new leads are stored.
      expect(await first.getLead('00000000-0000-4000-8000-000000000042')).toMatchObject({
        payload: { ...payload, email: 'Bianca@example.com' },
        status: 'new',
        note: '',
      });
      expect((await second.listLeads({ text: 'ferre' })).map(({ id }) => id)).toEqual(['00000000-0000-4000-8000-000000000042']);
      expect((await second.listLeads({ email: 'bianca@example.com' })).length).toBe(1);
    } finally {
      await first.close();
      await second.close();
    }
    const check = createClient({ url });
    const versions = await check.execute('SELECT version FROM schema_migrations ORDER BY version');
    check.close();
    expect(versions.rows.map((row) => row.version)).toEqual(MIGRATIONS.map(({ version }) => version));
  });
});
