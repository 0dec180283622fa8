// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../content-compiler/load.ts';
import { buildSectionReference, SECTION_REFERENCE_FILE } from '../../content-compiler/section-reference.ts';
import { scaffoldSportPage } from '../../content-compiler/sport-page-scaffold.ts';
import { formatContentError } from '../../content-compiler/yaml-source.ts';
import { createContentFixture, projectRoot, type ContentFixture } from './content/fixture.ts';

const GUIDE = 'docs/guida-marketing.md';
/** Where the guide says its broken examples are saved, so the messages name this file. */
const EXAMPLE_FILE = 'pages-yaml/sport/esempio.yaml';

interface Fence {
  info: string;
  body: string;
  line: number;
}

function fencesOf(markdown: string): Fence[] {
  const fences: Fence[] = [];
  for (const match of markdown.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)) {
    fences.push({ info: match[1]?.trim() ?? '', body: match[2] ?? '', line: markdown.slice(0, match.index).split('\n').length });
  }
  return fences;
}

const fences = fencesOf(readFileSync(path.join(projectRoot, GUIDE), 'utf8'));
const validExamples = fences.filter((fence) => fence.info === 'yaml');
const brokenExamples = fences.flatMap((fence, index) => {
  if (fence.info !== 'yaml sbagliato') return [];
  const answer = fences[index + 1];
  return [{ ...fence, expected: answer?.info === 'text' ? answer.body.trim().split('\n') : [] }];
});

async function lintMessages(fixture: ContentFixture): Promise<string[]> {
  return (await loadContent({ root: fixture.root })).errors.map(formatContentError);
}

/** A documented line ending in "…" stands for any message that starts the same way (long lists of names). */
function matchesDocumented(actual: string[], documented: string[]): boolean {
  return (
    actual.length === documented.length &&
    documented.every((line, index) => (line.endsWith('…') ? actual[index]?.startsWith(line.slice(0, -1)) : actual[index] === line))
  );
}

describe('the marketers’ guide', { timeout: 30_000 }, () => {
  let fixture: ContentFixture;
  beforeEach(() => {
    fixture = createContentFixture();
  });
  afterEach(() => fixture.dispose());

  it(`${SECTION_REFERENCE_FILE} describes the current section schemas (run npm run schema:json after changing a schema)`, () => {
    expect(readFileSync(path.join(projectRoot, SECTION_REFERENCE_FILE), 'utf8')).toBe(buildSectionReference());
  });

  it('shows pictures that are there, small enough to keep in git', () => {
    const guide = readFileSync(path.join(projectRoot, GUIDE), 'utf8');
    const pictures = [...guide.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)].map((match) => ({ alt: match[1] ?? '', src: match[2] ?? '' }));
    expect(pictures.length).toBeGreaterThan(0);
    for (const { alt, src } of pictures) {
      const file = path.join(projectRoot, path.dirname(GUIDE), src);
      expect(alt, src).not.toBe('');
      expect(existsSync(file), src).toBe(true);
      expect(statSync(file).size, src).toBeLessThan(150 * 1024);
    }
  });

  it('has examples of both kinds, and every broken example is followed by its message', () => {
    expect(validExamples.length).toBeGreaterThan(8);
    expect(brokenExamples.length).toBeGreaterThan(10);
    for (const example of brokenExamples) expect(example.expected, `example at line ${example.line}`).not.toEqual([]);
  });

  it.each(validExamples.map((example) => [example.line, example.body] as const))(
    'the example at line %i passes the content lint',
    async (_line, body) => {
      const data: unknown = parse(body);
      const record = (data ?? {}) as Record<string, unknown>;
      if ('sections' in record) {
        fixture.write(EXAMPLE_FILE, body);
      } else if ('type' in record) {
        fixture.write(EXAMPLE_FILE, stringify({ title: 'Esempio', description: 'Una sezione della guida.', sections: [record] }));
      } else {
        // A piece of the site file: its lists join the real ones, its groups add to them. It may name the page the guide creates first.
        const sitePath = path.join(fixture.root, 'pages-yaml', '_site.yaml');
        const site = parse(readFileSync(sitePath, 'utf8')) as Record<string, unknown>;
        const isGroup = (value: unknown): value is Record<string, unknown> =>
          typeof value === 'object' && value !== null && !Array.isArray(value);
        for (const [key, value] of Object.entries(record)) {
          const current = site[key];
          if (Array.isArray(current) && Array.isArray(value)) site[key] = [...current, ...(value as unknown[])];
          else if (isGroup(current) && isGroup(value)) site[key] = { ...current, ...value };
          else site[key] = value;
        }
        fixture.write('pages-yaml/_site.yaml', stringify(site));
        const tennis = scaffoldSportPage({ pagePath: 'sport/tennis', name: 'Tennis', sportWord: 'la mia società di tennis' });
        fixture.write(tennis.file, tennis.text);
      }
      expect(await lintMessages(fixture)).toEqual([]);
    },
  );

  it.each(brokenExamples.map((example) => [example.line, example.body, example.expected] as const))(
    'the broken example at line %i gives the message the guide shows',
    async (_line, body, expected) => {
      fixture.write(EXAMPLE_FILE, body);
      const messages = await lintMessages(fixture);
      expect(matchesDocumented(messages, expected), `the lint says:\n${messages.join('\n')}`).toBe(true);
    },
  );
});
