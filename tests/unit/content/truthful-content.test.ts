// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../content-compiler/load.ts';
import type { Section } from '../../../src/sections/index.ts';
import { projectRoot } from './fixture.ts';

const { content, errors } = await loadContent({ root: projectRoot });
if (!content) throw new Error(`The content has errors:\n${errors.map((error) => error.message).join('\n')}`);

const marked = (value: { toSupply?: string | undefined }) => typeof value.toSupply === 'string' && value.toSupply.length > 0;

/** What the specification gives for the one case study: the volleyball partner club, anonymous, with these figures. */
const specificationCaseStudyFigures = ['5', '+300%', '800+', 'N°1'];

describe('no invented fact passes for real', () => {
  const sectionsWithPage = content.pages.flatMap((entry) => entry.page.sections.map((section) => ({ file: entry.file, section })));
  const ofType = <Type extends Section['type']>(type: Type) =>
    sectionsWithPage.filter((entry): entry is { file: string; section: Extract<Section, { type: Type }> } => entry.section.type === type);

  it('every testimonial, client and team member is marked as a placeholder (the specification names none)', () => {
    const unmarked: string[] = [];
    for (const { file, section } of ofType('testimonials')) {
      for (const item of section.items) if (!marked(section) && !marked(item)) unmarked.push(`${file}: testimonial of ${item.name}`);
    }
    for (const { file, section } of ofType('clients')) {
      for (const item of section.items) if (!marked(section) && !marked(item)) unmarked.push(`${file}: client ${item.name}`);
    }
    for (const { file, section } of ofType('team')) {
      for (const member of section.members) if (!marked(section) && !marked(member)) unmarked.push(`${file}: team member ${member.name}`);
    }
    expect(unmarked).toEqual([]);
    expect(ofType('testimonials').length + ofType('clients').length + ofType('team').length).toBeGreaterThan(0);
  });

  it('the case study keeps the partner club anonymous, with the specification’s figures, or is marked', () => {
    const caseStudies = ofType('case-study');
    expect(caseStudies.length).toBeGreaterThan(0);
    for (const { section } of caseStudies) {
      if (marked(section)) continue;
      expect(section.figures.map((figure) => figure.value)).toEqual(specificationCaseStudyFigures);
      expect(section.quote, 'a quote names a person the specification does not give').toBeUndefined();
      expect(section.location, 'a town would identify the anonymous partner club').toBeUndefined();
      expect(section.figures.every((figure) => !marked(figure))).toBe(true);
    }
  });

  it('only the pages the specification gives a testimonial carry one', () => {
    expect(
      ofType('testimonials')
        .map(({ file }) => file)
        .sort(),
    ).toEqual(['pages-yaml/index.yaml', 'pages-yaml/sport/index.yaml']);
  });

  it('a figure shown on two pages comes from one place in the site file', () => {
    const disciplines = sectionsWithPage
      .filter(({ section }) => section.type === 'stats')
      .flatMap(({ file, section }) =>
        section.type === 'stats'
          ? section.items.filter((item) => item.label === 'Discipline').map((item) => ({ file, value: item.value }))
          : [],
      );
    expect(disciplines).toEqual([
      { file: 'pages-yaml/index.yaml', value: content.site.figures.discipline?.value },
      { file: 'pages-yaml/sport/index.yaml', value: content.site.figures.discipline?.value },
    ]);
    expect(content.site.figures.discipline?.value).toBe('15+');
    const rawPages = ['index.yaml', 'sport/index.yaml'].map((file) => readFileSync(path.join(projectRoot, 'pages-yaml', file), 'utf8'));
    expect(rawPages.every((text) => text.includes('- figure: discipline') && !/label: Discipline/.test(text))).toBe(true);
  });
});

/** A string constant's value: declared in the file, or in the file it is imported from. */
function constantValue(name: string, file: string, text: string): string | undefined {
  const declared = new RegExp(`const ${name.replace('$', '\\$')} = '([^']+)'`).exec(text);
  if (declared?.[1]) return declared[1];
  const imported = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '(\\.[^']+)'`).exec(text);
  if (!imported?.[1]) return undefined;
  const source = path.resolve(path.dirname(file), imported[1]);
  return new RegExp(`const ${name.replace('$', '\\$')} = '([^']+)'`).exec(readFileSync(source, 'utf8'))?.[1];
}

/** Every key the site's code writes in the browser's storage, read from the code itself. */
function storageKeysWrittenByTheCode(): string[] {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(projectRoot, 'src'));
  const keys: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const write of text.matchAll(/(?:localStorage|sessionStorage)\.setItem\(\s*([A-Za-z_$][\w$]*|'[^']+')/g)) {
      const argument = write[1] ?? '';
      if (argument.startsWith("'")) {
        keys.push(argument.slice(1, -1));
        continue;
      }
      const constant = constantValue(argument, file, text);
      if (constant === undefined) throw new Error(`${file} writes a storage key held in ${argument}, which this test cannot read`);
      keys.push(constant);
    }
  }
  return [...new Set(keys)].sort();
}

describe('the cookie policy', () => {
  it('names every key the site writes in the browser, and no other', () => {
    const policy = content.pages.find((entry) => entry.path === '/cookie-policy');
    const listed = (policy?.page.sections ?? [])
      .flatMap((section) => (section.type === 'prose' ? section.blocks.flatMap((block) => block.list ?? []) : []))
      .flatMap((item) => [...item.matchAll(/«([^»]+)»/g)].map((match) => match[1] ?? ''))
      .sort();
    const written = storageKeysWrittenByTheCode();
    expect(written).toContain('blog-list-search');
    expect(listed).toEqual(written);
  });
});
