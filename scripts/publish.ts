/**
 * `npm run publish -- --target anteprima|pubblica [--message "…"]`: what the editor's "Pubblica" does, from a
 * terminal or CI (publish/publish.ts). Prints each status in Italian; exits 0 once online (or published, with no site
 * address to check), 1 otherwise.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { type Author, AuthorError, readAuthor, saveAuthor } from '../publish/author.ts';
import { formatBlocker } from '../publish/gate.ts';
import { describeStatus, type PublishStatus, publish } from '../publish/publish.ts';
import { isPublishTarget, PUBLISH_TARGETS } from '../publish/settings.ts';
import { lintContent } from '../editor/rendered-quality.ts';

const USAGE = `Uso: npm run publish -- --target ${PUBLISH_TARGETS.join('|')} [--message "…"]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function askAuthor(): Promise<Author> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    console.log('Prima pubblicazione da questo computer: come ti chiami? (lo ricordo per le prossime volte)');
    for (;;) {
      const name = await terminal.question('Nome e cognome: ');
      const email = await terminal.question('E-mail: ');
      try {
        const author = saveAuthor({ name, email });
        console.log(`Pubblicherai come ${author.name} <${author.email}>.`);
        return author;
      } catch (error) {
        if (!(error instanceof AuthorError)) throw error;
        console.error(error.message);
      }
    }
  } finally {
    terminal.close();
  }
}

let options: { target?: string; message?: string };
try {
  ({ values: options } = parseArgs({
    options: { target: { type: 'string', short: 't' }, message: { type: 'string', short: 'm' } },
    allowPositionals: false,
  }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
const target = options.target;
if (!isPublishTarget(target)) fail(`Scegli dove pubblicare con --target (${PUBLISH_TARGETS.join(' o ')}).\n${USAGE}`);

let author = readAuthor();
if (!author) {
  if (!process.stdin.isTTY) {
    fail(
      'Non so chi pubblica: imposta GIT_AUTHOR_NAME e GIT_AUTHOR_EMAIL (ad esempio GIT_AUTHOR_NAME="Giulia Rossi" GIT_AUTHOR_EMAIL=giulia@agenzia.it), oppure lancia il comando da un terminale per scriverli una volta.',
    );
  }
  author = await askAuthor();
}

/** The lines of `current` after those `previous` ended with (the log is a window of its last lines). */
function newLines(previous: readonly string[], current: readonly string[]): readonly string[] {
  for (let overlap = Math.min(previous.length, current.length); overlap > 0; overlap -= 1) {
    if (current.slice(0, overlap).every((line, index) => line === previous[previous.length - overlap + index]))
      return current.slice(overlap);
  }
  return current;
}

let lastLine = '';
let logShown: readonly string[] = [];
let anyLogShown = false;
function show(status: PublishStatus): void {
  const line = describeStatus(status);
  if (line !== lastLine) console.log(line);
  lastLine = line;
  if (status.phase === 'deploying') {
    for (const logLine of newLines(logShown, status.log)) console.log(`  │ ${logLine}`);
    anyLogShown ||= status.log.length > 0;
    logShown = status.log;
  }
  if (status.phase === 'gate') for (const blocker of status.blockers) console.log(`  ${formatBlocker(blocker)}`);
  if (status.phase === 'error' && !anyLogShown) for (const logLine of status.log) console.log(`  │ ${logLine}`);
}

const controller = new AbortController();
process.once('SIGINT', () => controller.abort());
const final = await publish({
  root: process.cwd(),
  target,
  author,
  check: lintContent,
  signal: controller.signal,
  ...(options.message ? { message: options.message } : {}),
  onStatus: show,
});
process.exit(final.phase === 'online' || final.phase === 'published' ? 0 : 1);
