// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeForFile } from '../../content-compiler/discovery.ts';
import { buildJsonSchemas } from '../../content-compiler/json-schema.ts';
import { actionSchema } from '../../schema/action.ts';
import { sectionSchema, sectionTypes } from '../../src/sections/index.ts';
import { iconNames } from '../../schema/icons.ts';
import { iconModuleSource, tablerExportName } from '../../content-compiler/icon-module.ts';
import { inLanguage } from '../../schema/messages.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('routes come from file places', () => {
  it.each([
    ['index.yaml', '/'],
    ['servizi.yaml', '/servizi'],
    ['sport/index.yaml', '/sport'],
    ['sport/calcio-marketing.yaml', '/sport/calcio-marketing'],
  ])('%s serves %s', (file, route) => {
    expect(routeForFile(file)).toBe(route);
  });
});

describe('actions', () => {
  it('accepts each of the six kinds', () => {
    for (const action of [
      { type: 'route', to: '/siti-web#packages' },
      { type: 'anchor', target: 'pricing' },
      { type: 'dialog', dialog: 'contact' },
      { type: 'tel' },
      { type: 'mailto' },
      { type: 'chat' },
    ]) {
      expect(actionSchema.safeParse(action).success, JSON.stringify(action)).toBe(true);
    }
  });

  it('refuses an external address disguised as a route and an unknown dialog', () => {
    expect(actionSchema.safeParse({ type: 'route', to: 'https://example.com' }).success).toBe(false);
    expect(actionSchema.safeParse({ type: 'dialog', dialog: 'lottery' }).success).toBe(false);
  });
});

describe('sections', () => {
  it('lists every section type once', () => {
    expect(new Set(sectionTypes).size).toBe(sectionTypes.length);
    expect(sectionTypes).toEqual(
      expect.arrayContaining(['hero', 'stats', 'features', 'clients', 'testimonials', 'steps', 'cta', 'pricing', 'packages']),
    );
  });

  it('fills defaults a marketer may leave out', () => {
    const parsed = sectionSchema.parse({ type: 'hero', headline: 'Titolo', text: 'Testo' });
    expect(parsed).toMatchObject({ background: 'default', tone: 'brand', buttons: [], points: [] });
  });

  it('requires the highlighted words to be part of the headline', () => {
    const result = sectionSchema.safeParse({
      type: 'hero',
      headline: 'Più soci per il tuo circolo',
      highlight: 'più tifosi',
      text: 'Testo',
    });
    expect(result.success).toBe(false);
    expect(inLanguage(result.error?.issues[0]?.message ?? '', 'it')).toBe(
      '"più tifosi" non compare nel titolo (headline): copia le parole esattamente come sono scritte lì',
    );
  });

  it('names the animation a motion field belongs to when it is set for another one', () => {
    const issues = (section: Record<string, unknown>) =>
      (sectionSchema.safeParse({ type: 'motion', icon: 'ball-basketball', every: 2500, ...section }).error?.issues ?? []).map((issue) => ({
        ...issue,
        message: inLanguage(issue.message, 'it'),
      }));
    expect(issues({ animation: 'bounce', duration: 1000 })).toMatchObject([
      { path: ['duration'], message: '"duration" vale solo per l’animazione "toggle": toglilo o scrivi "animation: toggle"' },
    ]);
    expect(issues({ animation: 'toggle', duration: 1000, reset: 500 })).toMatchObject([
      { path: ['reset'], message: '"reset" vale solo per l’animazione "roll": toglilo o scrivi "animation: roll"' },
    ]);
    expect(issues({ animation: 'roll', reset: 500 })).toEqual([]);
  });
});

describe('editor support', () => {
  it('the committed JSON Schemas match the zod schemas (run npm run schema:json after changing a schema)', () => {
    for (const [name, schema] of Object.entries(buildJsonSchemas())) {
      const committed: unknown = JSON.parse(readFileSync(path.join(root, 'schema', 'json', name), 'utf8'));
      expect(committed, name).toEqual(JSON.parse(JSON.stringify(schema)));
    }
  });

  it('every YAML file names its JSON Schema on the first line', () => {
    const files = readdirSync(path.join(root, 'pages-yaml'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => path.join('pages-yaml', file));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const firstLine = readFileSync(path.join(root, file), 'utf8').split('\n')[0];
      const expected = file.endsWith('_site.yaml')
        ? 'site.schema.json'
        : file.endsWith('_email.yaml')
          ? 'email.schema.json'
          : 'page.schema.json';
      expect(firstLine, file).toMatch(
        new RegExp(`^# yaml-language-server: \\$schema=(\\.\\./)+schema/json/${expected.replace('.', '\\.')}$`),
      );
    }
  });
});

describe('icons', () => {
  it('every icon name the lint accepts is an icon Tabler ships', async () => {
    const tabler: Record<string, unknown> = await import('@tabler/icons-react');
    for (const name of iconNames) expect(tabler[tablerExportName(name)], name).toBeDefined();
  });

  it('a production build ships only the icons the content uses', () => {
    const source = iconModuleSource(new Set(['brand-instagram', 'chart-line']));
    const imported = [...source.matchAll(/from '@tabler\/icons-react\/dist\/esm\/icons\/(\w+)\.mjs'/g)].map((match) => match[1]);
    expect(imported).toEqual(['IconBrandInstagram', 'IconChartLine', 'IconPoint']);
    expect(source).toContain(`{ type: 'outline', name: "brand-instagram", node: IconBrandInstagram }`);
    expect(source).toContain('"camera": IconPointSprite,');
    expect(source).toContain('"brand-instagram": IconBrandInstagramSprite,');
  });
});
