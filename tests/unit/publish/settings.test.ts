// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthorError, authorFilePath, readAuthor, saveAuthor } from '../../../publish/author.ts';
import { DEFAULT_SETTINGS, deployKind, readSettings, resolveTarget } from '../../../publish/settings.ts';
import { projectRoot } from '../../../scripts/publish-sandbox.ts';

const folders: string[] = [];
function folder(): string {
  const created = mkdtempSync(path.join(tmpdir(), 'publish-settings-'));
  folders.push(created);
  return created;
}
afterEach(() => {
  for (const created of folders.splice(0)) rmSync(created, { recursive: true, force: true });
});

function withSettings(settings: unknown): string {
  const root = folder();
  writeFileSync(path.join(root, 'publish.json'), typeof settings === 'string' ? settings : JSON.stringify(settings));
  return root;
}

describe('publish.json', () => {
  it('the repository’s own holds the defaults: origin, the preview on anteprima and the release on main, no deploy', () => {
    expect(readSettings(projectRoot)).toEqual(DEFAULT_SETTINGS);
    expect(readSettings(folder())).toEqual(DEFAULT_SETTINGS);
  });

  it('gives way to PUBLISH_* for the chosen target; PUBLISH_DEPLOY set but empty means no deploy', () => {
    const root = withSettings({
      remote: 'origin',
      targets: {
        anteprima: { branch: 'anteprima', deploy: 'npm run deploy:anteprima', siteUrl: 'https://anteprima.example.com/' },
        pubblica: { branch: 'main', deploy: 'https://api.example.com/hook', siteUrl: 'https://www.example.com' },
      },
    });
    expect(resolveTarget(root, 'anteprima', {})).toEqual({
      target: 'anteprima',
      remote: 'origin',
      branch: 'anteprima',
      deploy: 'npm run deploy:anteprima',
      siteUrl: 'https://anteprima.example.com',
    });
    expect(
      resolveTarget(root, 'pubblica', { PUBLISH_REMOTE: 'produzione', PUBLISH_BRANCH: 'live', PUBLISH_DEPLOY: '', PUBLISH_SITE_URL: '' }),
    ).toEqual({ target: 'pubblica', remote: 'produzione', branch: 'live', deploy: '', siteUrl: '' });
    expect(deployKind('')).toBe('none');
    expect(deployKind('https://api.example.com/hook')).toBe('hook');
    expect(deployKind('npx wrangler deploy')).toBe('command');
  });

  it('says in Italian which field is wrong', () => {
    expect(() => readSettings(withSettings({ targets: { anteprima: { branch: '' }, pubblica: { branch: 'main' } } }))).toThrow(
      /targets\.anteprima\.branch: non può essere vuoto/,
    );
    expect(() =>
      readSettings(withSettings({ targets: { anteprima: { branch: 'a' }, pubblica: { branch: 'main', siteUrl: 'www.example.com' } } })),
    ).toThrow(/targets\.pubblica\.siteUrl: deve essere un indirizzo che inizia con https:\/\//);
    expect(() => resolveTarget(withSettings(DEFAULT_SETTINGS), 'pubblica', { PUBLISH_BRANCH: '--force' })).toThrow(
      /targets\.pubblica\.branch: non è un nome valido per git/,
    );
    expect(() => readSettings(withSettings('{ "remote": "origin", }'))).toThrow(/publish\.json non è un JSON valido/);
  });
});

describe('the author remembered on this computer', () => {
  it('is saved once in the user’s configuration folder and read back; GIT_AUTHOR_NAME and GIT_AUTHOR_EMAIL win', () => {
    const home = folder();
    expect(authorFilePath({ XDG_CONFIG_HOME: home }, 'linux')).toBe(path.join(home, 'agenzia-sito', 'autore.json'));
    expect(authorFilePath({ APPDATA: home }, 'win32')).toBe(path.join(home, 'agenzia-sito', 'autore.json'));
    const env = { PUBLISH_AUTHOR_FILE: path.join(home, 'sub', 'autore.json') };

    expect(readAuthor(env)).toBeUndefined();
    expect(saveAuthor({ name: '  Giulia Rossi ', email: 'giulia@agenzia.example' }, env)).toEqual({
      name: 'Giulia Rossi',
      email: 'giulia@agenzia.example',
    });
    expect(JSON.parse(readFileSync(env.PUBLISH_AUTHOR_FILE, 'utf8'))).toEqual({ name: 'Giulia Rossi', email: 'giulia@agenzia.example' });
    expect(readAuthor(env)).toEqual({ name: 'Giulia Rossi', email: 'giulia@agenzia.example' });
    expect(readAuthor({ ...env, GIT_AUTHOR_NAME: 'CI', GIT_AUTHOR_EMAIL: 'ci@agenzia.example' })).toEqual({
      name: 'CI',
      email: 'ci@agenzia.example',
    });
  });

  it('refuses a name or e-mail that cannot be used, naming the field in Italian', () => {
    const env = { PUBLISH_AUTHOR_FILE: path.join(folder(), 'autore.json') };
    expect(() => saveAuthor({ name: 'Giulia', email: 'giulia' }, env)).toThrow(
      new AuthorError('Scrivi un’e-mail valida, ad esempio nome@agenzia.it.', 'email'),
    );
    expect(() => saveAuthor({ name: ' ', email: 'giulia@agenzia.example' }, env)).toThrow(/Scrivi il tuo nome/);
    expect(readAuthor(env)).toBeUndefined();
  });
});
