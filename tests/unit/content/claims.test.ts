// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { notices } from '../../../schema/form-messages.ts';
import { loadContent } from '../../../content-compiler/load.ts';
import { placeholderChecklist } from '../../../content-compiler/placeholders.ts';
import { projectRoot } from './fixture.ts';

/*
 * Issue 32's reading of the copy against the specification: sentences that stated as fact what nobody gave. Each must be
 * gone (or rewritten, which leaves it gone) or stand under a `toSupply` mark, so the owner is asked and a release waits.
 */

const { content, errors, placeholders } = await loadContent({ root: projectRoot });
if (!content) throw new Error(`The content has errors:\n${errors.map((error) => error.message).join('\n')}`);

interface Text {
  file: string;
  path: string;
  /** As the visitor reads it, references resolved. */
  text: string;
  /** As the file writes it: `{cifre.club-seguiti}` where the visitor reads "oltre 80". */
  written: unknown;
  /** Its own object or one around it carries a `toSupply` mark. */
  marked: boolean;
}

const markedFigures = new Set(
  Object.entries(content.site.figures)
    .filter(([, figure]) => figure.toSupply !== undefined)
    .map(([name]) => name),
);

/** The file's text at `keys` as written, before its references were resolved. */
function writtenAt(file: string, keys: readonly PropertyKey[]): unknown {
  let current: unknown = parse(readFileSync(path.join(projectRoot, file), 'utf8'));
  for (const key of keys)
    current = current === null || typeof current !== 'object' ? undefined : (current as Record<PropertyKey, unknown>)[key];
  return current;
}

function namesMarkedFigure(written: unknown): boolean {
  return typeof written === 'string' && [...written.matchAll(/\{cifre\.([\w-]+)\}/g)].some((match) => markedFigures.has(match[1] ?? ''));
}

/**
 * Whether the text states the claim as fact: it says those words and nothing marks them. Words that come from a shared
 * figure the owner is asked to confirm (the file writes `{cifre.nome}`, not the words) stand under that figure's mark.
 */
function statesUnmarked(text: Text, words: RegExp): boolean {
  if (!words.test(text.text) || text.marked) return false;
  const writtenOut = typeof text.written !== 'string' || words.test(text.written);
  return writtenOut || !namesMarkedFigure(text.written);
}

/** Every text of every page and of the site file, as the visitor reads it. */
function textsOf(file: string, data: unknown): Text[] {
  const texts: Text[] = [];
  const walk = (value: unknown, keys: PropertyKey[], marked: boolean) => {
    if (typeof value === 'string') {
      texts.push({ file, path: keys.join('.'), text: value, written: writtenAt(file, keys), marked });
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...keys, index], marked);
    } else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const here = marked || typeof record.toSupply === 'string';
      for (const [key, child] of Object.entries(record)) if (key !== 'toSupply') walk(child, [...keys, key], here);
    }
  };
  walk(data, [], false);
  return texts;
}

const texts = [
  ...content.pages.flatMap((entry) => textsOf(entry.file, entry.page)),
  ...textsOf('pages-yaml/_site.yaml', content.site),
  ...Object.entries(notices).map(([name, notice]) => ({
    file: 'schema/form-messages.ts',
    path: name,
    text: notice.message,
    written: notice.message,
    marked: false,
  })),
];

/** The claims of the table, each as the words that made it. */
const claims: Array<[number, string, RegExp]> = [
  [1, 'an invented photo portfolio', /cantine della Franciacorta|officine meccaniche|hotel del Garda agli studi/i],
  [2, 'the sports behind "oltre 80 club"', /calcio, basket, pallavolo, rugby, ciclismo, nuoto|dal calcio al nuoto/i],
  [2, 'the 80+ clubs', /\b80\b/],
  [3, 'drone footage on request', /\bdrone\b/i],
  [4, 'the top three on the map', /primi tre risultati|nel gruppo dei primi tre/i],
  [5, 'a minimum term in every monthly package', /durata minima scritta in ogni pacchetto/i],
  [6, 'an open-ended rework promise', /finché il risultato non convince/i],
  [7, 'a monthly newsletter', /ogni mese riceverai|una e-mail al mese/i],
  [8, 'a quote within 24 hours', /preventivo[^.]*entro 24 ore/i],
  [9, 'a domain and SSL certificate with every website', /dominio e certificato SSL|hosting, dominio/i],
];

