// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../content-compiler/load.ts';
import { formatContentError } from '../../../content-compiler/yaml-source.ts';
import { createContentFixture, type ContentFixture } from './fixture.ts';

const PAGE = 'pages-yaml/sport/tennis.yaml';

/** A page with one row of figures (its first item at line 7, column 9) and a text at line 11. */
function pageWithFigure(item: string, text = 'Raccontiamo il tuo circolo.'): string {
  return `title: Marketing per circoli di tennis
description: Pacchetti social per circoli di tennis tra Brescia, Mantova e Verona.

sections:
  - type: stats
    items:
${item}
  - type: prose
    blocks:
      - paragraphs:
          - ${text}
`;
}

async function lint(fixture: ContentFixture): Promise<string[]> {
  return (await loadContent({ root: fixture.root })).errors.map(formatContentError);
}

/** The fixture's site file with one shared figure of known value, so the test does not pin the real one. */
function withSharedFigure(fixture: ContentFixture): void {
  fixture.edit('pages-yaml/_site.yaml', (text) =>
    text.replace(
      'figures:\n',
      'figures:\n  soci-felici:\n    value: 90%\n    label: Soci felici\n    description: Nei circoli che seguiamo\n',
    ),
  );
}

describe('figures shared through the site file', { timeout: 30_000 }, () => {
  let fixture: ContentFixture;
  beforeEach(() => {
    fixture = createContentFixture();
    withSharedFigure(fixture);
  });
  afterEach(() => fixture.dispose());

  it('a page that writes a different number under a shared figure’s label contradicts it: the lint says so, in Italian', async () => {
    fixture.write(PAGE, pageWithFigure('      - value: 95%\n        label: Soci felici'));
    expect(await lint(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:7:9 sections[0].items[0]: "95% Soci felici" contraddice la cifra condivisa "soci-felici" di pages-yaml/_site.yaml (90% Soci felici): scrivi - figure: soci-felici, oppure, se è un’altra cifra, dalle un’etichetta che dica che cosa misura',
    ]);
  });

  it('a page that writes a shared figure out is told to refer to it', async () => {
    fixture.write(PAGE, pageWithFigure('      - value: 90%\n        label: soci felici'));
    expect(await lint(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:7:9 sections[0].items[0]: la cifra "90% Soci felici" è scritta una volta sola in pages-yaml/_site.yaml: al posto di value e label scrivi - figure: soci-felici',
    ]);
  });

  it('a reference shows the shared value and label, with this page’s own line of explanation if it gives one, and a text reads the value with {cifre.nome}', async () => {
    fixture.write(
      PAGE,
      pageWithFigure(
        '      - figure: soci-felici\n        description: Nei circoli di tennis',
        'Il {cifre.soci-felici} dei soci è felice.',
      ),
    );
    const { content, errors } = await loadContent({ root: fixture.root });
    expect(errors.map(formatContentError)).toEqual([]);
    const page = content?.pages.find((entry) => entry.file === PAGE)?.page;
    const [stats, prose] = page?.sections ?? [];
    expect(stats?.type === 'stats' && stats.items).toEqual([{ value: '90%', label: 'Soci felici', description: 'Nei circoli di tennis' }]);
    expect(prose?.type === 'prose' && prose.blocks[0]?.paragraphs).toEqual(['Il 90% dei soci è felice.']);
  });

  it('{sport.categorie} counts the sports the site file lists for the grid of /sport', async () => {
    fixture.write(PAGE, pageWithFigure('      - figure: soci-felici', 'Seguiamo {sport.categorie} categorie di sport.'));
    const { content } = await loadContent({ root: fixture.root });
    const prose = content?.pages.find((entry) => entry.file === PAGE)?.page.sections[1];
    expect(prose?.type === 'prose' && prose.blocks[0]?.paragraphs).toEqual([`Seguiamo ${content?.site.sports.length} categorie di sport.`]);
  });
});
