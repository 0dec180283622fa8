import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sectionIndexProblems, sectionsHydratedWithoutIsland } from '../../build/section-index.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const copies: string[] = [];

/** A copy of the section folders, where a test can add a file without touching the project. */
function copyOfSections(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'sections-'));
  copies.push(root);
  cpSync(path.join(projectRoot, 'src/sections'), path.join(root, 'src/sections'), { recursive: true });
  return root;
}

describe('a section that declares hydration without its island stops the build', () => {
  afterEach(() => {
    for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it('the project’s sections as they are: nothing stops the build', () => {
    expect(sectionIndexProblems(projectRoot)).toEqual([]);
  });

  it('a hydration.ts in a folder src/sections/islands.ts does not list: the build names the section and the file', () => {
    const root = copyOfSections();
    writeFileSync(path.join(root, 'src/sections/cta/hydration.ts'), "export const hydration = 'interaction';\n");
    expect(sectionsHydratedWithoutIsland(root)).toEqual(['cta']);
    expect(sectionIndexProblems(root)).toEqual([
      'Section "cta" declares hydration (src/sections/cta/hydration.ts) but src/sections/islands.ts has no island for it, so the browser could not hydrate it.',
      expect.stringMatching(
        /^src\/sections\/islands\.ts \(the section types with a hydration\.ts: .*\) does not match the folders of src\/sections\/\.$/,
      ),
    ]);
  });
});
