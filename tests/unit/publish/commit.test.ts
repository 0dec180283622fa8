// @vitest-environment node
/**
 * The commit layer alone (publish/git.ts) and the terminal form (`npm run publish`), against real git and a bare
 * repository on disk.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { heroHeadline } from '../../hero-headline.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { commitAndPush } from '../../../publish/git.ts';
import { createPublishRepository, git, type PublishRepository, projectRoot } from '../../../scripts/publish-sandbox.ts';

const MARKETER = { name: 'Giulia Rossi', email: 'giulia@agenzia.example' };
const CALCIO = 'pages-yaml/sport/calcio-marketing.yaml';
/** The hero headline's line as the content has it today (read, so a marketer's edit of it breaks nothing here). */
const OLD_HEADLINE = heroHeadline(readFileSync(path.join(projectRoot, CALCIO), 'utf8')).line.trim();
const NEW_HEADLINE = `${OLD_HEADLINE} allo stadio`;
const COLLEAGUE_HEADLINE = `${OLD_HEADLINE} in tribuna`;
const LATER_HEADLINE = `${OLD_HEADLINE} ogni domenica`;
/** A colleague's change far from the headline, to a line no marketer's copy edit touches. */
const COLLEAGUE_NOTE = '# una nota del collega';
/** The smallest valid PNG: a binary file, as a photo is. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let repository: PublishRepository | undefined;
afterEach(() => {
  repository?.dispose();
  repository = undefined;
});

describe('the commit', { timeout: 90_000 }, () => {
  it('names added and removed pages and images, and pushes a branch the remote does not have yet on top of HEAD', async () => {
    repository = createPublishRepository();
    repository.write('pages-yaml/blog/nuovo-articolo.yaml', 'title: Nuovo\n');
    rmSync(path.join(repository.root, 'pages-yaml/sport/yoga.yaml'));
    const image = path.join(repository.root, 'public/images/blog/nuova.png');
    writeFileSync(image, PNG);
    repository.edit(CALCIO, (text) => text.replace(OLD_HEADLINE, NEW_HEADLINE));
    const head = git(repository.root, ['rev-parse', 'HEAD']);

    const outcome = await commitAndPush({ root: repository.root, remote: 'origin', branch: 'nuovo-ramo', author: MARKETER });

    expect(outcome).toMatchObject({ kind: 'pushed', branch: 'nuovo-ramo', checkout: 'not-following' });
    expect(repository.remoteGit(['rev-parse', 'nuovo-ramo^'])).toBe(head);
    expect(repository.remoteGit(['log', '-1', '--format=%s', 'nuovo-ramo'])).toBe(
      'Modificate: /sport/calcio-marketing (sections[0].headline); Aggiunte: /blog/nuovo-articolo, /images/blog/nuova.png; Tolte: /sport/yoga',
    );
    expect(repository.remoteGit(['diff', '--name-status', 'nuovo-ramo^', 'nuovo-ramo']).split('\n').sort()).toEqual(
      ['A\tpages-yaml/blog/nuovo-articolo.yaml', 'A\tpublic/images/blog/nuova.png', `M\t${CALCIO}`, 'D\tpages-yaml/sport/yoga.yaml'].sort(),
    );
    expect(repository.remoteGit(['cat-file', '-s', 'nuovo-ramo:public/images/blog/nuova.png'])).toBe(String(PNG.length));
    // The marketer's checkout and branch are untouched: still on main at HEAD, the changes still on disk.
    expect(git(repository.root, ['rev-parse', 'HEAD'])).toBe(head);
    expect(git(repository.root, ['branch', '--show-current'])).toBe('main');
    expect(readFileSync(image)).toEqual(PNG);
  });

  it('merges a Windows checkout’s CRLF file line by line with a colleague’s change to another line', async () => {
    repository = createPublishRepository();
    git(repository.root, ['config', 'core.autocrlf', 'true']);
    repository.pushFromColleague(CALCIO, (text) => `${text}${COLLEAGUE_NOTE}\n`);
    repository.edit(CALCIO, (text) => text.replace(OLD_HEADLINE, NEW_HEADLINE).replaceAll('\n', '\r\n'));

    const outcome = await commitAndPush({ root: repository.root, remote: 'origin', branch: 'main', author: MARKETER });

    expect(outcome).toMatchObject({ kind: 'pushed' });
    expect(repository.remoteGit(['diff', '--numstat', 'main^', 'main'])).toBe(`1\t1\t${CALCIO}`);
    const online = repository.remoteGit(['show', `main:${CALCIO}`]);
    expect(online).not.toContain('\r');
    expect(online).toContain(NEW_HEADLINE);
    expect(online).toContain(COLLEAGUE_NOTE);
  });

  it('points at the marketer’s line when the colleague also added lines above it', async () => {
    repository = createPublishRepository();
    repository.pushFromColleague(CALCIO, (text) =>
      text
        .replace('structuredData: [service]\n', 'structuredData: [service]\n# una nota\n# e un’altra\n')
        .replace(OLD_HEADLINE, COLLEAGUE_HEADLINE),
    );
    const mine = repository.edit(CALCIO, (text) => text.replace(OLD_HEADLINE, NEW_HEADLINE));

    const outcome = await commitAndPush({ root: repository.root, remote: 'origin', branch: 'main', author: MARKETER });

    const line = mine.split('\n').indexOf(`    ${NEW_HEADLINE}`) + 1;
    expect(outcome).toMatchObject({ kind: 'conflict', file: CALCIO, line });
  });
});

// Each call starts tsx, loads the content and renders every page for the content lint: 15–40 s apiece on a busy machine.
describe('npm run publish', { timeout: 180_000 }, () => {
  const tsx = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const cli = path.join(projectRoot, 'scripts', 'publish.ts');
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, [tsx, cli, ...args], {
      cwd: repository?.root,
      encoding: 'utf8',
      input: '',
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PUBLISH_AUTHOR_FILE: '/nonexistent/autore.json', ...env },
    });
  const author = { GIT_AUTHOR_NAME: 'Giulia Rossi', GIT_AUTHOR_EMAIL: 'giulia@agenzia.example' };

  it('lists what blocks a release as file:line:column, field and message, exits 1; publishes the preview and exits 0', () => {
    repository = createPublishRepository();
    repository.edit(CALCIO, (text) => text.replace(OLD_HEADLINE, NEW_HEADLINE));

    const release = run(['--target', 'pubblica'], author);
    expect(release.status).toBe(1);
    expect(release.stdout).toMatch(/^Non pubblicato: ci sono \d+ cose da sistemare prima\.$/m);
    expect(release.stdout).toMatch(/^ {2}pages-yaml\/_site\.yaml:\d+:\d+ {2}brand {2}Segnaposto da fornire: .+$/m);

    const preview = run(['--target', 'anteprima', '--message', 'Titolo nuovo'], author);
    expect(preview.stderr).toBe('');
    expect(preview.status).toBe(0);
    expect(preview.stdout).toContain('Pubblicato (versione ');
    expect(repository.remoteGit(['log', '-1', '--format=%an|%B', 'anteprima'])).toBe(
      'Giulia Rossi|Modificate: /sport/calcio-marketing (sections[0].headline)\n\nTitolo nuovo',
    );
  });

  it('replays over a colleague’s change to another file, then refuses one to the same line and leaves the work on disk', () => {
    repository = createPublishRepository();
    const chiSiamo = 'pages-yaml/chi-siamo.yaml';
    const colleague = repository.pushFromColleague(chiSiamo, (text) => `${text}${COLLEAGUE_NOTE}\n`, 'anteprima');
    repository.edit(CALCIO, (text) => text.replace(OLD_HEADLINE, NEW_HEADLINE));
    const replayed = run(['--target', 'anteprima'], author);
    expect(replayed.status).toBe(0);
    expect(repository.remoteGit(['rev-parse', 'anteprima^'])).toBe(colleague);
    expect(repository.remoteGit(['diff', '--numstat', 'anteprima^', 'anteprima'])).toBe(`1\t1\t${CALCIO}`);
    expect(repository.remoteGit(['show', `anteprima:${chiSiamo}`])).toContain(COLLEAGUE_NOTE);

    const online = repository.pushFromColleague(CALCIO, (text) => text.replace(NEW_HEADLINE, COLLEAGUE_HEADLINE), 'anteprima');
    const mine = repository.edit(CALCIO, (text) => text.replace(NEW_HEADLINE, LATER_HEADLINE));
    const refused = run(['--target', 'anteprima'], author);
    expect(refused.status).toBe(1);
    const line = mine.split('\n').findIndex((text) => text.includes(LATER_HEADLINE)) + 1;
    expect(refused.stdout + refused.stderr).toContain(`Il file ${CALCIO} è stato cambiato anche online alla riga ${line}`);
    expect(repository.remoteGit(['rev-parse', 'anteprima'])).toBe(online);
    expect(repository.read(CALCIO)).toBe(mine);
  });

  it('without a terminal and without GIT_AUTHOR_NAME/EMAIL, says to set them; without --target, says how to call it', () => {
    repository = createPublishRepository();
    const anonymous = run(['--target', 'anteprima'], {});
    expect(anonymous.status).toBe(1);
    expect(anonymous.stderr).toMatch(/^Non so chi pubblica: imposta GIT_AUTHOR_NAME e GIT_AUTHOR_EMAIL/);
    const noTarget = run([], author);
    expect(noTarget.status).toBe(1);
    expect(noTarget.stderr).toContain('Uso: npm run publish -- --target anteprima|pubblica [--message "…"]');
  });
});
