// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalyticsPeriodGroup, AnalyticsStore } from '../../functions/send-contact-email/analytics-store.ts';
import { periodParts, utcDay } from '../../functions/send-contact-email/analytics-store.ts';
import { openNodeAnalyticsStore } from '../../functions/send-contact-email/node.ts';

const DAY = 86_400_000;
let directory: string | undefined;
let store: AnalyticsStore | undefined;

afterEach(async () => {
  await store?.close();
  store = undefined;
  if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
  directory = undefined;
});

const key = (group: AnalyticsPeriodGroup) =>
  [group.kind, group.path, group.referrerHost, group.utmSource, group.utmMedium, group.utmCampaign, group.target].join('|');

function sorted(groups: readonly AnalyticsPeriodGroup[]): AnalyticsPeriodGroup[] {
  return [...groups].sort((a, b) => key(a).localeCompare(key(b)));
}

/** The period summed from its day groups, as the figures were read before the spans. */
function summedDays(groups: ReadonlyArray<AnalyticsPeriodGroup & { day: string }>): AnalyticsPeriodGroup[] {
  const sums = new Map<string, AnalyticsPeriodGroup>();
  for (const { day: _day, ...group } of groups) {
    const sum = sums.get(key(group));
    if (sum === undefined) sums.set(key(group), { ...group });
    else {
      sum.events += group.events;
      sum.visitors += group.visitors;
    }
  }
  return sorted([...sums.values()]);
}

describe('the daily job’s spans of days', () => {
  it('reads a period in whole aligned spans and its odd days', () => {
    // 2026-01-01 is day 20,454 since 1970: 20,456 (01-03) starts a span of 4, 20,464 (01-11) one of 16, 20,480 (01-27) of 4 and 16.
    const built = new Set(['4:2026-01-03', '4:2026-01-07', '16:2026-01-11', '4:2026-01-27']);
    expect(periodParts('2026-01-01', '2026-01-31', built)).toEqual({
      spans: [
        { span: 4, start: '2026-01-03' },
        { span: 4, start: '2026-01-07' },
        { span: 16, start: '2026-01-11' },
        { span: 4, start: '2026-01-27' },
      ],
      dayRanges: [['2026-01-01', '2026-01-03']],
    });
    // A span that would run past the rolled-up days is read day by day.
    expect(periodParts('2026-01-27', '2026-01-30', built)).toEqual({ spans: [], dayRanges: [['2026-01-27', '2026-01-30']] });
    // A span not built yet is read day by day.
    expect(periodParts('2026-01-03', '2026-01-09', new Set())).toEqual({ spans: [], dayRanges: [['2026-01-03', '2026-01-09']] });
  });

  it('gives every period the same figures as its days, from spans, daily groups and today’s raw events (real SQLite)', async () => {
    directory = mkdtempSync(join(tmpdir(), 'analytics-spans-'));
    const url = `file:${join(directory, 'spans.db')}`;
    store = await openNodeAnalyticsStore({ url });
    const now = new Date('2026-11-28T15:00:00.000Z');
    const client = createClient({ url });
    try {
      // 3,000 events over the 100 days up to today: five pages, three sources, two kinds, visitors repeating within a day.
      await client.execute(`
        WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 2999)
        INSERT INTO analytics_events (day, visitor, kind, path, referrer_host, utm_source, utm_medium, utm_campaign, target)
        SELECT date(${now.getTime() / 1000}, 'unixepoch', '-' || (i % 100) || ' days'), printf('v%d', i % 7),
          CASE i % 3 WHEN 0 THEN 'dialog' ELSE 'view' END, printf('/pagina-%d', i % 5),
          CASE i % 4 WHEN 0 THEN 'www.google.com' WHEN 1 THEN 'l.instagram.com' ELSE '' END,
          CASE i % 4 WHEN 1 THEN 'instagram' ELSE '' END, '', '', ''
        FROM n`);
      const maintenance = await store.maintain(now);
      expect(maintenance.daysRolledUp).toBe(99);
      expect(maintenance.spansBuilt).toBeGreaterThan(20);
      // The next hour's run has nothing more to build.
      expect((await store.maintain(new Date(now.getTime() + 3_600_000))).spansBuilt).toBe(0);

      const until = utcDay(new Date(now.getTime() + DAY));
      for (const days of [1, 7, 30, 90, 45, 99]) {
        const since = utcDay(new Date(now.getTime() - (days - 1) * DAY));
        expect(sorted(await store.readPeriod(since, until)), `last ${days} days`).toEqual(summedDays(await store.readGroups(since, until)));
      }
      // The chart's days: each day's page views and visitors, as summed from its groups, today's raw events included.
      const since90 = utcDay(new Date(now.getTime() - 89 * DAY));
      const perDay = new Map<string, { day: string; views: number; visitors: number }>();
      for (const group of await store.readGroups(since90, until)) {
        if (group.kind !== 'view') continue;
        const figures = perDay.get(group.day) ?? { day: group.day, views: 0, visitors: 0 };
        figures.views += group.events;
        figures.visitors += group.visitors;
        perDay.set(group.day, figures);
      }
      const dailyViews = await store.readDailyViews(since90, until);
      expect(dailyViews).toHaveLength(90);
      expect(dailyViews.at(-1)?.day).toBe(utcDay(now));
      expect(dailyViews).toEqual([...perDay.values()].sort((a, b) => a.day.localeCompare(b.day)));

      // A period of rolled days only, with odd ends.
      expect(sorted(await store.readPeriod('2026-09-03', '2026-11-10'))).toEqual(
        summedDays(await store.readGroups('2026-09-03', '2026-11-10')),
      );

      // The spans are what the figures read: with the daily groups of a built span gone, the period still counts those days.
      const span = (await client.execute('SELECT span, start FROM analytics_spans_built WHERE span = 16 ORDER BY start LIMIT 1')).rows[0];
      const start = String(span?.start);
      const end = utcDay(new Date(Date.parse(`${start}T00:00:00Z`) + 16 * DAY));
      const before = summedDays(await store.readGroups(start, end));
      await client.execute({ sql: 'DELETE FROM analytics_daily WHERE day >= ? AND day < ?', args: [start, end] });
      expect(await store.readGroups(start, end)).toEqual([]);
      expect(sorted(await store.readPeriod(start, end))).toEqual(before);
    } finally {
      client.close();
    }
  });
});
