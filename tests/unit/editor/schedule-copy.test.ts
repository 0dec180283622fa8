import { describe, expect, it } from 'vitest';
import { scheduleText } from '../../../editor/client/copy.ts';
import { scheduleState } from '../../../schema/schedule.ts';

const now = new Date('2026-11-28T10:00:00Z');
const title = (schedule: { publishAt?: string; unpublishAt?: string }) => scheduleText(scheduleState(schedule, now), now)?.title;

describe('the editor’s sentence for a scheduled page (Rome time, Italian)', () => {
  it('says when a page not yet online will be', () => {
    expect(title({ publishAt: '2026-12-03 09:00' })).toBe('Programmata per il 3 dicembre alle 9:00');
    expect(title({ publishAt: '2026-12-08 01:30' })).toBe('Programmata per l’8 dicembre all’1:30');
    expect(title({ publishAt: '2027-01-11 18:05' })).toBe('Programmata per l’11 gennaio 2027 alle 18:05');
  });

  it('says since when a page whose unpublishAt has passed is no longer online, and until when one is', () => {
    expect(title({ unpublishAt: '2026-11-20 23:59' })).toBe('Non più online dal 20 novembre alle 23:59');
    expect(title({ publishAt: '2026-11-01 09:00', unpublishAt: '2026-11-08 09:00' })).toBe('Non più online dall’8 novembre alle 9:00');
    expect(title({ publishAt: '2026-11-01 09:00', unpublishAt: '2026-12-31 23:59' })).toBe('Online fino al 31 dicembre alle 23:59');
  });

  it('says nothing for a page always online', () => {
    expect(title({})).toBeUndefined();
    expect(title({ publishAt: '2026-11-01 09:00' })).toBeUndefined();
  });
});
