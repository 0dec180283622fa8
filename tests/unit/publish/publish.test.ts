// @vitest-environment node
/**
 * `publish()` against real git: a marketer's clone, a bare repository on disk as its remote, a colleague who pushes to
 * it meanwhile. What the remote ends up holding is read back with git, as a developer would check it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { heroHeadline } from '../../hero-headline.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commitAndPush } from '../../../publish/git.ts';
import { lintContent } from '../../../editor/rendered-quality.ts';
import { describeStatus, type PublishStatus, publish, startPublish } from '../../../publish/publish.ts';
import { createPublishRepository, git, type PublishRepository, projectRoot } from '../../../scripts/publish-sandbox.ts';

const MARKETER = { name: 'Giulia Rossi', email: 'giulia@agenzia.example' };
const CALCIO = 'pages-yaml/sport/calcio-marketing.yaml';
const CHI_SIAMO = 'pages-yaml/chi-siamo.yaml';
/** The hero headline's line as the content has it today (read, so a marketer's edit of it breaks nothing here). */
const OLD_HEADLINE = heroHeadline(readFileSync(path.join(projectRoot, CALCIO), 'utf8')).line.trim();
const NEW_HEADLINE = `${OLD_HEADLINE} allo stadio`;
const COLLEAGUE_HEADLINE = `${OLD_HEADLINE} in tribuna`;
const LATER_HEADLINE = `${OLD_HEADLINE} ogni domenica`;
/** A colleague's change far from the headline, to a line no marketer's copy edit touches. */
const COLLEAGUE_NOTE = '# una nota del collega';

let repository: PublishRepository | undefined;
afterEach(() => {
  repository?.dispose();
  repository = undefined;
});

// The environment must not decide who the author is or where the remote is: each test says so.
const env = { PATH: process.env.PATH, HOME: process.env.HOME, PUBLISH_AUTHOR_FILE: '/nonexistent/autore.json' };

async function publishTo(root: string, target: 'anteprima' | 'pubblica', message?: string) {
  const statuses: PublishStatus[] = [];
  const final = await publish({
    root,
    target,
    author: MARKETER,
    env,
    ...(message ? { message } : {}),
    onStatus: (status) => statuses.push(status),
  });
  return { final, statuses };
}

const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;

