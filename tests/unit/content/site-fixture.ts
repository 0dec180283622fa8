import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { inject } from 'vitest';
import { ensureInboxClient } from '../../../inbox/client-build.ts';
import { projectRoot, scheduledArticle } from './fixture.ts';

/**
 * One copy of the project with everything the build tests add to it, built once per test run and shared by them: a build
 * takes a minute of both cores, and new-section, new-page and schedule-build each made their own.
 *
 * - `npm run new:section -- quote`, and a quote section at the end of the home page (new-section.test.ts);
 * - `npm run new:page -- sport/tennis --nome Tennis`, listed in the site file, with a phone photo as its hero (new-page.test.ts);
 * - an article scheduled for 3 December 2026, 9:00 in Rome, built one minute after (schedule-build.test.ts).
 *
 * The first test file that asks copies and scaffolds (seconds), then starts the build in the background and hands the copy
 * over; the others wait for the copy. Whoever reads the built site waits for the build.
 */

export const tsx = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
/** The index files `npm run new:section` writes, derived from the folders of src/sections/. */
export const GENERATED_SECTION_INDEXES = ['src/sections/schemas.ts', 'src/sections/registry.ts', 'src/sections/build-hooks.ts'];
export const HOME_PAGE = 'pages-yaml/index.yaml';
export const TENNIS_PAGE = 'pages-yaml/sport/tennis.yaml';
export const SCHEDULED_ARTICLE = 'pages-yaml/blog/benvenuti.yaml';
/** The build's clock: one minute after the scheduled article's publishAt (08:00 UTC). */
export const FIXTURE_BUILD_NOW = '2026-12-03T08:01:00Z';
const FIXTURE_OUT_DIR = 'dist-fixture';

/** The home page with a section of the given YAML lines appended, as a marketer adds one at the end. */
export function homePageWith(homePageText: string, sectionLines: string): string {
  return `${homePageText.trimEnd()}\n${sectionLines}`;
}
export const QUOTE_SECTION =
  '  - type: quote\n    title: Una citazione di prova\n    text: Il testo della sezione di prova, reso nella pagina.\n';

export interface CommandResult {
  status: number | null;
  output: string;
}

export interface SiteFixture {
  /** The copy of the project. */
  root: string;
  /** The section indexes before `npm run new:section -- quote`. */
  sectionIndexesBefore: Record<string, string>;
  newSection: CommandResult;
  newPage: CommandResult;
  /** The home page before the quote section was added to it. */
  homePageWithoutQuote: string;
}

export interface SiteFixtureBuild extends CommandResult {
  /** The built site. */
  out: string;
}

