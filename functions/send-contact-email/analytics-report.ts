/**
 * The measurement's figures from the store's daily groups (analytics-store.ts): per page, per source (the referrer's host
 * and the landing address's UTM), and the funnel view → opened → started → sent. What `npm run stats` prints, and what
 * the owner's Statistiche screens will read. Visitors are visitor-days: a key lives one day, so a person coming back on
 * another day counts again, by construction.
 */
import type { AnalyticsKind, AnalyticsPeriodGroup } from './analytics-store.ts';

export interface GoalFigures {
  views: number;
  visitors: number;
  opened: number;
  started: number;
  sent: number;
  tel: number;
  whatsapp: number;
  mailto: number;
  map: number;
}

export interface PageFigures extends GoalFigures {
  path: string;
}

export interface SourceFigures extends GoalFigures {
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

export interface AnalyticsReport {
  /** UTC days, `since` inclusive, `until` exclusive. */
  since: string;
  until: string;
  totals: GoalFigures;
  funnel: Array<{ step: 'view' | 'opened' | 'started' | 'sent'; count: number }>;
  pages: PageFigures[];
  sources: SourceFigures[];
}

const FIGURE_OF_KIND: Record<AnalyticsKind, Exclude<keyof GoalFigures, 'visitors'>> = {
  view: 'views',
  dialog: 'opened',
  start: 'started',
  send: 'sent',
  tel: 'tel',
  whatsapp: 'whatsapp',
  mailto: 'mailto',
  map: 'map',
};

function emptyFigures(): GoalFigures {
  return { views: 0, visitors: 0, opened: 0, started: 0, sent: 0, tel: 0, whatsapp: 0, mailto: 0, map: 0 };
}

function add(figures: GoalFigures, group: AnalyticsPeriodGroup): void {
  figures[FIGURE_OF_KIND[group.kind]] += group.events;
  if (group.kind === 'view') figures.visitors += group.visitors;
}

export function analyticsReport(groups: readonly AnalyticsPeriodGroup[], range: { since: string; until: string }): AnalyticsReport {
  const totals = emptyFigures();
  const pages = new Map<string, PageFigures>();
  const sources = new Map<string, SourceFigures>();
  for (const group of groups) {
    add(totals, group);
    const page = pages.get(group.path) ?? { path: group.path, ...emptyFigures() };
    pages.set(group.path, page);
    add(page, group);
    const sourceKey = JSON.stringify([group.referrerHost, group.utmSource, group.utmMedium, group.utmCampaign]);
    const source = sources.get(sourceKey) ?? {
      referrerHost: group.referrerHost,
      utmSource: group.utmSource,
      utmMedium: group.utmMedium,
      utmCampaign: group.utmCampaign,
      ...emptyFigures(),
    };
    sources.set(sourceKey, source);
    add(source, group);
  }
  const byViews = <T extends GoalFigures>(list: Iterable<T>) => [...list].sort((a, b) => b.views - a.views || b.sent - a.sent);
  return {
    ...range,
    totals,
    funnel: [
      { step: 'view', count: totals.views },
      { step: 'opened', count: totals.opened },
      { step: 'started', count: totals.started },
      { step: 'sent', count: totals.sent },
    ],
    pages: byViews(pages.values()),
    sources: byViews(sources.values()),
  };
}

const CSV_FIGURES: ReadonlyArray<keyof GoalFigures> = [
  'views',
  'visitors',
  'opened',
  'started',
  'sent',
  'tel',
  'whatsapp',
  'mailto',
  'map',
];

/** One CSV of every table: a `table` column says which (totals, funnel, page, source). */
export function analyticsReportCsv(report: AnalyticsReport): string {
  const header = ['table', 'path', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign', 'step', 'count', ...CSV_FIGURES];
  const figures = (row: GoalFigures) => CSV_FIGURES.map((name) => String(row[name]));
  const blank = (count: number) => Array.from({ length: count }, () => '');
  const lines = [
    header,
    ['totals', ...blank(7), ...figures(report.totals)],
    ...report.funnel.map((step) => ['funnel', ...blank(5), step.step, String(step.count), ...blank(CSV_FIGURES.length)]),
    ...report.pages.map((page) => ['page', page.path, ...blank(6), ...figures(page)]),
    ...report.sources.map((source) => [
      'source',
      '',
      source.referrerHost,
      source.utmSource,
      source.utmMedium,
      source.utmCampaign,
      ...blank(2),
      ...figures(source),
    ]),
  ];
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  // A cell a spreadsheet would run as a formula is quoted with a leading apostrophe.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe;
}
