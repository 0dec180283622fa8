import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedFields } from '../../../publish/field-changes.ts';
import { fileHistory, versionBytes } from '../../../publish/history.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const created = mkdtempSync(path.join(tmpdir(), 'history-'));
  folders.push(created);
  return created;
}

const author = {
  GIT_AUTHOR_NAME: 'Luca Bianchi',
  GIT_AUTHOR_EMAIL: 'luca@example.com',
  GIT_COMMITTER_NAME: 'Luca',
  GIT_COMMITTER_EMAIL: 'luca@example.com',
};
const git = (root: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...author } });

describe('a content file’s history', () => {
  it('lists each version newest first, with its author and the fields it changed, and knows the one on disk', async () => {
    const root = folder();
    git(root, 'init', '-q', '-b', 'main');
    const file = 'pages-yaml/prova.yaml';
    mkdirSync(path.join(root, 'pages-yaml'));
    writeFileSync(path.join(root, file), 'title: Prima\nsections:\n  - type: hero\n    headline: Ciao\n');
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'Aggiunte: /prova');
    writeFileSync(
      path.join(root, file),
      '# un commento\ntitle: Seconda\nsections:\n  - type: hero\n    headline: Ciao\n    badge: Nuovo\n',
    );
    git(root, 'commit', '-q', '-am', 'Modificate: /prova (title)');

    const history = await fileHistory(root, file);
    if (!history.available) throw new Error(history.reason);
    expect(history.versions.map((version) => [version.subject, version.author, version.current, version.created])).toEqual([
      ['Modificate: /prova (title)', 'Luca Bianchi', true, false],
      ['Aggiunte: /prova', 'Luca Bianchi', false, true],
    ]);
    expect(history.versions[0]?.changes).toEqual([
      { field: 'title', before: 'Prima', after: 'Seconda' },
      { field: 'sections[0].badge', after: 'Nuovo' },
    ]);
    const oldest = history.versions[1]?.commit ?? '';
    expect((await versionBytes(root, file, oldest))?.toString()).toBe('title: Prima\nsections:\n  - type: hero\n    headline: Ciao\n');
    expect(await versionBytes(root, file, 'HEAD; rm -rf /')).toBeUndefined();
  });

  it('says in Italian that a folder outside git has none', async () => {
    const history = await fileHistory(folder(), 'pages-yaml/prova.yaml');
    expect(history).toEqual({ available: false, reason: 'Nessuna cronologia: questa cartella non è un repository git.' });
  });

  it('names an item added to a list by its place, and cuts a long text', () => {
    expect(changedFields({ items: [1] }, { items: [1, 2] })).toEqual([{ field: 'items[1]', after: '2' }]);
    const long = 'parola '.repeat(30);
    expect(changedFields({ text: 'breve' }, { text: long })[0]?.after).toMatch(/…$/);
  });
});
