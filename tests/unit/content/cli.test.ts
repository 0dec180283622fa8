// @vitest-environment node
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../content-compiler/load.ts';
import { createContentFixture, projectRoot, type ContentFixture } from './fixture.ts';

const tsx = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** The broken line's number, read from the page so that editing its copy does not break the test. */
const heroLine = readFileSync(path.join(projectRoot, 'pages-yaml/sport/calcio.yaml'), 'utf8').split('\n').indexOf('  - type: hero') + 1;
const expectedMessage = `pages-yaml/sport/calcio.yaml:${heroLine}:5 sections[0].type: valore di "type" sconosciuto: "heor". Forse "hero"?`;

function run(script: string, cwd: string, args: string[] = []) {
  const result = spawnSync(process.execPath, [tsx, path.join(projectRoot, 'scripts', script), ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('content errors stop the commands', { timeout: 90_000 }, () => {
  let fixture: ContentFixture;
  beforeEach(() => {
    fixture = createContentFixture();
    fixture.edit('pages-yaml/sport/calcio.yaml', (text) => text.replace('  - type: hero', '  - type: heor'));
  });
  afterEach(() => fixture.dispose());

  it('npm run lint:content exits non-zero and prints file:line:column with a suggestion', () => {
    const { status, output } = run('lint-content.ts', fixture.root);
    expect(status).toBe(1);
    expect(output).toContain(expectedMessage);
    expect(output).toContain('1 errore nei contenuti');
  });

  it('npm run lint:content -- --lang en answers in English', () => {
    const { status, output } = run('lint-content.ts', fixture.root, ['--lang', 'en']);
    expect(status).toBe(1);
    expect(output).toContain(`pages-yaml/sport/calcio.yaml:${heroLine}:5 sections[0].type: unknown type "heor". Did you mean "hero"?`);
    expect(output).toContain('1 content error in');
  });

  it('npm run build refuses to build and prints the same message', () => {
    const { status, output } = run('build.ts', fixture.root);
    expect(status).toBe(1);
    expect(output).toContain(expectedMessage);
    expect(output).toContain('Build interrotta: 1 errore nei contenuti');
  });
});

describe('the lint stays fast enough to run on every save', { timeout: 60_000 }, () => {
  it('never starts the DOM the article sanitiser needs (cleaning HTML is a build step), nor the image library for images it has measured', async () => {
    // Measured once, here: the sizes are kept in node_modules/.cache, so the lint in a fresh process reads them from there.
    await loadContent({ root: projectRoot });
    const probeDir = mkdtempSync(path.join(tmpdir(), 'lint-probe-'));
    const probe = path.join(probeDir, 'probe.mts');
    writeFileSync(
      probe,
      `import { createRequire } from 'node:module';
      import { loadContent } from ${JSON.stringify(path.join(projectRoot, 'content-compiler/load.ts'))};
      const result = await loadContent({ root: ${JSON.stringify(projectRoot)} });
      const loaded = Object.keys(createRequire(import.meta.url).cache);
      const jsdomFiles = loaded.filter((file) => file.includes('/node_modules/jsdom/')).length;
      const sharpFiles = loaded.filter((file) => file.includes('/node_modules/sharp/')).length;
      const htmlSections = (result.content?.pages ?? []).flatMap((entry) => entry.page.sections).filter((section) => section.type === 'html').length;
      console.log(JSON.stringify({ errors: result.errors.length, htmlSections, jsdomFiles, sharpFiles }));`,
    );
    const result = spawnSync(process.execPath, [tsx, probe], { cwd: projectRoot, encoding: 'utf8', timeout: 60_000 });
    rmSync(probeDir, { recursive: true, force: true });
    const report = JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}') as {
      errors: number;
      htmlSections: number;
      jsdomFiles: number;
      sharpFiles: number;
    };
    expect(report).toEqual({ errors: 0, htmlSections: 1, jsdomFiles: 0, sharpFiles: 0 });
  });
});
