// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createClient } from '@libsql/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_MOUNT_PATH } from '../../functions/send-contact-email/analytics.ts';
import { localDatabasePath } from '../../functions/send-contact-email/node.ts';
import { manualClock, startTestHost } from './support/host.ts';
import type { TestHost } from './support/host.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const DAY = 24 * 60 * 60 * 1000;
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 UnicoTest';
let host: TestHost | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

function sendEvent(event: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Response> {
  if (host === undefined) throw new Error('no host');
  // What sendBeacon sends: a JSON string as text/plain.
  return fetch(`${host.origin}${ANALYTICS_MOUNT_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER, ...headers },
    body: JSON.stringify(event),
  });
}

async function tableRows(sql: string): Promise<Record<string, unknown>[]> {
  if (host === undefined) throw new Error('no host');
  const client = createClient({ url: host.databaseUrl });
  try {
    return (await client.execute(sql)).rows.map((row) => ({ ...row }));
  } finally {
    client.close();
  }
}

describe('the measurement endpoint', () => {
  it('stores a view under a visitor key of the day, answers 204, and keeps one key per visitor per day', async () => {
    const clock = manualClock(new Date('2026-03-10T10:00:00.000Z'));
    host = await startTestHost({ now: clock.now });
    expect((await sendEvent({ kind: 'view', path: '/', referrer: 'www.google.com', utmCampaign: 'primavera' })).status).toBe(204);
    expect((await sendEvent({ kind: 'dialog', path: '/', target: 'contatto' })).status).toBe(204);
    clock.advance(DAY);
    expect((await sendEvent({ kind: 'view', path: '/' })).status).toBe(204);

    const events = await tableRows(
      'SELECT day, visitor, kind, path, referrer_host, utm_campaign, target FROM analytics_events ORDER BY id',
    );
    expect(events.map((row) => [row.day, row.kind, row.path, row.referrer_host, row.utm_campaign, row.target])).toEqual([
      ['2026-03-10', 'view', '/', 'www.google.com', 'primavera', ''],
      ['2026-03-10', 'dialog', '/', '', '', 'contatto'],
      ['2026-03-11', 'view', '/', '', '', ''],
    ]);
    const [first, second, nextDay] = events.map((row) => row.visitor);
    expect(first).toBe(second);
    // The same browser from the same address is another visitor the next day: the two days cannot be joined.
    expect(nextDay).not.toBe(first);
  });

  it('counts nothing from a visitor asking not to be measured (Sec-GPC: 1) or from a declared crawler', async () => {
    host = await startTestHost();
    expect((await sendEvent({ kind: 'view', path: '/' }, { 'Sec-GPC': '1' })).status).toBe(204);
    const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await sendEvent({ kind: 'view', path: '/' }, { 'User-Agent': crawler })).status).toBe(204);
    expect((await sendEvent({ kind: 'view', path: '/' }, { 'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' })).status).toBe(204);
    expect(await tableRows('SELECT * FROM analytics_events')).toEqual([]);
  });

  it('refuses what the tracker never sends: another kind, an unknown field, a path off the site, a body over 2 KB, another site’s page', async () => {
    host = await startTestHost();
    expect((await sendEvent({ kind: 'purchase', path: '/' })).status).toBe(400);
    expect((await sendEvent({ kind: 'view', path: '/', email: 'mario@example.com' })).status).toBe(400);
    expect((await sendEvent({ kind: 'view', path: 'https://altro.example/' })).status).toBe(400);
    expect((await sendEvent({ kind: 'view', path: `/${'a'.repeat(3000)}` })).status).toBe(413);
    expect((await fetch(`${host.origin}${ANALYTICS_MOUNT_PATH}`)).status).toBe(405);
    // Another site's page cannot count in these figures; the site's own pages can.
    expect((await sendEvent({ kind: 'view', path: '/' }, { Origin: 'https://altro.example' })).status).toBe(403);
    expect((await sendEvent({ kind: 'view', path: '/' }, { Origin: host.origin })).status).toBe(204);
    expect(await tableRows('SELECT kind, path FROM analytics_events')).toEqual([{ kind: 'view', path: '/' }]);
  });
});

describe('privacy by construction, with a fake clock', () => {
  it('keeps no salt older than a day, and no address or user agent anywhere in the database', async () => {
    const clock = manualClock(new Date('2026-03-10T23:30:00.000Z'));
    host = await startTestHost({ now: clock.now });
    await sendEvent({ kind: 'view', path: '/' }, { 'X-Forwarded-For': '203.0.113.77' });
    expect(await tableRows('SELECT day FROM analytics_salts')).toEqual([{ day: '2026-03-10' }]);

    clock.advance(60 * 60 * 1000);
    await sendEvent({ kind: 'view', path: '/servizi' });
    // The new day's first event replaced the salt: yesterday's is gone.
    expect(await tableRows('SELECT day FROM analytics_salts')).toEqual([{ day: '2026-03-11' }]);

    // A day without a single visit: the daily job still deletes the salt of the day before.
    clock.advance(DAY);
    const summary = await host.service.analytics.maintain(clock.now());
    expect(summary.saltsDeleted).toBe(1);
    expect(await tableRows('SELECT day FROM analytics_salts')).toEqual([]);

    const everyCell = [];
    for (const { name } of await tableRows("SELECT name FROM sqlite_master WHERE type = 'table'")) {
      everyCell.push(...(await tableRows(`SELECT * FROM "${String(name)}"`)).flatMap((row) => Object.values(row).map(String)));
    }
    expect(everyCell.length).toBeGreaterThan(0);
    for (const cell of everyCell) {
      expect(cell).not.toContain('127.0.0');
      expect(cell).not.toContain('203.0.113');
      expect(cell).not.toContain('UnicoTest');
      expect(cell).not.toContain('Android');
    }
    // Nor in the file's bytes, the write-ahead log included.
    const databaseFile = localDatabasePath(host.databaseUrl) ?? '';
    const directory = dirname(databaseFile);
    for (const file of readdirSync(directory)) {
      const bytes = readFileSync(`${directory}/${file}`).toString('latin1');
      expect(bytes).not.toContain('UnicoTest');
      expect(bytes).not.toContain('203.0.113');
    }
  });

  it('rolls finished days up, deletes raw events after 30 days and aggregates after 25 months, and still reports the rolled days', async () => {
    const clock = manualClock(new Date('2026-01-05T12:00:00.000Z'));
    host = await startTestHost({ now: clock.now });
    await sendEvent({ kind: 'view', path: '/' });
    await sendEvent({ kind: 'view', path: '/' }, { 'User-Agent': `${BROWSER} altro` });
    clock.advance(31 * DAY);
    await host.service.analytics.maintain(clock.now());
    expect(await tableRows('SELECT * FROM analytics_events')).toEqual([]);
    const groups = await host.service.analytics.readGroups('2026-01-01', '2026-03-01');
    expect(groups.map(({ day, kind, events, visitors }) => ({ day, kind, events, visitors }))).toEqual([
      { day: '2026-01-05', kind: 'view', events: 2, visitors: 2 },
    ]);
    clock.advance(25 * 31 * DAY);
    await host.service.analytics.maintain(clock.now());
    expect(await tableRows('SELECT * FROM analytics_daily')).toEqual([]);
  });
});
