/**
 * The visual editor of pages-yaml/, on this computer:
 *
 *   npm run edit [-- --port 4190] [--no-open] [--root DIR]
 *   npm run edit -- --check        every YAML file through the editor's load and save: exits 1 if one byte would change
 *
 * Serves the editor on 127.0.0.1 only and prints its address with a random token that every request must carry.
 * Each start makes a new token. Ctrl+C stops it.
 */
import path from 'node:path';
import { readCommandLine, readPort } from '../admin-shell/local-start.ts';
import { roundTrip } from './round-trip.ts';

export const DEFAULT_EDITOR_PORT = 4190;

const USAGE = 'Uso: npm run edit -- [--port PORTA] [--no-open] [--root CARTELLA] | --check';

const values = readCommandLine(
  { port: { type: 'string' }, 'no-open': { type: 'boolean' }, root: { type: 'string' }, check: { type: 'boolean' } },
  USAGE,
);

const root = path.resolve(values.root ?? process.cwd());
const pagesDir = path.join(root, 'pages-yaml');

if (values.check) {
  const result = roundTrip(pagesDir, root);
  for (const { file, reason } of result.changed) console.error(`${file}: cambierebbe salvandolo dall’editor (${reason})`);
  console.log(`round trip: ${result.files} files, ${result.changed.length} changed`);
  process.exit(result.changed.length === 0 && result.files > 0 ? 0 : 1);
}

const { startEditor } = await import('./start.ts');
await startEditor({ root, port: readPort(values.port, DEFAULT_EDITOR_PORT), open: !values['no-open'] });
