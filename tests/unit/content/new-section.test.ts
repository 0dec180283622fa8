// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './fixture.ts';

const tsx = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const GENERATED = ['src/sections/schemas.ts', 'src/sections/registry.ts', 'src/sections/build-hooks.ts'];

function run(cwd: string, command: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, command, { cwd, encoding: 'utf8', timeout: 400_000, env: { ...process.env, ...env } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The project as git sees it (tracked and untracked, not ignored), copied to a temporary folder that shares node_modules. */
function copyOfProject(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'new-section-'));
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: projectRoot, encoding: 'utf8' });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (existsSync(path.join(projectRoot, file))) cpSync(path.join(projectRoot, file), path.join(copy, file), { recursive: true });
  }
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

describe('npm run new:section -- quote', { timeout: 600_000 }, () => {
  let copy: string;
  let before: Map<string, string>;
  let scaffold: { status: number | null; output: string };

  beforeAll(() => {
    copy = copyOfProject();
    before = new Map(GENERATED.map((file) => [file, readFileSync(path.join(copy, file), 'utf8')]));
    scaffold = run(copy, [tsx, 'scripts/new-section.ts', 'quote']);
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('writes one folder, and the indexes derived from the folders', () => {
    expect(scaffold.status, scaffold.output).toBe(0);
    expect(readdirSync(path.join(copy, 'src/sections/quote')).sort()).toEqual([
      'Quote.module.css',
      'Quote.tsx',
      'example.yaml',
      'quote.test.tsx',
      'schema.ts',
    ]);
    for (const file of ['src/sections/schemas.ts', 'src/sections/registry.ts']) {
      expect(before.get(file), file).not.toContain('sections/quote/');
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

  it('is linted on a page, and a mistake in it is told at its line', () => {
    const page = path.join(copy, 'pages-yaml/index.yaml');
    const original = readFileSync(page, 'utf8');
    writeFileSync(page, `${original.trimEnd()}\n  - type: quote\n    title: Una citazione di prova\n    txt: Scritto male.\n`);
    const wrong = run(copy, [tsx, 'scripts/lint-content.ts']);
    expect(wrong.status).toBe(1);
    expect(wrong.output).toMatch(/pages-yaml\/index\.yaml:\d+:\d+ sections\[\d+\]/);
    writeFileSync(
      page,
      `${original.trimEnd()}\n  - type: quote\n    title: Una citazione di prova\n    text: Il testo della sezione di prova, reso nella pagina.\n`,
    );
    const right = run(copy, [tsx, 'scripts/lint-content.ts']);
    expect(right.status, right.output).toBe(0);
  });

  it('is built and prerendered into the page that uses it', () => {
    // Written beside dist/ (OUT_DIR): the pages are the same, and the Worker, which serves dist/ alone, is not bundled again.
    const build = run(copy, [tsx, 'scripts/build.ts'], { OUT_DIR: 'dist-new-section' });
    expect(build.status, build.output).toBe(0);
    const html = readFileSync(path.join(copy, 'dist-new-section/index.html'), 'utf8');
    expect(html).toMatch(
      /<section[^>]*data-section="quote"[\s\S]*?<h2[^>]*>Una citazione di prova<\/h2>[\s\S]*?Il testo della sezione di prova, reso nella pagina\./,
    );
  });
});