export function runNode(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}): CommandResult {
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', timeout: 400_000, input: '', env: { ...process.env, ...env } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const runDir = () => inject('sharedRunDir');
const fixtureRoot = () => path.join(runDir(), 'site');
const fixtureFile = () => path.join(runDir(), 'site.json');
const buildLog = () => path.join(runDir(), 'site-build.log');
const buildStatusFile = () => path.join(runDir(), 'site-build.status');

/** Written whole or not at all: another fork polls for the file. */
function writeAtomically(file: string, text: string): void {
  writeFileSync(`${file}.partial`, text);
  renameSync(`${file}.partial`, file);
}

async function waitForFile(file: string, what: string, timeoutMs = 600_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs / 1000} s for ${what} (${file})`);
    await sleep(250);
  }
  return readFileSync(file, 'utf8');
}

/** The project as git sees it (tracked and untracked, not ignored), copied to `copy`, sharing node_modules and the inbox's client. */
async function copyProject(copy: string): Promise<void> {
  const inboxClient = await ensureInboxClient(projectRoot, () => undefined);
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: projectRoot, encoding: 'utf8' });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (existsSync(path.join(projectRoot, file))) cpSync(path.join(projectRoot, file), path.join(copy, file), { recursive: true });
  }
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'));
  // Copied after its sources, so it is newer than them and the build does not make it again.
  cpSync(inboxClient, path.join(copy, path.relative(projectRoot, inboxClient)), { recursive: true });
}

async function makeSiteFixture(root: string): Promise<SiteFixture> {
  await copyProject(root);
  const full = (relativePath: string) => path.join(root, relativePath);
  const edit = (relativePath: string, change: (text: string) => string) => {
    const before = readFileSync(full(relativePath), 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`The edit changed nothing in ${relativePath}`);
    writeFileSync(full(relativePath), after);
  };

  const sectionIndexesBefore = Object.fromEntries(
    GENERATED_SECTION_INDEXES.map((file) => [file, readFileSync(full(file), 'utf8')] as const),
  );
  const newSection = runNode(root, [tsx, 'scripts/new-section.ts', 'quote']);
  const homePageWithoutQuote = readFileSync(full(HOME_PAGE), 'utf8');
  writeFileSync(full(HOME_PAGE), homePageWith(homePageWithoutQuote, QUOTE_SECTION));

  const newPage = runNode(root, [tsx, 'scripts/new-page.ts', 'sport/tennis', '--nome', 'Tennis']);
  edit('pages-yaml/_site.yaml', (text) =>
    text.replace(
      '\nsports:\n',
      '\nsports:\n  - title: Tennis\n    description: Tornei e scuola tennis raccontati ogni settimana.\n    icon: trophy\n    to: /sport/tennis\n',
    ),
  );
  // The owner's photo from a phone, beside the page's YAML, as the template's comment says.
  const tiles = Buffer.alloc(8 * 6 * 3);
  for (let index = 0; index < tiles.length; index++) tiles[index] = (index * 53) % 256;
  await sharp(tiles, { raw: { width: 8, height: 6, channels: 3 } })
    .resize(4000, 3000)
    .jpeg({ quality: 85 })
    .toFile(full('pages-yaml/sport/campo.jpg'));
  if (newPage.status === 0)
    edit(TENNIS_PAGE, (text) =>
      text.replace(/src: \/images\/sport\/[a-z-]+\.svg\n(\s+)alt: .*/, 'src: ./campo.jpg\n$1alt: Il campo in terra rossa del circolo'),
    );

  writeFileSync(full(SCHEDULED_ARTICLE), scheduledArticle('publishAt: "2026-12-03 09:00"'));
  return { root, sectionIndexesBefore, newSection, newPage, homePageWithoutQuote };
}

/** The build, in a shell that writes its exit status when it ends, whichever test process is still there to see it. */
function startBuild(root: string): void {
  const command = `"$0" "$1" scripts/build.ts > "$2" 2>&1; echo $? > "$3.partial" && mv "$3.partial" "$3"`;
  const child = spawn('sh', ['-c', command, process.execPath, tsx, buildLog(), buildStatusFile()], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, BUILD_NOW: FIXTURE_BUILD_NOW, OUT_DIR: FIXTURE_OUT_DIR, SSR_OUT_DIR: `.ssr-${FIXTURE_OUT_DIR}` },
  });
  child.unref();
}

/** The scaffolded copy of the project, made by the first test file of the run that asks (its build then starts in the background). */
export async function siteFixture(): Promise<SiteFixture> {
  const root = fixtureRoot();
  let maker = false;
  try {
    mkdirSync(root);
    maker = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (maker) {
    try {
      const fixture = await makeSiteFixture(root);
      writeAtomically(fixtureFile(), JSON.stringify({ fixture }));
      startBuild(root);
    } catch (error) {
      writeAtomically(fixtureFile(), JSON.stringify({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
      throw error;
    }
  }
  const made = JSON.parse(await waitForFile(fixtureFile(), 'the copy of the project')) as { fixture?: SiteFixture; error?: string };
  if (!made.fixture) throw new Error(`The copy of the project could not be made:\n${made.error}`);
  return made.fixture;
}

/** The fixture's site, built once with the clock at FIXTURE_BUILD_NOW, and the build's exit status and output. */
export async function siteFixtureBuild(): Promise<SiteFixtureBuild> {
  const { root } = await siteFixture();
  const status = Number((await waitForFile(buildStatusFile(), 'the build of the copy')).trim());
  return { status, output: readFileSync(buildLog(), 'utf8'), out: path.join(root, FIXTURE_OUT_DIR) };
}
