// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../content/fixture.ts';

const depcruise = path.join(projectRoot, 'node_modules', '.bin', 'depcruise');
const ROOMS = [
  'src',
  'schema',
  'content-compiler',
  'build',
  'site-server',
  'scripts',
  'functions',
  'inbox',
  'admin-shell',
  'runtimes',
  'editor',
  'publish',
  'tests',
  'dist',
];

/** A tiny project with the house's rules: each file exports one value and imports the files it names. */
function projectWith(imports: Record<string, readonly string[]>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'architecture-'));
  copyFileSync(path.join(projectRoot, '.dependency-cruiser.cjs'), path.join(root, '.dependency-cruiser.cjs'));
  writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true } }));
  const files = new Set([...Object.keys(imports), ...Object.values(imports).flat()]);
  for (const file of files) {
    const lines = (imports[file] ?? []).map((target, index) => {
      const specifier = path.posix.relative(path.posix.dirname(file), target);
      return `import { value as imported${index} } from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';\nexport const uses${index} = imported${index};`;
    });
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), [...lines, 'export const value = 1;', ''].join('\n'));
  }
  return root;
}

function cruise(root: string) {
  const rooms = ROOMS.filter((room) => existsSync(path.join(root, room)));
  const result = spawnSync(depcruise, [...rooms, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const projects: string[] = [];
function project(imports: Record<string, readonly string[]>) {
  const root = projectWith(imports);
  projects.push(root);
  return cruise(root);
}
afterAll(() => {
  for (const root of projects) rmSync(root, { recursive: true, force: true });
});

describe('the architecture rules that npm test runs (npm run lint:architecture)', () => {
  it('pass rooms that import only the rooms below them, and the inbox the Node server mounts behind its token', () => {
    const layered = {
      'functions/handler.ts': ['schema/contact.ts'],
      'src/sections/hero/Hero.tsx': ['src/ui/button.ts', 'schema/action.ts'],
      'src/islands/Island.tsx': ['src/ui/button.ts', 'src/forms/form.ts'],
      'src/entry-client.ts': ['src/islands/Island.tsx', 'src/sections/islands.ts'],
      'content-compiler/load.ts': ['src/sections/hero/Hero.tsx', 'schema/site.ts'],
      'inbox/client/App.tsx': ['inbox/api-types.ts', 'schema/leads.ts', 'admin-shell/client/theme.ts'],
      'inbox/server.ts': ['functions/handler.ts', 'admin-shell/local-auth.ts'],
      'site-server/start.ts': ['functions/handler.ts', 'inbox/server.ts'],
      'runtimes/cloudflare/worker.ts': ['functions/handler.ts', 'site-server/site-app.ts'],
      'build/prerender.ts': ['content-compiler/load.ts', 'site-server/headers.ts'],
      'editor/server.ts': ['build/prerender.ts', 'content-compiler/load.ts', 'publish/history.ts'],
      'publish/history.ts': ['content-compiler/load.ts'],
      'editor/client/App.tsx': ['editor/api-types.ts', 'admin-shell/client/theme.ts'],
      'editor/start.ts': ['admin-shell/local-start.ts'],
      'publish/gate.ts': ['content-compiler/load.ts', 'schema/site.ts'],
      'editor/publish-route.ts': ['publish/gate.ts'],
      'scripts/build.ts': ['build/prerender.ts', 'runtimes/cloudflare/worker.ts'],
      'tests/unit/load.test.ts': ['content-compiler/load.ts'],
    };
    const { status, output } = project(layered);
    expect(output).toContain('no dependency violations found');
    // Every file and import read: without a TypeScript parser (@swc/core) dependency-cruiser reads none, and finds nothing wrong.
    const files = new Set([...Object.keys(layered), ...Object.values(layered).flat()]).size;
    const imports = Object.values(layered).flat().length;
    expect(output).toContain(`(${files} modules, ${imports} dependencies cruised)`);
    expect(status).toBe(0);
  });

  // Each rule, the import it forbids, and the line of its report.
  const forbidden: ReadonlyArray<[rule: string, from: string, to: string]> = [
    ['schema-is-the-ground', 'schema/contact.ts', 'functions/spam.ts'],
    ['functions-on-schema', 'functions/handler.ts', 'src/ui/button.ts'],
    ['src-on-schema', 'src/sections/hero/Hero.tsx', 'content-compiler/load.ts'],
    ['content-compiler-below-the-build', 'content-compiler/load.ts', 'build/prerender.ts'],
    ['admin-shell-is-shared', 'admin-shell/local-auth.ts', 'inbox/auth.ts'],
    ['inbox-on-the-function', 'inbox/server.ts', 'site-server/rules.ts'],
    ['site-server-on-the-function', 'site-server/start.ts', 'build/security-headers.ts'],
    ['runtimes-are-thin', 'runtimes/cloudflare/worker.ts', 'scripts/site-rules.ts'],
    ['build-below-the-tools', 'build/prerender.ts', 'scripts/bench.ts'],
    ['editor-below-the-tools', 'editor/server.ts', 'site-server/node.ts'],
    ['publish-on-the-content', 'publish/git.ts', 'editor/server.ts'],
    ['publish-on-the-content', 'publish/deploy.ts', 'runtimes/node/start.ts'],
    ['browser-code-stays-in-the-browser', 'editor/client/PublishButton.tsx', 'publish/publish.ts'],
    ['browser-code-stays-in-the-browser', 'inbox/client/LeadDrawer.tsx', 'functions/store.ts'],
    ['browser-code-stays-in-the-browser', 'editor/client/App.tsx', 'editor/server.ts'],
    ['browser-code-stays-in-the-browser', 'src/forms/form.ts', 'functions/validate.ts'],
    ['browser-code-stays-in-the-browser', 'admin-shell/client/theme.ts', 'admin-shell/local-auth.ts'],
    ['nothing-imports-the-build-output', 'runtimes/cloudflare/worker.ts', 'dist/headers.ts'],
    ['ui-is-a-leaf', 'src/ui/button.ts', 'src/forms/form.ts'],
    ['islands-below-sections', 'src/islands/registry.ts', 'src/sections/contact-form/ContactForm.tsx'],
    ['no-imports-from-tests', 'src/sections/hero/Hero.tsx', 'tests/unit/helpers.ts'],
  ];
  let report = '';
  let status: number | null = null;
  beforeAll(() => {
    const imports: Record<string, string[]> = {};
    for (const [, from, to] of forbidden) imports[from] = [...(imports[from] ?? []), to];
    ({ status, output: report } = project(imports));
  }, 60_000);

  it.each(forbidden)('%s fails on an import of %s → %s', (rule, from, to) => {
    expect(status).not.toBe(0);
    expect(report).toMatch(new RegExp(`error ${rule}: ${from.replaceAll('.', '[.]')} → ${to.replaceAll('.', '[.]')}`));
  });

  it('no-circular fails on two files that import each other, even inside one folder, naming the circle', () => {
    const { status, output } = project({
      'editor/client/fields.tsx': ['editor/client/SectionList.tsx'],
      'editor/client/SectionList.tsx': ['editor/client/fields.tsx'],
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /error no-circular: editor\/client\/fields\.tsx →\s+editor\/client\/SectionList\.tsx →\s+editor\/client\/fields\.tsx/,
    );
  });

  it('no-folder-circles fails on two folders that import each other through a third, naming the circle', () => {
    const { status, output } = project({
      'src/ui/button.ts': ['src/sections/hero.ts'],
      'src/sections/hero.ts': ['src/chrome/header.ts'],
      'src/chrome/header.ts': ['src/ui/theme.ts'],
    });
    expect(status).not.toBe(0);
    expect(output).toContain('no-folder-circles');
    expect(output).toMatch(/src\/ui →\s+src\/sections →\s+src\/chrome/);
  });
});
