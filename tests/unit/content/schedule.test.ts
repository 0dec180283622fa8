// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildNow } from '../../../content-compiler/build-clock.ts';
import { loadContent } from '../../../content-compiler/load.ts';
import { formatContentError } from '../../../content-compiler/yaml-source.ts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeScheduleFile } from '../../../build/schedule-file.ts';
import { parseReleaseSchedule, SCHEDULE_FILE } from '../../../functions/send-contact-email/scheduled-deploy.ts';
import { nextScheduledChange, romeInstant, scheduleState, upcomingScheduledChanges } from '../../../schema/schedule.ts';
import { createContentFixture, type ContentFixture, scheduledArticle } from './fixture.ts';

const ARTICLE = 'pages-yaml/blog/benvenuti.yaml';
const BLOG = 'pages-yaml/blog/index.yaml';

const PUBLISH = 'publishAt: "2026-12-03 09:00"';
const ONE_MINUTE_BEFORE = new Date('2026-12-03T07:59:00Z');
const ONE_MINUTE_AFTER = new Date('2026-12-03T08:01:00Z');

describe('the time of a schedule (Europe/Rome)', () => {
  it('reads winter and summer time, and the hour October repeats as its first', () => {
    expect(romeInstant('2026-12-03 09:00')?.toISOString()).toBe('2026-12-03T08:00:00.000Z');
    expect(romeInstant('2026-07-01 09:00')?.toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(romeInstant('2026-10-25 02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(romeInstant('2026-03-29 03:00')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('refuses a time the clock skips, a day not in the calendar and another form', () => {
    expect(romeInstant('2026-03-29 02:30')).toBeUndefined();
    expect(romeInstant('2026-02-30 10:00')).toBeUndefined();
    expect(romeInstant('2026-12-03 24:00')).toBeUndefined();
    expect(romeInstant('2026-12-03T09:00')).toBeUndefined();
    expect(romeInstant('3/12/2026 9:00')).toBeUndefined();
  });

  it('says where a page stands: online until its end, not yet online, taken offline', () => {
    const schedule = { publishAt: '2026-12-03 09:00', unpublishAt: '2027-01-31 23:59' };
    expect(scheduleState(schedule, ONE_MINUTE_BEFORE)).toEqual({ kind: 'scheduled', at: new Date('2026-12-03T08:00:00Z') });
    expect(scheduleState(schedule, new Date('2026-12-03T08:00:00Z'))).toEqual({
      kind: 'online',
      until: new Date('2027-01-31T22:59:00Z'),
    });
    expect(scheduleState(schedule, new Date('2027-01-31T22:59:00Z'))).toEqual({ kind: 'expired', since: new Date('2027-01-31T22:59:00Z') });
    expect(scheduleState({}, ONE_MINUTE_BEFORE)).toEqual({ kind: 'online', until: undefined });
  });
});

describe('nextScheduledChange: when the scheduler must build again', () => {
  const schedules = [
    {},
    { publishAt: '2026-12-03 09:00', unpublishAt: '2027-01-31 23:59' },
    { unpublishAt: '2026-12-24 18:00' },
    { publishAt: '2026-11-01 08:00' },
  ];

  it('gives the first publishAt or unpublishAt strictly after now', () => {
    expect(nextScheduledChange(schedules, new Date('2026-11-28T00:00:00Z'))?.toISOString()).toBe('2026-12-03T08:00:00.000Z');
    expect(nextScheduledChange(schedules, new Date('2026-12-03T08:00:00Z'))?.toISOString()).toBe('2026-12-24T17:00:00.000Z');
    expect(nextScheduledChange(schedules, new Date('2026-12-25T00:00:00Z'))?.toISOString()).toBe('2027-01-31T22:59:00.000Z');
  });

  it('gives nothing when no change is ahead', () => {
    expect(nextScheduledChange(schedules, new Date('2027-02-01T00:00:00Z'))).toBeUndefined();
    expect(nextScheduledChange([], new Date('2027-02-01T00:00:00Z'))).toBeUndefined();
  });

  it('reads the schedules of every page, online or not, from what the content loads', async () => {
    const fixture = createContentFixture();
    try {
      fixture.write(ARTICLE, scheduledArticle(PUBLISH));
      const result = await loadContent({ root: fixture.root, now: ONE_MINUTE_BEFORE });
      const pages = result.validated.pages.map((entry) => entry.page);
      expect(nextScheduledChange(pages, ONE_MINUTE_BEFORE)?.toISOString()).toBe('2026-12-03T08:00:00.000Z');
      expect(nextScheduledChange(pages, ONE_MINUTE_AFTER)).toBeUndefined();
    } finally {
      fixture.dispose();
    }
  });
});

describe('the release’s schedule file: when the runtimes must deploy again', () => {
  const schedules = [
    { publishAt: '2026-12-03 09:00', unpublishAt: '2027-01-31 23:59' },
    { publishAt: '2026-12-03 09:00' },
    { unpublishAt: '2026-12-24 18:00' },
    { publishAt: '2026-11-01 08:00' },
  ];

  it('lists every later publishAt and unpublishAt once, earliest first', () => {
    expect(upcomingScheduledChanges(schedules, new Date('2026-11-28T00:00:00Z')).map((change) => change.toISOString())).toEqual([
      '2026-12-03T08:00:00.000Z',
      '2026-12-24T17:00:00.000Z',
      '2027-01-31T22:59:00.000Z',
    ]);
    expect(upcomingScheduledChanges(schedules, new Date('2027-01-31T22:59:00Z'))).toEqual([]);
  });

  it('is written by the build with its clock (BUILD_NOW) from every page of the content, online or not', async () => {
    const fixture = createContentFixture();
    const out = mkdtempSync(path.join(tmpdir(), 'schedule-file-'));
    try {
      fixture.write(ARTICLE, scheduledArticle(PUBLISH));
      const builtAt = buildNow({ BUILD_NOW: '2026-12-03T07:59:00Z' });
      const result = await loadContent({ root: fixture.root, now: builtAt });
      const pages = result.validated.pages.map((entry) => entry.page);
      writeScheduleFile(out, pages, builtAt);
      const written = parseReleaseSchedule(readFileSync(path.join(out, SCHEDULE_FILE), 'utf8'));
      expect(written).toEqual({ builtAt: '2026-12-03T07:59:00.000Z', changes: ['2026-12-03T08:00:00.000Z'] });
      // Built one minute after: nothing is left to wait for.
      writeScheduleFile(out, pages, buildNow({ BUILD_NOW: '2026-12-03T08:01:00Z' }));
      expect(parseReleaseSchedule(readFileSync(path.join(out, SCHEDULE_FILE), 'utf8')).changes).toEqual([]);
    } finally {
      fixture.dispose();
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('BUILD_NOW, the build’s fake clock', () => {
  it('is the instant it names, or the clock when unset', () => {
    expect(buildNow({ BUILD_NOW: '2026-12-03T07:59:00Z' }).toISOString()).toBe('2026-12-03T07:59:00.000Z');
    expect(buildNow({ BUILD_NOW: '2026-12-03T08:59:00+01:00' }).toISOString()).toBe('2026-12-03T07:59:00.000Z');
    const before = Date.now();
    expect(buildNow({}).getTime()).toBeGreaterThanOrEqual(before);
  });

  it('stops on a text that is not an instant with its offset', () => {
    expect(() => buildNow({ BUILD_NOW: '2026-12-03 09:00' })).toThrow(/BUILD_NOW="2026-12-03 09:00" is not an instant/);
    expect(() => buildNow({ BUILD_NOW: 'domani' })).toThrow(/ISO 8601/);
  });
});

// Each case lints a fresh copy of the whole content: give it room on a loaded machine.
describe('a scheduled page in the content', { timeout: 30_000 }, () => {
  let fixture: ContentFixture;
  beforeEach(() => {
    fixture = createContentFixture();
  });
  afterEach(() => fixture.dispose());

  const lint = async (now: Date) => {
    const result = await loadContent({ root: fixture.root, now });
    return { result, errors: result.errors.map(formatContentError) };
  };

  it('one minute before publishAt, the release holds neither the page nor its article summary; one minute after, both', async () => {
    fixture.write(ARTICLE, scheduledArticle(PUBLISH));

    const before = await lint(ONE_MINUTE_BEFORE);
    expect(before.errors).toEqual([]);
    expect(before.result.content?.pages.map((entry) => entry.path)).not.toContain('/blog/benvenuti');
    expect(before.result.content?.posts.map((post) => post.path)).not.toContain('/blog/benvenuti');
    // The editor still previews it.
    expect(before.result.validated.pages.map((entry) => entry.path)).toContain('/blog/benvenuti');

    const after = await lint(ONE_MINUTE_AFTER);
    expect(after.errors).toEqual([]);
    expect(after.result.content?.pages.map((entry) => entry.path)).toContain('/blog/benvenuti');
    expect(after.result.content?.posts[0]).toMatchObject({ path: '/blog/benvenuti', dateText: '3 dicembre 2026' });
  });

  it('leaves a page out from its unpublishAt on', async () => {
    fixture.write(ARTICLE, scheduledArticle('unpublishAt: "2026-12-03 09:00"', '2025-01-04'));
    expect((await lint(ONE_MINUTE_BEFORE)).result.content?.posts.map((post) => post.path)).toContain('/blog/benvenuti');
    expect((await lint(ONE_MINUTE_AFTER)).result.content?.posts.map((post) => post.path)).not.toContain('/blog/benvenuti');
  });

  it('refuses a link from a page that is online to a page left out, naming the page and the field, in Italian', async () => {
    fixture.write(ARTICLE, scheduledArticle(PUBLISH));
    fixture.edit(BLOG, (text) => text.replace('      to: /contatti\n', '      to: /blog/benvenuti\n'));
    const line = fixture.lineOf(BLOG, 'to: /blog/benvenuti');
    expect((await lint(ONE_MINUTE_BEFORE)).errors).toEqual([
      `${BLOG}:${line}:7 sections[0].emptyState.to: porta a "/blog/benvenuti", che in questa versione del sito non è ancora online: ${ARTICLE} ha publishAt "2026-12-03 09:00" (ora di Roma). Togli il link, o programma anche questa pagina per quell’ora`,
    ]);
    expect((await lint(ONE_MINUTE_AFTER)).errors).toEqual([]);

    fixture.write(ARTICLE, scheduledArticle('unpublishAt: "2026-12-03 09:00"', '2025-01-04'));
    expect((await lint(ONE_MINUTE_AFTER)).errors).toEqual([
      `${BLOG}:${line}:7 sections[0].emptyState.to: porta a "/blog/benvenuti", che in questa versione del sito non è più online: ${ARTICLE} ha unpublishAt "2026-12-03 09:00" (ora di Roma). Togli il link`,
    ]);
  });

  it('refuses a scheduled article among the blog’s most read, naming its file and field', async () => {
    const seo = 'pages-yaml/blog/seo-locale-brescia-montichiari-mantova-verona-2025.yaml';
    fixture.edit(seo, (text) => text.replace('\npost:\n', `\n${PUBLISH}\npost:\n`));
    const line = fixture.lineOf(BLOG, '- seo-locale-brescia-montichiari-mantova-verona-2025');
    expect((await lint(ONE_MINUTE_BEFORE)).errors).toContain(
      `${BLOG}:${line}:11 sections[0].popular.posts[1]: l’articolo "seo-locale-brescia-montichiari-mantova-verona-2025" in questa versione del sito non è ancora online: ${seo} ha publishAt "2026-12-03 09:00" (ora di Roma). Toglilo da qui, o programma anche questa pagina per quell’ora`,
    );
    expect((await lint(ONE_MINUTE_AFTER)).errors).toEqual([]);
  });

  it('refuses a link in an article’s HTML to a page left out, and allows links between pages both left out', async () => {
    fixture.write(ARTICLE, scheduledArticle(PUBLISH));
    fixture.write(
      'pages-yaml/blog/seguito.yaml',
      scheduledArticle(PUBLISH)
        .replace('title: Benvenuti nel nuovo sito', 'title: Il seguito')
        .replace(
          '    text: Più chiaro e più veloce.\n',
          '    text: Più chiaro e più veloce.\n    buttons:\n      - label: Leggi il primo\n        action: { type: route, to: /blog/benvenuti }\n',
        ),
    );
    const guide = 'pages-yaml/blog/intelligenza-artificiale-pmi-guida-pratica-2025.yaml';
    fixture.edit(guide, (text) => text.replace('<a href="/contatti">', '<a href="/blog/benvenuti/">'));
    const errors = (await lint(ONE_MINUTE_BEFORE)).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      new RegExp(
        `^${guide}:\\d+:\\d+ sections\\[\\d+\\]\\.html: porta a "/blog/benvenuti", che in questa versione del sito non è ancora online`,
      ),
    );
  });

  it('refuses an unpublishAt before publishAt, a time not written as the schema asks, and a page of the specification left out', async () => {
    fixture.write(ARTICLE, scheduledArticle(`${PUBLISH}\nunpublishAt: "2026-12-01 09:00"`));
    expect((await lint(ONE_MINUTE_AFTER)).errors).toEqual([
      `${ARTICLE}:5:1 unpublishAt: la pagina andrebbe offline (2026-12-01 09:00) prima di andare online (2026-12-03 09:00): unpublishAt viene dopo publishAt`,
    ]);
    fixture.write(ARTICLE, scheduledArticle('publishAt: "3/12/2026 9:00"'));
    expect((await lint(ONE_MINUTE_AFTER)).errors).toEqual([
      `${ARTICLE}:4:1 publishAt: scrivi data e ora come anno-mese-giorno ore:minuti, ora di Roma, es. "2026-12-03 09:00"`,
    ]);
    fixture.write(ARTICLE, scheduledArticle('publishAt: "2026-03-29 02:30"', '2026-03-29'));
    expect((await lint(ONE_MINUTE_AFTER)).errors).toEqual([
      `${ARTICLE}:4:1 publishAt: questo giorno o quest’ora non esiste a Roma (controlla giorno, mese e il cambio dell’ora legale)`,
    ]);

    fixture.remove(ARTICLE);
    fixture.edit('pages-yaml/chi-siamo.yaml', (text) => text.replace(/\nsections:/, `\n${PUBLISH}\nsections:`));
    const line = fixture.lineOf('pages-yaml/chi-siamo.yaml', PUBLISH);
    expect((await lint(ONE_MINUTE_BEFORE)).errors).toContain(
      `pages-yaml/chi-siamo.yaml:${line}:1 publishAt: "/chi-siamo" è una pagina della specifica: non può restare fuori dal sito, togli publishAt`,
    );
  });

  it('lets a scheduled article carry the day of its publishAt as its date, and no later', async () => {
    // Far ahead, so the real clock never reaches these days while the test lives.
    const farPublish = 'publishAt: "2999-12-03 09:00"';
    fixture.write(ARTICLE, scheduledArticle(farPublish, '2999-12-03'));
    expect((await lint(ONE_MINUTE_AFTER)).errors).toEqual([]);
    fixture.write(ARTICLE, scheduledArticle(farPublish, '2999-12-04'));
    expect((await lint(ONE_MINUTE_AFTER)).errors).toEqual([
      `${ARTICLE}:7:3 post.date: la data è nel futuro: un articolo mostra il giorno in cui è stato pubblicato`,
    ]);
  });
});
