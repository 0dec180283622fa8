// @vitest-environment node
import { createClient } from '@libsql/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_MOUNT_PATH } from '../../functions/send-contact-email/analytics.ts';
import { analyticsReportCsv } from '../../functions/send-contact-email/analytics-report.ts';
import { readStats } from '../../scripts/stats.ts';
import { manualClock, startTestHost } from './support/host.ts';
import type { TestHost } from './support/host.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const DAY = 24 * 60 * 60 * 1000;
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
let host: TestHost | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

/** What the page's web-vitals chunk sends with sendBeacon when first hidden: a JSON string as text/plain. */
function sendVitals(record: Record<string, unknown>): Promise<Response> {
  if (host === undefined) throw new Error('no host');
  return fetch(`${host.origin}${ANALYTICS_MOUNT_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER },
    body: JSON.stringify({ kind: 'vitals', ...record }),
  });
}

describe('real-user Web Vitals', () => {
  it('reports the p75 of each metric per page and device class, over rolled-up days and today’s raw records alike', async () => {
    const clock = manualClock(new Date('2026-04-01T10:00:00.000Z'));
    host = await startTestHost({ now: clock.now });
    // Day 1, phones on /: four LCPs; nearest rank ceil(0.75 × 4) = 3rd of 1000, 1800, 2600, 4000.
    for (const [lcp, cls] of [
      [1800, 0.02],
      [4000, 0.31],
      [1000, 0],
      [2600, 0.12],
    ])
      expect((await sendVitals({ path: '/', device: 'mobile', lcp, cls, ttfb: 300.4 })).status).toBe(204);
    // A computer on /, with a tap (INP); a phone on /contatti with only a TTFB.
    expect((await sendVitals({ path: '/', device: 'desktop', lcp: 900, inp: 48, cls: 0.01, ttfb: 120 })).status).toBe(204);
    expect((await sendVitals({ path: '/contatti', device: 'mobile', ttfb: 700 })).status).toBe(204);

    // The next day: day 1 is rolled up into counts per value; two more phone views arrive raw.
    clock.advance(DAY);
    await host.service.analytics.maintain(clock.now());
    const client = createClient({ url: host.databaseUrl });
    try {
      expect((await client.execute('SELECT COUNT(*) AS raw FROM analytics_vitals')).rows[0]?.raw).toBe(17);
      expect((await client.execute("SELECT SUM(samples) AS lcp FROM analytics_vitals_daily WHERE metric = 'lcp'")).rows[0]?.lcp).toBe(5);
      // No visitor key, no address, no user agent beside a metric.
      const columns = (await client.execute('SELECT name FROM pragma_table_info(?)', ['analytics_vitals'])).rows.map((row) => row.name);
      expect(columns).toEqual(['id', 'day', 'path', 'device', 'metric', 'value']);
    } finally {
      client.close();
    }
    expect((await sendVitals({ path: '/', device: 'mobile', lcp: 2200, inp: 350, ttfb: 310 })).status).toBe(204);
    expect((await sendVitals({ path: '/', device: 'mobile', lcp: 3000, inp: 90 })).status).toBe(204);

    const report = await readStats({ since: '2026-04-01', until: '2026-04-03', format: 'json', databaseUrl: host.databaseUrl });
    expect(report.vitals).toEqual([
      // Phones on / over both days: LCP 1000, 1800, 2200, 2600, 3000, 4000 (rank 5: 3000); INP 90, 350 (rank 2: 350);
      // CLS 0, 0.02, 0.12, 0.31 (rank 3: 0.12); TTFB 300, 300, 300, 300, 310 (rank 4: 300). All devices: the computer's
      // LCP of 900 makes seven (rank 6: 3000), its INP of 48 three (rank 3: 350).
      { path: '/', device: 'all', samples: 7, lcp: 3000, inp: 350, cls: 0.12, ttfb: 300 },
      { path: '/', device: 'mobile', samples: 6, lcp: 3000, inp: 350, cls: 0.12, ttfb: 300 },
      { path: '/', device: 'desktop', samples: 1, lcp: 900, inp: 48, cls: 0.01, ttfb: 120 },
      { path: '/contatti', device: 'all', samples: 1, lcp: null, inp: null, cls: null, ttfb: 700 },
      { path: '/contatti', device: 'mobile', samples: 1, lcp: null, inp: null, cls: null, ttfb: 700 },
    ]);
    // The second day alone: the raw records only.
    const today = await readStats({ since: '2026-04-02', until: '2026-04-03', format: 'json', databaseUrl: host.databaseUrl });
    expect(today.vitals.find((row) => row.device === 'mobile')).toEqual({
      path: '/',
      device: 'mobile',
      samples: 2,
      lcp: 3000,
      inp: 350,
      cls: null,
      ttfb: 310,
    });
    const csv = analyticsReportCsv(report).trimEnd().split('\r\n');
    expect(csv[0]?.endsWith(',device,samples,lcp_p75_ms,inp_p75_ms,cls_p75,ttfb_p75_ms,form')).toBe(true);
    expect(csv.filter((line) => line.startsWith('vitals,'))).toContain(`vitals,/,${',,,,,,'}${',,,,,,,,,'}mobile,6,3000,350,0.12,300,`);
  });

  it('refuses a record the page never sends: no metric, an unknown device, a negative or absurd figure', async () => {
    host = await startTestHost();
    expect((await sendVitals({ path: '/', device: 'mobile' })).status).toBe(400);
    expect((await sendVitals({ path: '/', device: 'smartwatch', lcp: 1000 })).status).toBe(400);
    expect((await sendVitals({ path: '/', device: 'mobile', lcp: -5 })).status).toBe(400);
    expect((await sendVitals({ path: '/', device: 'mobile', lcp: 10_000_000 })).status).toBe(400);
    expect((await sendVitals({ path: '/', device: 'mobile', lcp: 1000, userAgent: 'x' })).status).toBe(400);
    expect(await host.service.analytics.readVitals('2000-01-01', '2100-01-01')).toEqual([]);
  });
});
