// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../content-compiler/load.ts';
import type { JsonObject } from '../../../editor/api-types.ts';
import { PreviewRenderer } from '../../../editor/preview-renderer.ts';
import { EditorRefusal, Workspace } from '../../../editor/workspace.ts';
import { type ContentFixture, createContentFixture, projectRoot } from '../content/fixture.ts';

/** The site's title suffix (" | " and the brand), which the title-length warning names: read, as only the site file may write it. */
const titleSuffix = (await loadContent({ root: projectRoot })).content?.site.brand.titleSuffix.trim() ?? '';

const PAGE = 'pages-yaml/sport/calcio-marketing.yaml';

let fixture: ContentFixture;
let workspace: Workspace;

beforeAll(async () => {
  fixture = createContentFixture();
  const preview = new PreviewRenderer({ bundleDir: path.join(projectRoot, 'dist-editor', 'preview'), contentRoot: fixture.root });
  workspace = await Workspace.create(fixture.root, preview);
}, 120_000);

afterAll(() => fixture.dispose());

describe('the quality check as the marketer types and saves', { timeout: 60_000 }, () => {
  it('refuses to save a second <h1>, marked on the field that makes it', async () => {
    const opened = workspace.open(PAGE);
    const sections = opened.data.sections as JsonObject[];
    const hero = sections[0] as JsonObject;
    const second = { ...hero, headline: 'Un secondo titolo principale', highlight: 'secondo' };
    const data = { ...opened.data, sections: [...sections, second] };
    const message = `la pagina ha 2 titoli principali <h1> ("${String(hero.headline)}", "Un secondo titolo principale"): ne serve uno solo, il primo. Togli questa sezione o usa un titolo <h2>`;

    const before = readFileSync(path.join(fixture.root, PAGE), 'utf8');
    const refusal = await workspace.save(PAGE, data, opened.version).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(EditorRefusal);
    expect((refusal as EditorRefusal).details.issues).toContainEqual({
      path: ['sections', sections.length, 'headline'],
      message,
      kind: 'error',
    });
    expect(readFileSync(path.join(fixture.root, PAGE), 'utf8')).toBe(before);
  });

  it('warns beside the title about a 75-character one, and saves it', async () => {
    const opened = workspace.open(PAGE);
    const title = 'Marketing per società di calcio a Brescia, Montichiari, Mantova e Verona ok';
    expect(title).toHaveLength(75);
    const data = { ...opened.data, title };
    const checked = await workspace.check(PAGE, data);
    expect(checked.issues.filter((issue) => issue.kind === 'error')).toEqual([]);
    expect(checked.issues).toContainEqual({
      path: ['title'],
      message: `il titolo per Google ha 75 caratteri (senza "${titleSuffix}", che il sito aggiunge da sé e Google mostra come nome del sito): Google ne mostra circa 60 e taglia il resto con "…". Accorcialo a 30–60 caratteri, con le parole che la gente cerca all’inizio`,
      kind: 'warning',
    });
    const saved = await workspace.save(PAGE, data, opened.version);
    expect(saved.changedLines).toBe(1);
  });
});
