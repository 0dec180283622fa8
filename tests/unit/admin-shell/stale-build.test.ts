// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsStale } from '../../../admin-shell/stale-build.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project with a source folder and a build, each file dated as given (seconds since the epoch). */
function project(files: Record<string, number>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'stale-build-'));
  roots.push(root);
  for (const [file, seconds] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), file);
    utimesSync(path.join(root, file), seconds, seconds);
  }
  return root;
}

const BUILD = { built: ['dist/index.html', 'dist/app.js'], sources: ['client', 'shared.ts', 'not-there'] };

describe('rebuild when the sources are newer', () => {
  it('builds when a built file is missing', () => {
    expect(buildIsStale(project({ 'client/App.tsx': 100, 'dist/index.html': 200 }), BUILD)).toBe(true);
  });

  it('builds when a file deep in a source folder, or a source file, changed after the oldest built file', () => {
    expect(buildIsStale(project({ 'client/deep/App.tsx': 250, 'dist/index.html': 300, 'dist/app.js': 200 }), BUILD)).toBe(true);
    expect(buildIsStale(project({ 'shared.ts': 250, 'dist/index.html': 300, 'dist/app.js': 200 }), BUILD)).toBe(true);
  });

  it('serves what is built when every source is older, passing over a source that is not there', () => {
    expect(buildIsStale(project({ 'client/deep/App.tsx': 100, 'shared.ts': 150, 'dist/index.html': 300, 'dist/app.js': 200 }), BUILD)).toBe(
      false,
    );
  });
});
