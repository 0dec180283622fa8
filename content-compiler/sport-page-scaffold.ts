import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageSchema } from '../src/sections/page-schema.ts';
import { type StatFigure, withSharedFigures } from '../schema/shared-figures.ts';
import { visitObjects } from './visit-objects.ts';
import { validate } from './validation.ts';
import { routeForFile } from './discovery.ts';
import { parseYamlSource, type ContentError } from './yaml-source.ts';

/** The sport page template behind `npm run new:page`; `{{name}}` placeholders are filled by renderSportPage. */
export const SPORT_PAGE_TEMPLATE = path.join(import.meta.dirname, 'templates', 'sport-page.template.yaml');

/** Path inside pages-yaml/, without extension: lowercase words with hyphens, e.g. `sport/tiro-con-l-arco`. */
export const PAGE_PATH_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

export interface NewPageOptions {
  /** Path inside pages-yaml/ without extension: `sport/tennis`. */
  pagePath: string;
  name: string;
  sportWord: string;
}

export function defaultName(pagePath: string): string {
  const slug = pagePath.split('/').at(-1) ?? pagePath;
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function defaultSportWord(name: string): string {
  return `la mia società di ${name.toLowerCase()}`;
}

/** A value placed inside a double-quoted YAML scalar of the template. */
function quotedInner(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

export function renderSportPage(template: string, options: NewPageOptions): string {
  const depth = options.pagePath.split('/').length;
  const values: Record<string, string> = {
    schema: `${'../'.repeat(depth)}schema/json/page.schema.json`,
    route: routeForFile(`${options.pagePath}.yaml`),
    nome: quotedInner(options.name),
    nomeMinuscolo: quotedInner(options.name.toLowerCase()),
    parola: quotedInner(options.sportWord),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`The template uses an unknown placeholder ${placeholder}`);
    return value;
  });
}

/** The scaffold text for these options, and the content errors it would have (none for any sensible name). */
export function scaffoldSportPage(options: NewPageOptions): { file: string; text: string; errors: ContentError[] } {
  const file = `pages-yaml/${options.pagePath}.yaml`;
  const text = renderSportPage(readFileSync(SPORT_PAGE_TEMPLATE, 'utf8'), options);
  const source = parseYamlSource(file, text);
  const errors = [...source.syntaxErrors];
  if (errors.length === 0) {
    // The page refers to the sport division's figures, which the site file holds: here any figure stands in for them.
    const standIns: Record<string, StatFigure> = {};
    visitObjects(source.data, (record) => {
      if (typeof record.figure === 'string') standIns[record.figure] = { value: '0', label: record.figure };
    });
    validate(pageSchema, source, errors, { language: 'it', data: withSharedFigures(source.data, standIns) });
  }
  return { file, text, errors };
}
