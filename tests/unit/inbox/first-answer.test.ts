// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { describeOfficeHours, formatDuration } from '../../../inbox/client/durations.ts';
import { answerTimeFigures, median, nearestRank } from '../../../inbox/first-answer.ts';
import { OFFICE_HOURS, officeTimeBetween } from '../../../inbox/office-hours.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Office time between two Rome wall-clock readings given as UTC instants ("…Z"), in minutes. */
function officeMinutes(start: string, end: string): number {
  return officeTimeBetween(new Date(start), new Date(end)) / MINUTE;
}

describe('office hours (Mon–Fri 9–18, Sat 9–13, Rome)', () => {
  // November: Rome is UTC+1. 2026-11-24 is a Tuesday.
  it('count the time inside one working day', () => {
    expect(officeMinutes('2026-11-24T09:00:00Z', '2026-11-24T10:30:00Z')).toBe(90);
  });

  it('leave out the night and the hours before opening', () => {
    // Tuesday 17:00 → Wednesday 10:00 (Rome): one hour each side of the night.
    expect(officeMinutes('2026-11-24T16:00:00Z', '2026-11-25T09:00:00Z')).toBe(120);
    // Wednesday 19:00 → Thursday 08:00: nothing.
    expect(officeMinutes('2026-11-25T18:00:00Z', '2026-11-26T07:00:00Z')).toBe(0);
  });

  it('count Saturday morning only, and no Sunday', () => {
    // Friday 17:00 → Monday 10:00: Friday 1 h, Saturday 4 h, Sunday none, Monday 1 h.
    expect(officeMinutes('2026-11-27T16:00:00Z', '2026-11-30T09:00:00Z')).toBe(6 * 60);
    // Saturday 14:00 → Sunday 20:00: after Saturday's closing, then closed.
    expect(officeMinutes('2026-11-28T13:00:00Z', '2026-11-29T19:00:00Z')).toBe(0);
  });

  it('open at 9:00 Rome on either side of a clock change', () => {
    // Summer time begins on Sunday 2026-03-29: Friday 17:00 (UTC+1) → Monday 10:00 (UTC+2) is 64 h, 6 of them office hours.
    const start = '2026-03-27T16:00:00Z';
    const end = '2026-03-30T08:00:00Z';
    expect((Date.parse(end) - Date.parse(start)) / HOUR).toBe(64);
    expect(officeMinutes(start, end)).toBe(6 * 60);
    // Monday 9:00 Rome is 07:00 UTC in summer: 07:00 → 08:00 UTC is one office hour.
    expect(officeMinutes('2026-03-30T07:00:00Z', '2026-03-30T08:00:00Z')).toBe(60);
    // Summer time ends on Sunday 2026-10-25: Saturday 9:00 (UTC+2) → Monday 9:30 (UTC+1) is Saturday's 4 h and half an hour.
    expect(officeMinutes('2026-10-24T07:00:00Z', '2026-10-26T08:30:00Z')).toBe(4 * 60 + 30);
  });

  it('count nothing when the answer is not after the request', () => {
    expect(officeMinutes('2026-11-24T10:00:00Z', '2026-11-24T10:00:00Z')).toBe(0);
    expect(officeMinutes('2026-11-24T11:00:00Z', '2026-11-24T10:00:00Z')).toBe(0);
  });

  it('are the opening hours the site states (pages-yaml/_site.yaml): change inbox/office-hours.ts with them', () => {
    const site: { contact: { hours: Array<{ days: string[]; opens?: string; closes?: string }> } } = parse(
      readFileSync('pages-yaml/_site.yaml', 'utf8'),
    );
    const stated = site.contact.hours.flatMap(({ days, opens, closes }) =>
      opens === undefined || closes === undefined ? [] : [{ days, opens, closes }],
    );
    expect(stated).toEqual(OFFICE_HOURS);
    expect(describeOfficeHours(OFFICE_HOURS)).toBe('lun–ven 9:00–18:00, sab 9:00–13:00');
  });
});

describe('median and p90', () => {
  it('read the middle and the nearest rank', () => {
    expect(median([])).toBeUndefined();
    expect(nearestRank([], 0.9)).toBeUndefined();
    expect([median([7]), nearestRank([7], 0.9)]).toEqual([7, 7]);
    expect([median([1, 2, 3, 4]), nearestRank([1, 2, 3, 4], 0.9)]).toEqual([2.5, 4]);
    const tenWaits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect([median(tenWaits), nearestRank(tenWaits, 0.9)]).toEqual([5.5, 9]);
  });

  it('count the leads still waiting apart, and the office-hours wait beside the whole one', () => {
    const figures = answerTimeFigures([
      // Tuesday 10:00 → 11:20 (Rome).
      { receivedAt: '2026-11-24T09:00:00Z', firstAnsweredAt: '2026-11-24T10:20:00Z' },
      // Friday 17:00 → Monday 10:00.
      { receivedAt: '2026-11-27T16:00:00Z', firstAnsweredAt: '2026-11-30T09:00:00Z' },
      { receivedAt: '2026-11-30T09:00:00Z', firstAnsweredAt: null },
    ]);
    expect(figures).toEqual({
      answered: 2,
      waiting: 1,
      overall: { median: (80 * MINUTE + 65 * HOUR) / 2, p90: 65 * HOUR },
      officeHours: { median: (80 * MINUTE + 6 * HOUR) / 2, p90: 6 * HOUR },
    });
    expect(answerTimeFigures([{ receivedAt: '2026-11-30T09:00:00Z', firstAnsweredAt: null }])).toEqual({
      answered: 0,
      waiting: 1,
      overall: null,
      officeHours: null,
    });
  });
});

describe('durations in Italian', () => {
  /** The words, with the spaces that keep a figure on one line read as plain ones. */
  const words = (milliseconds: number, options?: { inDays?: boolean }) => formatDuration(milliseconds, options).replaceAll('\u00a0', ' ');

  it('read as the owner says them', () => {
    expect(words(20_000)).toBe('meno di 1 min');
    expect(words(45 * MINUTE)).toBe('45 min');
    expect(words(80 * MINUTE)).toBe('1 h 20 min');
    expect(words(3 * HOUR)).toBe('3 h');
    expect(words(28 * HOUR)).toBe('1 giorno 4 h');
    expect(words(48 * HOUR)).toBe('2 giorni');
    // Office hours: a day of them is not 24 hours.
    expect(words(31 * HOUR + 20 * MINUTE, { inDays: false })).toBe('31 h');
    expect(words(6 * HOUR, { inDays: false })).toBe('6 h');
  });

  it('never break across lines in a narrow cell', () => {
    expect(formatDuration(28 * HOUR)).toBe('1\u00a0giorno\u00a04\u00a0h');
  });
});
