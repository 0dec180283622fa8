/**
 * The measurement's figures from the store's daily groups (analytics-store.ts): per page, per source (the referrer's host
 * and the landing address's UTM), and the funnel view → opened → started → sent. What `npm run stats` prints, and what
 * the owner's Statistiche screens will read; and the p75 of each Web Vital per page and device class. Visitors are
 * visitor-days: a key lives one day, so a person coming back on another day counts again, by construction.
 */
import type { AnalyticsKind, AnalyticsPeriodGroup } from './analytics-store.ts';
import { DEVICE_CLASSES, VITALS_METRICS } from './analytics-vitals.ts';
import type { DeviceClass, VitalsGroup, VitalsMetric } from './analytics-vitals.ts';

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

/**
 * The 75th percentile of each Web Vital on one page, for one device class or for all of them ('all'): the value at or
 * under which three samples in four lie (nearest rank), null when the period has no sample of that metric. LCP, INP and
 * TTFB in milliseconds, CLS unitless; Google's thresholds for "good" are 2,500 ms, 200 ms and 0.1 (VITALS_THRESHOLDS, inbox/api-types.ts).
 */
export interface VitalsFigures extends Record<VitalsMetric, number | null> {
  path: string;
  device: DeviceClass | 'all';
  /** How many sampled views sent a figure: the most samples of any one metric (INP needs a tap, so it may have fewer). */
  samples: number;
}

/**
 * One form's funnel: the views of the pages its goals came from, then opened (its dialog shown), started (first input)
 * and sent (accepted by the function). `form` is what the page names it (src/ui/dialog-attributes.ts GOAL_FORM_ATTRIBUTE):
 * a dialog's name ("consultation", "package-request", "newsletter") or an inline form's kind ("contact-form", "newsletter-box").
 */
export interface FormFunnel {
  form: string;
  views: number;
  opened: number;
  started: number;
  sent: number;
}

export interface AnalyticsReport {
  /** UTC days, `since` inclusive, `until` exclusive. */
  since: string;
  until: string;
  totals: GoalFigures;
  funnel: Array<{ step: 'view' | 'opened' | 'started' | 'sent'; count: number }>;
  /** The funnel of each form, the most sent first. */
  forms: FormFunnel[];
  pages: PageFigures[];
  sources: SourceFigures[];
  /** p75 Web Vitals per page: first all devices, then each device class with samples; pages with the most samples first. */
  vitals: VitalsFigures[];
}

const FORM_STEP_OF_KIND: Partial<Record<AnalyticsKind, 'opened' | 'started' | 'sent'>> = {
  dialog: 'opened',
  start: 'started',
  send: 'sent',
};

/** Each form's steps, and the views of the pages where it had any. */
function formFunnels(groups: readonly AnalyticsPeriodGroup[], pages: ReadonlyMap<string, PageFigures>): FormFunnel[] {
  const forms = new Map<string, FormFunnel & { paths: Set<string> }>();
  for (const group of groups) {
    const step = FORM_STEP_OF_KIND[group.kind];
    if (step === undefined) continue;
    const form = forms.get(group.target) ?? { form: group.target, views: 0, opened: 0, started: 0, sent: 0, paths: new Set() };
    forms.set(group.target, form);
    form[step] += group.events;
    form.paths.add(group.path);
  }
  return [...forms.values()]
    .map(({ paths, ...form }) => ({ ...form, views: [...paths].reduce((sum, path) => sum + (pages.get(path)?.views ?? 0), 0) }))
    .sort((a, b) => b.sent - a.sent || b.opened - a.opened || a.form.localeCompare(b.form));
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

export function analyticsReport(
  groups: readonly AnalyticsPeriodGroup[],
  range: { since: string; until: string },
  vitals: readonly VitalsGroup[],
): AnalyticsReport {
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
    forms: formFunnels(groups, pages),
    pages: byViews(pages.values()),
    sources: byViews(sources.values()),
    vitals: vitalsFigures(vitals),
  };
}