describe('every claim the specification does not give is gone, rewritten, or under a toSupply mark', () => {
  it.each(claims)('%i: %s', (_number, _claim, words) => {
    const unmarked = texts.filter((text) => statesUnmarked(text, words)).map((text) => `${text.file} ${text.path}: ${text.text}`);
    expect(unmarked).toEqual([]);
  });

  it('2: the sports article states its 80+ clubs once, through a shared figure the owner is asked to confirm, not in its summaries', () => {
    const article = content.pages.find((entry) => entry.path.startsWith('/blog/marketing-societa-sportive'));
    expect(article?.page.description).not.toMatch(/\b80\b/);
    expect(article?.page.post?.excerpt).not.toMatch(/\b80\b/);
    const eighty = texts.filter((text) => text.file === article?.file && /\b80\b/.test(text.text));
    expect(eighty.length).toBeGreaterThan(0);
    expect(eighty.filter((text) => statesUnmarked(text, /\b80\b/))).toEqual([]);
  });

  it('the editor’s section examples promise no monthly e-mail and say nothing about data they cannot keep', () => {
    const examples = ['newsletter-box', 'contact-form'].map((type) =>
      readFileSync(path.join(projectRoot, 'src', 'sections', type, 'example.yaml'), 'utf8'),
    );
    for (const example of examples) {
      expect(example).not.toMatch(/una e-mail al mese|non li cediamo a nessuno|con un clic/i);
    }
  });
});

describe('small things a visitor notices', () => {
  it('no placeholder reads as an error: the legal facts still to supply say so', () => {
    for (const fact of Object.values(content.site.legal)) {
      if (fact.toSupply !== undefined) expect(fact.value).not.toMatch(/^(€\s*)?[0,.\s]+$|^0+$|-0+$/);
    }
  });

  it('a sports package feature does not promote the sponsors with sponsored campaigns', () => {
    expect(texts.filter((text) => /sponsorizzate per gli sponsor/i.test(text.text))).toEqual([]);
  });

  it.each(['/sport/pallavolo', '/sport/rugby'])('%s says its reply time once in a block', (route) => {
    const page = content.pages.find((entry) => entry.path === route);
    for (const section of page?.page.sections ?? []) {
      const said = JSON.stringify(section).match(/entro 24 ore/g) ?? [];
      expect(said.length, section.type).toBeLessThanOrEqual(1);
    }
  });

  it('the blog’s link to /societa-sportive does not promise case studies the page does not hold', () => {
    const links = texts.filter((text) => text.path.endsWith('label')).map((text) => text.text);
    expect(links.filter((label) => /guarda i casi/i.test(label))).toEqual([]);
  });
});

describe('the owner’s list asks the questions the specification leaves open', () => {
  const checklist = placeholderChecklist(placeholders, 'it');
  const questionAt = (file: string, fieldPath: string) =>
    placeholders.find((placeholder) => placeholder.file === file && placeholder.path === fieldPath)?.message;

  it.each([
    ['years: 3 in the area, 5+ in sport', 'pages-yaml/_site.yaml', 'figures.anni-esperienza-sport'],
    ['satisfied clients: 100%, 98%, 92%', 'pages-yaml/_site.yaml', 'figures.clienti-soddisfatti'],
    ['growth on social media: 200%, 300%, +250%, +300%', 'pages-yaml/_site.yaml', 'figures.crescita-engagement'],
    ['clients: 80+ clubs against 20+ active and over 50 satisfied', 'pages-yaml/_site.yaml', 'figures.club-seguiti'],
    ['the reply time: every day or working days', 'pages-yaml/_site.yaml', 'figures.tempo-di-risposta'],
    ['athletes: the division’s 800+ and the partner club’s', 'pages-yaml/sport/index.yaml', 'sections[3]'],
    ['the home’s 200%: growth of what', 'pages-yaml/index.yaml', 'sections[5].items[1]'],
    ['the overview’s prices of websites and SEO', 'pages-yaml/servizi.yaml', 'sections[1]'],
  ])('%s', (_question, file, fieldPath) => {
    const question = questionAt(file, fieldPath);
    expect(question, `${file} ${fieldPath}`).toMatch(/\?/);
    expect(checklist).toContain(question);
  });
});
