/**
 * A marketer's clone of the site with a bare repository on disk as its remote, for `npm run bench:publish`, the
 * publishing tests and the browser test: the real content (optionally as a release, with every placeholder supplied), a
 * publish.json, one commit on `main` and `anteprima`, and a second clone to play a colleague who changes the remote.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isScalar, parseDocument, visit } from 'yaml';

/** This checkout, whose content the sandbox copies. */
export const projectRoot = path.resolve(import.meta.dirname, '..');

export const SETUP_AUTHOR = { name: 'Sviluppo Agenzia', email: 'sviluppo@example.com' };

/** Git with a fixed identity and none of the machine's settings that would change a commit (signing, hooks). */
export function git(cwd: string, args: readonly string[], author = SETUP_AUTHOR): string {
  return execFileSync('git', ['-c', 'commit.gpgsign=false', '-c', 'core.hooksPath=/dev/null', ...args], {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_COMMITTER_NAME: author.name,
      GIT_COMMITTER_EMAIL: author.email,
      GIT_CONFIG_NOSYSTEM: '1',
    },
  }).trim();
}

function yamlFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return yamlFiles(full);
    return name.endsWith('.yaml') ? [full] : [];
  });
}

/** The owner has supplied everything (as tests/edited-site/run.ts does): no `toSupply` left, the legal identity filled in. */
export function supplyEveryPlaceholder(root: string): void {
  for (const file of yamlFiles(path.join(root, 'pages-yaml'))) {
    const document = parseDocument(readFileSync(file, 'utf8'));
    const before = document.toString({ lineWidth: 0 });
    visit(document, {
      Pair(_key, pair) {
        return isScalar(pair.key) && pair.key.value === 'toSupply' ? visit.REMOVE : undefined;
      },
    });
    if (file.endsWith('_site.yaml')) {
      document.setIn(['legal', 'ragioneSociale', 'value'], 'Agenzia Esempio S.r.l.');
      document.setIn(['legal', 'partitaIva', 'value'], '01234567897');
      document.setIn(['legal', 'rea', 'value'], 'BS-123456');
      document.setIn(['legal', 'capitaleSociale', 'value'], '€ 10.000,00 i.v.');
    }
    const after = document.toString({ lineWidth: 0 });
    if (after !== before) writeFileSync(file, after);
  }
}

export interface PublishRepository {
  /** The marketer's clone (on `main`, following origin/main). */
  root: string;
  /** The bare repository, its remote `origin`. */
  remote: string;
  /** Another clone of the remote: a colleague's, to change the remote behind the marketer's back. */
  colleague: string;
  /** Writes a file of the marketer's clone. */
  write(relativePath: string, text: string): void;
  read(relativePath: string): string;
  /** Changes one file the way `edit` says and returns the new text (throws when nothing changed). */
  edit(relativePath: string, change: (text: string) => string): string;
  /** The colleague changes a file, commits and pushes to the branch. */
  pushFromColleague(relativePath: string, change: (text: string) => string, branch?: string): string;
  /** Git in the bare repository. */
  remoteGit(args: readonly string[]): string;
  dispose(): void;
}

export interface RepositoryOptions {
  /** Supply every placeholder so the content can be published as a release ("pubblica"). */
  release?: boolean;
  /** publish.json's content; the defaults' shape when absent. */
  settings?: unknown;
}

export function createPublishRepository(options: RepositoryOptions = {}): PublishRepository {
  const base = mkdtempSync(path.join(tmpdir(), 'publish-repo-'));
  const remote = path.join(base, 'remote.git');
  const seed = path.join(base, 'seed');
  const root = path.join(base, 'marketer');
  const colleague = path.join(base, 'colleague');
  git(base, ['init', '--quiet', '--bare', '--initial-branch=main', remote]);
  mkdirSync(seed);
  git(seed, ['init', '--quiet', '--initial-branch=main']);
  cpSync(path.join(projectRoot, 'pages-yaml'), path.join(seed, 'pages-yaml'), { recursive: true });
  cpSync(path.join(projectRoot, 'public'), path.join(seed, 'public'), { recursive: true });
  if (options.release) supplyEveryPlaceholder(seed);
  writeFileSync(
    path.join(seed, 'publish.json'),
    `${JSON.stringify(
      options.settings ?? {
        remote: 'origin',
        targets: { anteprima: { branch: 'anteprima', deploy: '', siteUrl: '' }, pubblica: { branch: 'main', deploy: '', siteUrl: '' } },
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(path.join(seed, '.gitignore'), ['node_modules', 'dist', '.ssr', ''].join('\n'));
  git(seed, ['add', '-A']);
  git(seed, ['commit', '--quiet', '-m', 'Il sito com’è']);
  git(seed, ['push', '--quiet', remote, 'main:main', 'main:anteprima']);
  git(base, ['clone', '--quiet', remote, root]);
  git(base, ['clone', '--quiet', remote, colleague]);
  rmSync(seed, { recursive: true, force: true });

  const full = (relativePath: string) => path.join(root, relativePath);
  return {
    root,
    remote,
    colleague,
    write(relativePath, text) {
      mkdirSync(path.dirname(full(relativePath)), { recursive: true });
      writeFileSync(full(relativePath), text);
    },
    read(relativePath) {
      return readFileSync(full(relativePath), 'utf8');
    },
    edit(relativePath, change) {
      const before = readFileSync(full(relativePath), 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`The edit changed nothing in ${relativePath}`);
      writeFileSync(full(relativePath), after);
      return after;
    },
    pushFromColleague(relativePath, change, branch = 'main') {
      git(colleague, ['fetch', '--quiet', 'origin']);
      git(colleague, ['checkout', '--quiet', '-B', branch, `origin/${branch}`]);
      const file = path.join(colleague, relativePath);
      const before = readFileSync(file, 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`The colleague's edit changed nothing in ${relativePath}`);
      writeFileSync(file, after);
      git(colleague, ['commit', '--quiet', '-am', `Un collega cambia ${relativePath}`]);
      git(colleague, ['push', '--quiet', 'origin', `${branch}:${branch}`]);
      return git(colleague, ['rev-parse', 'HEAD']);
    },
    remoteGit(args) {
      return git(remote, args);
    },
    dispose() {
      rmSync(base, { recursive: true, force: true });
    },
  };
}
