// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../scripts/content/load.ts';
import { formatContentError } from '../../../scripts/content/yaml-source.ts';
import { createContentFixture, type ContentFixture } from './fixture.ts';

const tennisPage = `# yaml-language-server: $schema=../../schema/json/page.schema.json
title: Marketing per circoli di tennis
description: Pacchetti social per circoli di tennis tra Brescia, Mantova e Verona.

sections:
  - type: hero
    headline: Più soci per il tuo circolo
    intro: Contenuti e campagne per circoli di tennis.
  - type: pricing
    id: pricing
    billing: { monthlyLabel: Mensile, annualLabel: Annuale, annualBadge: Risparmia!, perMonth: /mese, perYear: /anno }
    popularBadge: Più Popolare
    buttonLabel: Inizia Ora!
    footnote: "* Contratto minimo 3 mensilità"
    request: { sportWord: circolo di tennis }
    packages:
      - name: Starter Pack
        monthlyPrice: 170
        annualPrice: 1870
        features: [Chiamata iniziale]
      - name: Growth Pack
        monthlyPrice: "170 euro"
        annualPrice: 3300
        features: [Tutto lo Starter]
`;

const validTennisPage = tennisPage.replace('"170 euro"', '300');

function lint(fixture: ContentFixture): string[] {
  return loadContent({ root: fixture.root }).errors.map(formatContentError);
}

describe('content lint', () => {
  let fixture: ContentFixture;
  beforeEach(() => {
    fixture = createContentFixture();
  });
  afterEach(() => fixture.dispose());

  it('accepts the real content', () => {
    expect(lint(fixture)).toEqual([]);
  });

  it('points at a price written as text, with file, line, column and field path', () => {
    fixture.write('pages-yaml/sport/tennis.yaml', tennisPage);
    expect(lint(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:22:9 sections[1].packages[1].monthlyPrice: expected a number, got "170 euro"',
    ]);
  });

  it('rejects an annual price that is not eleven months unless the section says so', () => {
    fixture.write('pages-yaml/sport/tennis.yaml', tennisPage.replace('"170 euro"', '300').replace('annualPrice: 3300', 'annualPrice: 3600'));
    expect(lint(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:23:9 sections[1].packages[1].annualPrice: the annual price must be 11 × 300 = 3300, got 3600; if that is intended, write "annualPrices: custom" in this section',
    ]);
    fixture.write(
      'pages-yaml/sport/tennis.yaml',
      tennisPage.replace('"170 euro"', '300').replace('annualPrice: 3300', 'annualPrice: 3600').replace('    id: pricing\n', '    id: pricing\n    annualPrices: custom\n'),
    );
    expect(lint(fixture)).toEqual([]);
  });

  it('suggests the nearest section type for a misspelt one', () => {
    fixture.edit('pages-yaml/index.yaml', (text) => text.replace('  - type: testimonials', '  - type: testimonals'));
    const [message, ...rest] = lint(fixture);
    expect(rest).toEqual([]);
    expect(message).toMatch(/^pages-yaml\/index\.yaml:\d+:5 sections\[\d+\]\.type: unknown type "testimonals"\. Did you mean "testimonials"\? Known values: hero, stats, features, clients, testimonials, steps, cta, pricing, packages, prose, /);
  });

  it('names an unknown field and suggests the intended one', () => {
    fixture.write('pages-yaml/sport/tennis.yaml', tennisPage.replace('    headline: Più soci', '    headlin: Più soci'));
    const messages = lint(fixture).filter((line) => line.includes('tennis'));
    expect(messages).toContain(
      'pages-yaml/sport/tennis.yaml:7:5 sections[0].headlin: unknown field "headlin" (did you mean "headline"?); allowed fields: type, id, background, variant, badge, rating, headline, highlight, intro, points, buttons, image',
    );
    expect(messages).toContain('pages-yaml/sport/tennis.yaml:6:5 sections[0].headline: this field is required but missing');
  });

  it('reports a link to a page that does not exist', () => {
    fixture.edit('pages-yaml/index.yaml', (text) => text.replace('action: { type: route, to: /social-media }', 'action: { type: route, to: /social }'));
    const messages = lint(fixture);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^pages-yaml\/index\.yaml:\d+:\d+ sections\[3\]\.cards\[0\]\.link\.action\.to: links to "\/social", but no page has that path$/);
  });

  it('reports an anchor that no section of the page carries', () => {
    fixture.write('pages-yaml/sport/tennis.yaml', validTennisPage.replace('    intro: Contenuti e campagne per circoli di tennis.\n', '    intro: Contenuti e campagne per circoli di tennis.\n    buttons:\n      - label: Scopri le Strategie\n        action: { type: anchor, target: prezzi }\n'));
    expect(lint(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:11:33 sections[0].buttons[0].action.target: scrolls to "#prezzi", but no section on this page has id "prezzi"; ids on this page: pricing',
    ]);
  });

  it('reports a missing image file', () => {
    fixture.edit('pages-yaml/index.yaml', (text) => text.replace('/images/hero/home.svg', '/images/hero/casa.svg'));
    const messages = lint(fixture);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^pages-yaml\/index\.yaml:\d+:7 sections\[0\]\.image\.src: image file not found: public\/images\/hero\/casa\.svg$/);
  });

  it('rejects an icon the site does not ship and suggests a close one', () => {
    fixture.edit('pages-yaml/index.yaml', (text) => text.replace('icon: users-group', 'icon: user-group'));
    const messages = lint(fixture);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/sections\[2\]\.items\[0\]\.icon: expected one of .*, got "user-group" \(did you mean "users-group"\?\)$/);
  });

  it('refuses two files that claim the same path', () => {
    fixture.write('pages-yaml/societa-sportive.yaml', validTennisPage);
    const messages = lint(fixture);
    expect(messages.some((line) => /^pages-yaml\/(sport\/index|societa-sportive)\.yaml:\d+:\d+ .*the path "\/societa-sportive" is already served by pages-yaml\/(sport\/index|societa-sportive)\.yaml; each path belongs to one file$/.test(line))).toBe(true);
  });

  it('requires a page for every route of the specification', () => {
    fixture.remove('pages-yaml/sport/yoga.yaml');
    const messages = lint(fixture);
    expect(messages).toContain('pages-yaml:1:1 the route "/sport/yoga" of the specification has no page; create pages-yaml/sport/yoga.yaml');
    expect(messages.filter((line) => line.startsWith('pages-yaml/_site.yaml')).every((line) => line.includes('links to "/sport/yoga", but no page has that path'))).toBe(true);
  });

  it('reports a broken page once, not again through every link to it', () => {
    fixture.edit('pages-yaml/sport/yoga.yaml', (text) => text.replace(/^title:/m, 'titel:'));
    const messages = lint(fixture);
    expect(messages).toHaveLength(2);
    expect(messages.every((line) => line.startsWith('pages-yaml/sport/yoga.yaml:'))).toBe(true);
  });

  it('reports YAML syntax errors with their position', () => {
    fixture.write('pages-yaml/sport/tennis.yaml', 'title: Tennis\ndescription: [unclosed\nsections: []\n');
    const messages = lint(fixture);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^pages-yaml\/sport\/tennis\.yaml:\d+:\d+ YAML syntax error: /);
  });
});
