/**
 * What the runtime suite asks of a served site, the same of every server that serves dist/: each
 * route the build prerendered, and the other paths a visitor or a crawler may ask for.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseHeadersFile } from '../../../site-server/headers.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
export const distDir = join(root, 'dist');
export const routes: string[] = JSON.parse(readFileSync(join(root, process.env.SSR_OUT_DIR ?? '.ssr', 'routes.json'), 'utf8'));
export const builtHeaders = parseHeadersFile(readFileSync(join(distDir, '_headers'), 'utf8'));
const anAsset = `/assets/${readdirSync(join(distDir, 'assets')).find((name) => name.endsWith('.js')) ?? 'missing.js'}`;
/** Beyond the routes: the 404 page, the sport fallback, redirects, files, what the build keeps for itself, a prefilled form. */
export const otherPaths = [
  '/pagina-che-non-esiste',
  '/sport/sport-che-non-esiste',
  '/pagina-che-non-esiste/',
  '//evil.example/',
  '/servizi/',
  '/favicon.svg',
  anAsset,
  '/sitemap.xml',
  '/robots.txt',
  '/.vite/manifest.json',
  '/_headers',
  `${anAsset}.map`,
  '/contatti?messaggio=Vorrei%20il%20pacchetto%20%3Cb%3EPro%3C%2Fb%3E',
];

/** What a visitor's browser and a crawler read of an answer: its status, where it leads, its type, caching and security headers. */
export function comparedHeaders(response: Response): Record<string, string | null> {
  const compared: Record<string, string | null> = {
    status: String(response.status),
    location: response.headers.get('location'),
    'content-type': response.headers.get('content-type')?.toLowerCase() ?? null,
    'cache-control': response.headers.get('cache-control'),
    'strict-transport-security': response.headers.get('strict-transport-security'),
  };
  for (const name of Object.keys(builtHeaders)) compared[name.toLowerCase()] = response.headers.get(name);
  return compared;
}
