// "Rebuild when the sources are newer", once for every start-up that builds before it serves: npm start
// (scripts/start.mjs), npm run test:runtimes, npm run inbox and npm run edit. Plain JavaScript, since npm start runs it
// on a production install before anything is compiled; its types are in stale-build.d.mts.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the site's build (`npm run build`) is made from: npm start and npm run test:runtimes build again when one is newer. */
export const SITE_BUILD_SOURCES = [
  'pages-yaml',
  'src',
  'schema',
  'public',
  'content-compiler',
  'build',
  'site-server',
  'scripts',
  'functions',
  'runtimes',
  'inbox',
  'admin-shell',
];

/** @param {string} entry a file or a folder; a folder's time is that of the newest file below it. */
export function newestModification(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestModification(path.join(entry, name))));
}

/**
 * True when a built file is missing, or a source (a file or a folder, relative to `root`; a missing one is passed over)
 * was changed after the oldest built file.
 * @param {string} root
 * @param {{ built: readonly string[]; sources: readonly string[] }} build
 */
export function buildIsStale(root, { built, sources }) {
  const builtFiles = built.map((file) => path.resolve(root, file));
  if (!builtFiles.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...builtFiles.map((file) => statSync(file).mtimeMs));
  return sources
    .map((source) => path.resolve(root, source))
    .filter((source) => existsSync(source))
    .some((source) => newestModification(source) > builtAt);
}
