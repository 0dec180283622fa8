/**
 * Time to first answer: for the leads received in the last 7 and 30 days, how long they waited until the owner first
 * answered them (the lead store records the first status change, note or press of the reply link), as a median and a
 * p90, over the whole time and within the office hours (office-hours.ts). Leads not answered yet are counted apart:
 * they have no time to add, and leaving them out silently would make the figures look better than they are.
 */
import { ANSWERABLE_TYPES } from '../functions/send-contact-email/morning-digest.ts';
import type { AnswerTime, LeadStore } from '../functions/send-contact-email/store.ts';
import type { AnswerTimeFigures, FirstAnswerReport } from './api-types.ts';
import { FIRST_ANSWER_PERIODS } from './api-types.ts';
import { OFFICE_HOURS, officeTimeBetween } from './office-hours.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The middle value of sorted values, or the mean of the two middle ones; undefined for none. */
export function median(sorted: readonly number[]): number | undefined {
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** The nearest-rank percentile of sorted values: the smallest one that `fraction` of them do not exceed, a wait that really happened. */
export function nearestRank(sorted: readonly number[], fraction: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length))) - 1];
}

function spread(values: readonly number[]): { median: number; p90: number } | null {
  const sorted = [...values].sort((first, second) => first - second);
  const middle = median(sorted);
  const p90 = nearestRank(sorted, 0.9);
  return middle === undefined || p90 === undefined ? null : { median: middle, p90 };
}

/** The figures of one period's leads. */
export function answerTimeFigures(times: readonly AnswerTime[]): AnswerTimeFigures {
  const answered = times.flatMap(({ receivedAt, firstAnsweredAt }) =>
    firstAnsweredAt === null ? [] : [{ received: new Date(receivedAt), answered: new Date(firstAnsweredAt) }],
  );
  return {
    answered: answered.length,
    waiting: times.length - answered.length,
    overall: spread(answered.map(({ received, answered: at }) => Math.max(0, at.getTime() - received.getTime()))),
    officeHours: spread(answered.map(({ received, answered: at }) => officeTimeBetween(received, at))),
  };
}

/** The report of the inbox's home screen: one read of the longest period, each period a slice of it. */
export async function readFirstAnswer(store: Pick<LeadStore, 'listAnswerTimes'>, now: Date): Promise<FirstAnswerReport> {
  const longest = Math.max(...FIRST_ANSWER_PERIODS);
  const times = await store.listAnswerTimes(new Date(now.getTime() - longest * DAY_MS), ANSWERABLE_TYPES);
  return {
    officeHours: OFFICE_HOURS,
    periods: FIRST_ANSWER_PERIODS.map((days) => {
      const since = new Date(now.getTime() - days * DAY_MS).toISOString();
      return { days, ...answerTimeFigures(times.filter(({ receivedAt }) => receivedAt >= since)) };
    }),
  };
}
