// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceCommit, writeVersionFile } from '../../../build/version-file.ts';

const folders: string[] = [];
const folder = () => {
  const created = mkdtempSync(path.join(tmpdir(), 'version-file-'));
  folders.push(created);
  return created;
};
afterEach(() => {
  for (const created of folders.splice(0)) rmSync(created, { recursive: true, force: true });
});

describe('the version a build serves', () => {
  it('names the checkout’s HEAD, or SOURCE_COMMIT when the host sets it, or null outside git', () => {
    const checkout = folder();
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Prova', '-c', 'user.email=prova@example.com', '-c', 'commit.gpgsign=false', ...args], {
        cwd: checkout,
        encoding: 'utf8',
      }).trim();
    git('init', '--quiet');
    git('commit', '--quiet', '--allow-empty', '-m', 'primo');
    expect(sourceCommit(checkout, {})).toBe(git('rev-parse', 'HEAD'));
    expect(sourceCommit(checkout, { SOURCE_COMMIT: 'abc123' })).toBe('abc123');
    expect(sourceCommit(folder(), {})).toBeNull();
  });

  it('writes version.json with the commit and the time of the build', () => {
    const clientDir = folder();
    writeVersionFile(clientDir, { commit: 'abc123', builtAt: '2026-11-28T04:00:00.000Z' });
    expect(JSON.parse(readFileSync(path.join(clientDir, 'version.json'), 'utf8'))).toEqual({
      commit: 'abc123',
      builtAt: '2026-11-28T04:00:00.000Z',
    });
  });
});