/** The value at nearest rank ceil(0.75 × n) of counted values sorted ascending. */
function p75(counts: ReadonlyArray<{ value: number; samples: number }>): number | null {
  const sorted = [...counts].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, count) => sum + count.samples, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const count of sorted) {
    seen += count.samples;
    if (seen >= rank) return count.value;
  }
  return sorted.at(-1)?.value ?? null;
}

function vitalsFigures(groups: readonly VitalsGroup[]): VitalsFigures[] {
  const byPage = new Map<string, VitalsGroup[]>();
  for (const group of groups) byPage.set(group.path, [...(byPage.get(group.path) ?? []), group]);
  const figuresOf = (path: string, device: VitalsFigures['device'], counts: readonly VitalsGroup[]): VitalsFigures => {
    const metric = (name: VitalsMetric) => counts.filter((count) => count.metric === name);
    const samplesOf = (name: VitalsMetric) => metric(name).reduce((sum, count) => sum + count.samples, 0);
    return {
      path,
      device,
      samples: Math.max(0, ...VITALS_METRICS.map(samplesOf)),
      lcp: p75(metric('lcp')),
      inp: p75(metric('inp')),
      cls: p75(metric('cls')),
      ttfb: p75(metric('ttfb')),
    };
  };
  const pages = [...byPage].map(([path, counts]) => [
    figuresOf(path, 'all', counts),
    ...DEVICE_CLASSES.flatMap((device) => {
      const ofDevice = counts.filter((count) => count.device === device);
      return ofDevice.length === 0 ? [] : [figuresOf(path, device, ofDevice)];
    }),
  ]);
  return pages.sort((a, b) => (b[0]?.samples ?? 0) - (a[0]?.samples ?? 0) || (a[0]?.path ?? '').localeCompare(b[0]?.path ?? '')).flat();
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

const CSV_VITALS = ['device', 'samples', 'lcp_p75_ms', 'inp_p75_ms', 'cls_p75', 'ttfb_p75_ms'] as const;

/** One CSV of every table: a `table` column says which (totals, funnel, page, source, vitals, form). */
export function analyticsReportCsv(report: AnalyticsReport): string {
  const header = [
    'table',
    'path',
    'referrer_host',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'step',
    'count',
    ...CSV_FIGURES,
    ...CSV_VITALS,
    'form',
  ];
  const figures = (row: GoalFigures) => CSV_FIGURES.map((name) => String(row[name]));
  const blank = (count: number) => Array.from({ length: count }, () => '');
  // Every table but the forms' leaves the last column, the form, empty.
  const noVitals = [...blank(CSV_VITALS.length), ''];
  const orBlank = (value: number | null) => (value === null ? '' : String(value));
  const lines = [
    header,
    ['totals', ...blank(7), ...figures(report.totals), ...noVitals],
    ...report.funnel.map((step) => ['funnel', ...blank(5), step.step, String(step.count), ...blank(CSV_FIGURES.length), ...noVitals]),
    ...report.pages.map((page) => ['page', page.path, ...blank(6), ...figures(page), ...noVitals]),
    ...report.sources.map((source) => [
      'source',
      '',
      source.referrerHost,
      source.utmSource,
      source.utmMedium,
      source.utmCampaign,
      ...blank(2),
      ...figures(source),
      ...noVitals,
    ]),
    ...report.vitals.map((row) => [
      'vitals',
      row.path,
      ...blank(6 + CSV_FIGURES.length),
      row.device,
      String(row.samples),
      orBlank(row.lcp),
      orBlank(row.inp),
      orBlank(row.cls),
      orBlank(row.ttfb),
      '',
    ]),
    ...report.forms.map((form) => [
      'form',
      ...blank(7),
      ...CSV_FIGURES.map((name) =>
        name === 'views' || name === 'opened' || name === 'started' || name === 'sent' ? String(form[name]) : '',
      ),
      ...blank(CSV_VITALS.length),
      form.form,
    ]),
  ];
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  // A cell a spreadsheet would run as a formula is quoted with a leading apostrophe.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe;
}
