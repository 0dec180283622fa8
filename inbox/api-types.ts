/** What the inbox's API answers: shared by the server (`api.ts`) and the client (`client/`). */
import type { AnalyticsReport } from '../functions/send-contact-email/analytics-report.ts';
import type { exportedLead } from '../functions/send-contact-email/lead-export.ts';
import type { ContactType } from '../schema/contact.ts';

/** A lead as the inbox shows it: every field as stored, the status and note, the delivery. */
export type InboxLead = ReturnType<typeof exportedLead>;

export interface LeadPage {
  leads: InboxLead[];
  /** Leads matching the filter, on every page. */
  total: number;
  page: number;
  pageSize: number;
}

export interface ErasureResult {
  email: string;
  erased: Array<{ id: string; receivedAt: string; type: ContactType }>;
}

export interface ApiError {
  error: string;
  /** In Italian: the client shows it as it is. */
  message: string;
}

/** The periods the statistics are read over, in days (today included). */
export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** What the owner reads at a glance when the app opens: from the leads only, never from the measurement. */
export interface LeadSummary {
  /** Leads (not spam) received since the start of the owner's day. */
  newToday: number;
  /** Requests still 'new' and unanswered received more than 24 hours ago, newsletter left out (the morning digest's list). */
  waitingOver24h: number;
  /** The last 7 days' leads (not spam), by type and by source: the campaign in the address of the form's page (`origine`), "" for none. */
  week: {
    total: number;
    byType: Array<{ type: string; count: number }>;
    bySource: Array<{ source: string; count: number }>;
  };
}

/** One UTC day of the measurement: visitor-days and page views. */
export interface DailyVisits {
  day: string;
  visitors: number;
  views: number;
}

/** The Statistiche screen's figures for one period: the measurement's report (analytics-report.ts). */
type JudgedVitals = 'lcp' | 'inp' | 'cls';
/** Google's limits of a "good" p75, the colours of the Statistiche screen (LCP and INP in ms, CLS unitless). */
export const VITALS_THRESHOLDS: Record<JudgedVitals, number> = { lcp: 2500, inp: 200, cls: 0.1 };
/** Google's limits above which a p75 is "poor"; between the two it "needs improvement". */
export const VITALS_POOR_LIMITS: Record<JudgedVitals, number> = { lcp: 4000, inp: 500, cls: 0.25 };

export interface Statistics extends AnalyticsReport {
  days: StatsPeriod;
}

/** The same period's days, every one of them (zeros included), for the chart: answered apart, being the slower read. */
export interface DailyStatistics {
  days: StatsPeriod;
  since: string;
  until: string;
  daily: DailyVisits[];
}

/** The periods of the time to first answer, in days back from now. */
export const FIRST_ANSWER_PERIODS = [7, 30] as const;

/** A median and a p90, in milliseconds. */
export interface WaitSpread {
  median: number;
  p90: number;
}

/** How long one period's leads (spam and newsletter left out) waited for the owner's first answer. */
export interface AnswerTimeFigures {
  answered: number;
  /** Not answered yet: no time to count, so said apart. */
  waiting: number;
  /** The whole wait; null without an answered lead. */
  overall: WaitSpread | null;
  /** Only the part of the wait inside the office hours. */
  officeHours: WaitSpread | null;
}

export interface FirstAnswerReport {
  /** The office hours the figures count ("09:00", Rome time), for the screen to say which they are. */
  officeHours: ReadonlyArray<{ days: readonly string[]; opens: string; closes: string }>;
  periods: Array<AnswerTimeFigures & { days: (typeof FIRST_ANSWER_PERIODS)[number] }>;
}
