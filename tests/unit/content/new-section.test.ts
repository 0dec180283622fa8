// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './fixture.ts';
import {
  GENERATED_SECTION_INDEXES,
  HOME_PAGE,
  homePageWith,
  QUOTE_SECTION,
  runNode as run,
  type SiteFixture,
  siteFixture,
  siteFixtureBuild,
  tsx,
} from './site-fixture.ts';

describe('npm run new:section -- quote', { timeout: 600_000 }, () => {
  // The copy of the project shared with the other build tests, where `npm run new:section -- quote` ran (site-fixture.ts).
  let fixture: SiteFixture;
  let copy: string;

  beforeAll(async () => {
    fixture = await siteFixture();
    copy = fixture.root;
  });

  it('writes one folder, and the indexes derived from the folders', () => {
    const scaffold = fixture.newSection;
    expect(scaffold.status, scaffold.output).toBe(0);
    expect(readdirSync(path.join(copy, 'src/sections/quote')).sort()).toEqual([
      'Quote.module.css',
      'Quote.tsx',
      'example.yaml',
      'quote.test.tsx',
      'schema.ts',
    ]);
    expect(Object.keys(fixture.sectionIndexesBefore)).toEqual(GENERATED_SECTION_INDEXES);
    for (const file of ['src/sections/schemas.ts', 'src/sections/registry.ts']) {
      expect(fixture.sectionIndexesBefore[file], file).not.toContain('sections/quote/');
      expect(readFileSync(path.join(copy, file), 'utf8'), file).toContain('/quote/');
    }
    expect(run(copy, [tsx, 'scripts/sections-index.ts', '--check']).status).toBe(0);
  });

  it('type-checks, including the exhaustive registry', () => {
    const typecheck = run(copy, [path.join(projectRoot, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json']);
    expect(typecheck.output).toBe('');
    expect(typecheck.status).toBe(0);
  });

  it('passes its own test, which renders its example', () => {
    const test = run(copy, [path.join(projectRoot, 'node_modules/vitest/vitest.mjs'), 'run', 'src/sections/quote']);
    expect(test.status, test.output).toBe(0);
    expect(test.output).toMatch(/1 passed/);
  });

  it('gets its form in the editor, with no editor code added', () => {
    const forms = run(copy, [
      path.join(projectRoot, 'node_modules/vitest/vitest.mjs'),
      'run',
      'tests/unit/editor/section-forms.test.tsx',
      '-t',
      'form for a quote section',
      '--reporter=verbose',
    ]);
    expect(forms.status, forms.output).toBe(0);
    expect(forms.output).toMatch(/the editor’s form for a quote section/);
    // Its form, and an Italian label on every field (the scaffold writes one, and a type without them fails here).
    expect(stripVTControlCharacters(forms.output)).toMatch(/quote section > names every field with an Italian label/);
    expect(stripVTControlCharacters(forms.output)).toMatch(/Tests\s+3 passed/);
    const editorFiles = spawnSync('git', ['ls-files', 'editor'], { cwd: projectRoot, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
    expect(editorFiles.length).toBeGreaterThan(0);
    for (const file of editorFiles)
      expect(readFileSync(path.join(copy, file), 'utf8'), file).toBe(readFileSync(path.join(projectRoot, file), 'utf8'));
  });

  it('is linted on a page, and a mistake in it is told at its line', async () => {
    // The build in the background reads the home page: it is changed here only once the build is done.
    await siteFixtureBuild();
    const page = path.join(copy, HOME_PAGE);
    const original = fixture.homePageWithoutQuote;
    writeFileSync(page, homePageWith(original, '  - type: quote\n    title: Una citazione di prova\n    txt: Scritto male.\n'));
    const wrong = run(copy, [tsx, 'scripts/lint-content.ts']);
    expect(wrong.status).toBe(1);
    expect(wrong.output).toMatch(/pages-yaml\/index\.yaml:\d+:\d+ sections\[\d+\]/);
    // The page as it was built (the quote section the last test reads).
    writeFileSync(page, homePageWith(original, QUOTE_SECTION));
    const right = run(copy, [tsx, 'scripts/lint-content.ts']);
    expect(right.status, right.output).toBe(0);
  });

  it('is built and prerendered into the page that uses it', async () => {
    // The shared copy's build, with the quote section at the end of the home page.
    const build = await siteFixtureBuild();
    expect(build.status, build.output).toBe(0);
    const html = readFileSync(path.join(build.out, 'index.html'), 'utf8');
    expect(html).toMatch(
      /<section[^>]*data-section="quote"[\s\S]*?<h2[^>]*>Una citazione di prova<\/h2>[\s\S]*?Il testo della sezione di prova, reso nella pagina\./,
    );
  });
});