// Each test copies the site into a repository and loads its content once or twice: seconds apiece on a busy machine.
describe('publish', { timeout: 90_000 }, () => {
  beforeAll(() => {
    // Git must be there, as on every machine that cloned the repository.
    expect(git(process.cwd(), ['--version'])).toMatch(/^git version/);
  });

  it('replays the change on top of a colleague’s change to another file: one new commit, with the Italian message and the marketer as author', async () => {
    repository = createPublishRepository({ release: true });
    const colleagueCommit = repository.pushFromColleague(CHI_SIAMO, (text) => `${text}${COLLEAGUE_NOTE}\n`);
    repository.edit(CALCIO, (text) => text.replace(OLD_HEADLINE, NEW_HEADLINE));

    const { final, statuses } = await publishTo(repository.root, 'pubblica', 'Titolo più chiaro per le società');

    expect(final).toEqual({ phase: 'published', commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect(statuses.map((status) => status.phase)).toEqual(['checking', 'pushed', 'published']);
    const published = repository.remoteGit(['rev-parse', 'main']);
    expect(final.phase === 'published' && final.commit).toBe(published);
    expect(repository.remoteGit(['rev-parse', 'main^'])).toBe(colleagueCommit);
    expect(repository.remoteGit(['log', '-1', '--format=%an <%ae>|%cn <%ce>', 'main'])).toBe(
      'Giulia Rossi <giulia@agenzia.example>|Giulia Rossi <giulia@agenzia.example>',
    );
    expect(repository.remoteGit(['log', '-1', '--format=%B', 'main'])).toBe(
      'Modificate: /sport/calcio-marketing (sections[0].headline)\n\nTitolo più chiaro per le società',
    );
    // Exactly that line, and the colleague's change kept.
    expect(repository.remoteGit(['diff', '--numstat', 'main^', 'main'])).toBe(`1\t1\t${CALCIO}`);
    const diff = repository.remoteGit(['diff', '--unified=0', 'main^', 'main']);
    expect(diff).toContain(`-    ${OLD_HEADLINE}\n+    ${NEW_HEADLINE}`);
    expect(repository.remoteGit(['show', `main:${CHI_SIAMO}`])).toContain(COLLEAGUE_NOTE);
    // The marketer's checkout follows main: it is now at the published commit, with nothing left to publish.
    expect(git(repository.root, ['rev-parse', 'HEAD'])).toBe(published);
    expect(git(repository.root, ['status', '--porcelain'])).toBe('');
    expect(repository.read(CHI_SIAMO)).toContain(COLLEAGUE_NOTE);
  });

  it('refuses a colleague’s change to the same line: names the file and the line, pushes nothing, leaves the work on disk byte for byte', async () => {
    repository = createPublishRepository({ release: true });
    const colleagueCommit = repository.pushFromColleague(CALCIO, (text) => text.replace(OLD_HEADLINE, COLLEAGUE_HEADLINE));
    const mine = repository.edit(CALCIO, (text) => text.replace(OLD_HEADLINE, NEW_HEADLINE));
    const headBefore = git(repository.root, ['rev-parse', 'HEAD']);
    const statusBefore = git(repository.root, ['status', '--porcelain']);

    const { final } = await publishTo(repository.root, 'pubblica');

    const line = lineOf(mine, NEW_HEADLINE);
    expect(final).toEqual({ phase: 'conflict', file: CALCIO, line, message: expect.any(String) });
    expect(describeStatus(final)).toContain(`Il file ${CALCIO} è stato cambiato anche online alla riga ${line}: «${NEW_HEADLINE}»`);
    expect(repository.remoteGit(['rev-parse', 'main'])).toBe(colleagueCommit);
    expect(readFileSync(path.join(repository.root, CALCIO), 'utf8')).toBe(mine);
    expect(git(repository.root, ['rev-parse', 'HEAD'])).toBe(headBefore);
    expect(git(repository.root, ['status', '--porcelain'])).toBe(statusBefore);
  });

  it('refuses a release with a placeholder and lists it, while the preview publishes it', async () => {
    repository = createPublishRepository({ release: true });
    const edited = repository.edit(CALCIO, (text) =>
      text.replace(`    ${OLD_HEADLINE}\n`, `    ${OLD_HEADLINE}\n    toSupply: Foto della prima squadra\n`),
    );
    const remoteMain = repository.remoteGit(['rev-parse', 'main']);
    const remotePreview = repository.remoteGit(['rev-parse', 'anteprima']);

    const release = await publishTo(repository.root, 'pubblica');
    expect(release.final).toEqual({
      phase: 'gate',
      blockers: [
        {
          file: CALCIO,
          line: lineOf(edited, 'toSupply: Foto della prima squadra'),
          column: 5,
          field: 'sections[0]',
          message: 'Segnaposto da fornire: Foto della prima squadra',
          kind: 'placeholder',
        },
      ],
    });
    expect(describeStatus(release.final)).toBe('Non pubblicato: c’è 1 cosa da sistemare prima.');
    expect(repository.remoteGit(['rev-parse', 'main'])).toBe(remoteMain);

    const preview = await publishTo(repository.root, 'anteprima');
    expect(preview.final.phase).toBe('published');
    expect(repository.remoteGit(['rev-parse', 'anteprima^'])).toBe(remotePreview);
    expect(repository.remoteGit(['show', `anteprima:${CALCIO}`])).toBe(edited.trimEnd());
    expect(repository.remoteGit(['rev-parse', 'main'])).toBe(remoteMain);
  });

  it('refuses, with the content lint the editor and npm run publish pass, a page that renders two <h1>: pushes nothing', async () => {
    repository = createPublishRepository({ release: true });
    repository.edit(CALCIO, (text) =>
      text.replace('sections:\n', 'sections:\n  - type: hero\n    headline: Un secondo titolo principale\n    text: Per sbaglio.\n'),
    );
    const remoteMain = repository.remoteGit(['rev-parse', 'main']);

    const release = await publish({ root: repository.root, target: 'pubblica', author: MARKETER, env, check: lintContent });
    expect(release.phase).toBe('gate');
    const blockers = release.phase === 'gate' ? release.blockers : [];
    expect(blockers).toEqual([
      expect.objectContaining({
        file: CALCIO,
        field: 'sections[1].headline',
        kind: 'error',
        message: expect.stringMatching(/^la pagina ha 2 titoli principali <h1>/),
      }),
    ]);
    expect(describeStatus(release)).toBe('Non pubblicato: c’è 1 cosa da sistemare prima.');
    expect(repository.remoteGit(['rev-parse', 'main'])).toBe(remoteMain);
  });

  it('says there is nothing to publish when no page or image differs from the last version', async () => {
    repository = createPublishRepository({ release: true });
    // A file outside pages-yaml/ and public/images/ is never published.
    repository.write('notes.txt', 'appunti\n');
    const before = repository.remoteGit(['rev-parse', 'main']);

    const { final } = await publishTo(repository.root, 'pubblica');

    expect(final).toEqual({ phase: 'nothing' });
    expect(describeStatus(final)).toBe('Nessuna modifica da pubblicare.');
    expect(repository.remoteGit(['rev-parse', 'main'])).toBe(before);
  });

  it('publishes to the preview again over its own first publication, and a colleague’s change in between is kept', async () => {
    repository = createPublishRepository();
    repository.edit(CALCIO, (text) => text.replace(OLD_HEADLINE, NEW_HEADLINE));
    expect((await publishTo(repository.root, 'anteprima')).final.phase).toBe('published');
    repository.pushFromColleague(CALCIO, (text) => `${text}${COLLEAGUE_NOTE}\n`, 'anteprima');
    repository.edit(CALCIO, (text) => text.replace(NEW_HEADLINE, LATER_HEADLINE));

    const again = await publishTo(repository.root, 'anteprima');

    expect(again.final.phase).toBe('published');
    expect(repository.remoteGit(['log', '-1', '--format=%s', 'anteprima'])).toBe(
      'Modificate: /sport/calcio-marketing (sections[0].headline)',
    );
    const online = repository.remoteGit(['show', `anteprima:${CALCIO}`]);
    expect(online).toContain(LATER_HEADLINE);
    expect(online).toContain(COLLEAGUE_NOTE);
    expect(repository.remoteGit(['diff', '--numstat', 'anteprima^', 'anteprima'])).toBe(`1\t1\t${CALCIO}`);
    // Publishing the same again: nothing new.
    expect((await publishTo(repository.root, 'anteprima')).final).toEqual({ phase: 'nothing' });
  });

  it('starts again from the fetch when the remote moved between the fetch and the push', async () => {
    repository = createPublishRepository({ release: true });
    repository.edit(CALCIO, (text) => text.replace(OLD_HEADLINE, NEW_HEADLINE));
    const colleague = repository;
    let colleagueCommit = '';

    const outcome = await commitAndPush({
      root: repository.root,
      remote: 'origin',
      branch: 'main',
      author: MARKETER,
      beforePush: async () => {
        colleagueCommit ||= colleague.pushFromColleague(CHI_SIAMO, (text) => `${text}${COLLEAGUE_NOTE}\n`);
      },
    });

    expect(outcome).toMatchObject({ kind: 'pushed', branch: 'main', checkout: 'updated' });
    expect(repository.remoteGit(['rev-parse', 'main^'])).toBe(colleagueCommit);
    expect(repository.remoteGit(['diff', '--numstat', 'main^', 'main'])).toBe(`1\t1\t${CALCIO}`);
  });

  it('runs in the background one publication at a time, across processes; a lock left by a process that is gone is taken over', async () => {
    repository = createPublishRepository();
    repository.edit(CALCIO, (text) => text.replace(OLD_HEADLINE, NEW_HEADLINE));
    const lockFile = path.join(repository.root, '.git', 'agenzia-publish.lock');
    // Another process publishing from this repository (the editor while a terminal runs npm run publish).
    writeFileSync(lockFile, String(process.ppid));
    expect(await publish({ root: repository.root, target: 'anteprima', author: MARKETER, env })).toEqual({
      phase: 'error',
      message: 'Una pubblicazione è già in corso da questo computer: aspetta che finisca.',
      log: [],
    });
    // A lock left by a process that no longer runs.
    writeFileSync(lockFile, '999999999');

    const first = startPublish({ root: repository.root, target: 'anteprima', author: MARKETER, env });
    expect(first.current()).toEqual({ phase: 'checking' });
    const second = await publish({ root: repository.root, target: 'anteprima', author: MARKETER, env });
    expect(second).toEqual({
      phase: 'error',
      message: 'Una pubblicazione è già in corso da questo computer: aspetta che finisca.',
      log: [],
    });

    const final = await first.done;
    expect(final.phase).toBe('published');
    expect(first.finished()).toBe(true);
    expect(first.current()).toBe(final);
    expect(first.statuses.map((status) => status.phase)).toEqual(['checking', 'pushed', 'published']);
    // The lock is gone: the next publication runs.
    expect((await publish({ root: repository.root, target: 'anteprima', author: MARKETER, env })).phase).toBe('nothing');
  });
});
