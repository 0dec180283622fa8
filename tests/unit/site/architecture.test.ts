// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../content/fixture.ts';

const depcruise = path.join(projectRoot, 'node_modules', '.bin', 'depcruise');

/** A tiny project with the house's rules, and the folders and imports a test gives it. */
function projectWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'architecture-'));
  copyFileSync(path.join(projectRoot, '.dependency-cruiser.cjs'), path.join(root, '.dependency-cruiser.cjs'));
  writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true } }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

function cruise(root: string) {
  const folders = ['src', 'tests'].filter((folder) => existsSync(path.join(root, folder)));
  const result = spawnSync(depcruise, [...folders, '--config', '.dependency-cruiser.cjs'], { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const projects: string[] = [];
afterAll(() => {
  for (const root of projects) rmSync(root, { recursive: true, force: true });
});

describe('the architecture rule that npm test runs', () => {
  it('passes folders that form layers', () => {
    const root = projectWith({
      'src/ui/button.ts': "export const button = 'button';\n",
      'src/sections/hero.ts': "import { button } from '../ui/button.ts';\nexport const hero = button;\n",
    });
    projects.push(root);
    expect(cruise(root).status).toBe(0);
  });

  it('fails on two folders that import each other through a third, naming the circle', () => {
    const root = projectWith({
      'src/ui/button.ts': "import type { Hero } from '../sections/hero.ts';\nexport type Button = Hero;\n",
      'src/sections/hero.ts': "import { island } from '../islands/island.ts';\nexport type Hero = string;\nexport const hero = island;\n",
      'src/islands/island.ts': "import type { Button } from '../ui/button.ts';\nexport const island: Button = 'island';\n",
    });
    projects.push(root);
    const { status, output } = cruise(root);
    expect(status).not.toBe(0);
    expect(output).toContain('no-folder-circles');
    expect(output).toMatch(/src\/ui →\s+src\/sections →\s+src\/islands/);
  });

  it('fails on product code that imports from tests/', () => {
    const root = projectWith({
      'tests/helpers.ts': 'export const helper = 1;\n',
      'src/sections/hero.ts': "import { helper } from '../../tests/helpers.ts';\nexport const hero = helper;\n",
    });
    projects.push(root);
    const { status, output } = cruise(root);
    expect(status).not.toBe(0);
    expect(output).toContain('no-imports-from-tests');
  });
});
