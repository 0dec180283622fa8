/**
 * The owner's figures: the summary the app opens on (from the leads), and the Statistiche of a period (from the
 * measurement, through analytics-report.ts, the same figures `npm run stats` prints). The two are read apart and never
 * joined: analytics rows name no lead.
 */
import * as z from 'zod';
import { analyticsReport } from '../functions/send-contact-email/analytics-report.ts';
import type { AnalyticsStore } from '../functions/send-contact-email/analytics-store.ts';
import { utcDay } from '../functions/send-contact-email/analytics-store.ts';
import type { LeadStore } from '../functions/send-contact-email/store.ts';
import { waitingOver24hFilter } from '../functions/send-contact-email/morning-digest.ts';
import { LEAD_STATUSES } from '../schema/leads.ts';
import type { DailyStatistics, DailyVisits, LeadSummary, Statistics, StatsPeriod } from './api-types.ts';
import { STATS_PERIODS } from './api-types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_SPAM = LEAD_STATUSES.filter((status) => status !== 'spam');

export const summaryQuery = z.object({
  // The start of the owner's day, as their browser knows it: the server's day is UTC.
  today: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .optional(),
});
export const statsQuery = z.object({
  days: z.coerce
    .number()
    .pipe(z.union(STATS_PERIODS.map((days) => z.literal(days))))
    .default(30),
});

/**
 * The campaign a lead came with: `origine` is "label - page address", and the address keeps the landing's `utm_source`
 * and `utm_campaign` when the form was sent from the page the visitor landed on ("google / autunno"); "" without them.
 * Read from the lead's own submission, never from the measurement.
 */
export function leadCampaign(origine: unknown): string {
  if (typeof origine !== 'string') return '';
  const separator = origine.lastIndexOf(' - ');
  const address = origine.slice(separator + 3).trim();
  if (separator === -1 || !URL.canParse(address)) return '';
  const search = new URL(address).searchParams;
  return [search.get('utm_source'), search.get('utm_campaign')]
    .map((value) => value?.trim().slice(0, 100) ?? '')
    .filter((value) => value !== '')
    .join(' / ');
}

function counted(values: readonly string[]): Array<{ key: string; count: number }> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

export async function leadSummary(store: LeadStore, now: Date, startOfToday: Date | undefined): Promise<LeadSummary> {
  const todayStart = startOfToday ?? new Date(`${utcDay(now)}T00:00:00Z`);
  const [newToday, waitingOver24h, week] = await Promise.all([
    store.countMatchingLeads({ statuses: NOT_SPAM, since: todayStart }),
    store.countMatchingLeads(waitingOver24hFilter(now)),
    store.listLeads({ statuses: NOT_SPAM, since: new Date(now.getTime() - 7 * DAY_MS) }),
  ]);
  return {
    newToday,
    waitingOver24h,
    week: {
      total: week.length,
      byType: counted(week.map((lead) => lead.type)).map(({ key, count }) => ({ type: key, count })),
      bySource: counted(week.map((lead) => leadCampaign(lead.payload.origine))).map(({ key, count }) => ({ source: key, count })),
    },
  };
}

/** The period's days, today included (UTC days, as the store keeps them), `until` exclusive. */
export function statsRange(days: StatsPeriod, now: Date): { since: string; until: string } {
  const today = new Date(`${utcDay(now)}T00:00:00Z`).getTime();
  return { since: utcDay(new Date(today - (days - 1) * DAY_MS)), until: utcDay(new Date(today + DAY_MS)) };
}

export async function readStatistics(analytics: AnalyticsStore, days: StatsPeriod, now: Date): Promise<Statistics> {
  const range = statsRange(days, now);
  const [groups, vitals] = await Promise.all([
    analytics.readPeriod(range.since, range.until),
    analytics.readVitals(range.since, range.until),
  ]);
  return { days, ...analyticsReport(groups, range, vitals) };
}

/** Visitors and views per day, every day of the period, zeros included: the chart's, a call of its own so the tables never wait for it. */
export async function readDailyVisits(analytics: AnalyticsStore, days: StatsPeriod, now: Date): Promise<DailyStatistics> {
  const range = statsRange(days, now);
  const byDay = new Map<string, DailyVisits>();
  for (let time = new Date(`${range.since}T00:00:00Z`).getTime(); utcDay(new Date(time)) < range.until; time += DAY_MS) {
    const day = utcDay(new Date(time));
    byDay.set(day, { day, visitors: 0, views: 0 });
  }
  for (const { day, views, visitors } of await analytics.readDailyViews(range.since, range.until)) {
    const figures = byDay.get(day);
    if (figures === undefined) continue;
    figures.views = views;
    figures.visitors = visitors;
  }
  return { days, ...range, daily: [...byDay.values()] };
}
