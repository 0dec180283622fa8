// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { analyticsReport, analyticsReportCsv } from '../../functions/send-contact-email/analytics-report.ts';
import type { AnalyticsGroup } from '../../functions/send-contact-email/analytics-store.ts';
import { UsageError } from '../../scripts/leads.ts';
import { parseStatsCommand } from '../../scripts/stats.ts';

const NOW = new Date('2026-11-28T10:00:00Z');

function group(change: Partial<AnalyticsGroup>): AnalyticsGroup {
  return {
    day: '2026-11-27',
    kind: 'view',
    path: '/',
    referrerHost: '',
    utmSource: '',
    utmMedium: '',
    utmCampaign: '',
    target: '',
    events: 1,
    visitors: 1,
    ...change,
  };
}

describe('npm run stats', () => {
  it('reads the last 30 days up to today by default, as JSON, and includes the whole --until day', () => {
    expect(parseStatsCommand([], { LEADS_DB_URL: 'file:x.db' }, NOW)).toEqual({
      since: '2026-10-29',
      until: '2026-11-29',
      format: 'json',
      databaseUrl: 'file:x.db',
    });
    expect(parseStatsCommand(['--since', '2026-11-01', '--until', '2026-11-15', '--format', 'csv'], {}, NOW)).toMatchObject({
      since: '2026-11-01',
      until: '2026-11-16',
      format: 'csv',
    });
  });

  it('says what is wrong with a bad option instead of printing figures', () => {
    expect(() => parseStatsCommand(['--format', 'xml'], {}, NOW)).toThrow(UsageError);
    expect(() => parseStatsCommand(['--since', 'ieri'], {}, NOW)).toThrow(/--since must be a day/);
    expect(() => parseStatsCommand(['--porta', '1'], {}, NOW)).toThrow(UsageError);
  });

  it('sums the days per page and per source, and writes every table in one CSV a spreadsheet cannot run', () => {
    const report = analyticsReport(
      [
        group({ events: 3, visitors: 2, utmCampaign: '=HYPERLINK("x")' }),
        group({ day: '2026-11-28', events: 2, visitors: 2 }),
        group({ kind: 'send', path: '/contatti' }),
      ],
      { since: '2026-11-27', until: '2026-11-29' },
      [],
    );
    expect(report.pages.map(({ path, views, visitors, sent }) => ({ path, views, visitors, sent }))).toEqual([
      { path: '/', views: 5, visitors: 4, sent: 0 },
      { path: '/contatti', views: 0, visitors: 0, sent: 1 },
    ]);
    expect(report.funnel).toEqual([
      { step: 'view', count: 5 },
      { step: 'opened', count: 0 },
      { step: 'started', count: 0 },
      { step: 'sent', count: 1 },
    ]);
    const lines = analyticsReportCsv(report).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'table,path,referrer_host,utm_source,utm_medium,utm_campaign,step,count,views,visitors,opened,started,sent,tel,whatsapp,mailto,map,' +
        'device,samples,lcp_p75_ms,inp_p75_ms,cls_p75,ttfb_p75_ms,form',
    );
    expect(lines.filter((line) => line.startsWith('page,'))).toHaveLength(2);
    expect(lines.find((line) => line.includes('HYPERLINK'))).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('follows each form from the views of its pages to the sends: opened, started, sent under the name the page gives it', () => {
    const report = analyticsReport(
      [
        group({ path: '/servizi', events: 10, visitors: 8 }),
        group({ path: '/contatti', events: 4, visitors: 4 }),
        group({ path: '/blog', events: 6, visitors: 5 }),
        group({ kind: 'dialog', path: '/servizi', target: 'consultation', events: 5, visitors: 4 }),
        group({ kind: 'start', path: '/servizi', target: 'consultation', events: 3, visitors: 3 }),
        group({ kind: 'send', path: '/servizi', target: 'consultation', events: 2, visitors: 2 }),
        group({ kind: 'dialog', path: '/blog', target: 'consultation', events: 1, visitors: 1 }),
        group({ kind: 'start', path: '/contatti', target: 'contact-form', events: 2, visitors: 2 }),
        group({ kind: 'send', path: '/contatti', target: 'contact-form', events: 1, visitors: 1 }),
        group({ kind: 'tel', path: '/contatti', events: 1, visitors: 1 }),
      ],
      { since: '2026-11-27', until: '2026-11-29' },
      [],
    );
    expect(report.forms).toEqual([
      { form: 'consultation', views: 16, opened: 6, started: 3, sent: 2 },
      { form: 'contact-form', views: 4, opened: 0, started: 2, sent: 1 },
    ]);
    const formLines = analyticsReportCsv(report)
      .trimEnd()
      .split('\r\n')
      .filter((line) => line.startsWith('form,'));
    expect(formLines).toEqual(
      [',,,,,,,,16,,6,3,2,,,,,,,,,,,consultation', ',,,,,,,,4,,0,2,1,,,,,,,,,,,contact-form'].map((line) => `form${line}`),
    );
  });
});
