import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
};

export const SPORT_PREFIX = '/sport/';
export const SPORT_INDEX_FILE = 'sport/index.html';

export interface ResolvedFile {
  file: string;
  status: 200 | 404;
}

function isFile(candidate: string): boolean {
  return existsSync(candidate) && statSync(candidate).isFile();
}

/** Maps a URL path to a file of the built site: the file itself, a page's index.html, the sport index, or the 404 page. */
export function resolveSiteFile(distDir: string, pathname: string): ResolvedFile {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { file: path.join(distDir, '404.html'), status: 404 };
  }
  const safe = path.posix.normalize(decoded).replace(/^(\.\.(\/|$))+/, '');
  const direct = path.join(distDir, safe);
  if (direct.startsWith(distDir) && isFile(direct)) return { file: direct, status: 200 };
  const page = path.join(distDir, safe, 'index.html');
  if (page.startsWith(distDir) && isFile(page)) return { file: page, status: 200 };
  if (safe.startsWith(SPORT_PREFIX)) return { file: path.join(distDir, SPORT_INDEX_FILE), status: 200 };
  return { file: path.join(distDir, '404.html'), status: 404 };
}

function cacheControl(file: string): string {
  if (file.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * The one spelling of a path this server redirects to: runs of slashes (and backslashes, which
 * browsers read as slashes) become one slash, and there is no trailing slash. The result always
 * starts with exactly one slash followed by a path segment, so a browser can only read it as a
 * path on this site, never as `//other-host` (a protocol-relative URL).
 */
export function canonicalPath(pathname: string): string {
  const collapsed = pathname.replace(/[/\\]+/g, '/').replace(/\/$/, '');
  return collapsed === '' ? '/' : collapsed;
}

const PREFILLED_FIELD = /(<textarea\b[^>]*\bdata-prefill-from="([\w-]+)"[^>]*>)<\/textarea>/g;
const PREFILL_MAX_LENGTH = 2000;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A field marked `data-prefill-from="<parameter>"` gets that address parameter as its text, so a
 * request button's link (/contatti?messaggio=…#modulo) fills in the form even when no script runs.
 * With a script, or on a static host, the form's island does the same.
 */
export function prefillFields(html: string, search: URLSearchParams): string {
  if (search.size === 0) return html;
  return html.replace(PREFILLED_FIELD, (field: string, openingTag: string, parameter: string) => {
    const value = search.get(parameter);
    return value ? `${openingTag}${escapeText(value.slice(0, PREFILL_MAX_LENGTH))}</textarea>` : field;
  });
}

/** The static part of the product: the prerendered site with its 404 and /sport/* fallbacks. */
export function createSiteApp(distDir: string): Hono {
  const root = path.resolve(distDir);
  const app = new Hono();
  app.use('*', compress());
  app.on(['GET', 'HEAD'], '*', (context) => {
    const url = new URL(context.req.url);
    const canonical = canonicalPath(url.pathname);
    if (canonical !== url.pathname && !isFile(path.join(root, url.pathname, 'index.html'))) {
      return context.redirect(canonical + url.search, 301);
    }
    const { file, status } = resolveSiteFile(root, url.pathname);
    if (status === 404) {
      console.log(JSON.stringify({ ts: new Date().toISOString(), level: 'warn', event: 'not_found', path: url.pathname }));
    }
    const extension = path.extname(file);
    const content = extension === '.html' && url.search !== '' ? prefillFields(readFileSync(file, 'utf8'), url.searchParams) : readFileSync(file);
    return context.body(content, status, {
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(file),
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return app;
}
