import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

export const SPORT_PREFIX = '/sport/';
export const SPORT_INDEX_FILE = 'sport/index.html';

function isFile(candidate: string): boolean {
  return existsSync(candidate) && statSync(candidate).isFile();
}

function cacheControl(pathname: string, contentType: string | null): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (contentType?.startsWith('text/html')) return 'no-cache';
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

/** The page an address names (its index.html), however its slashes are written; undefined for anything else. */
function pageFile(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const file = path.join(root, path.posix.normalize(decoded), 'index.html');
  return file.startsWith(root + path.sep) && isFile(file) ? file : undefined;
}

/**
 * Files the build writes for itself and the host, not for visitors: Vite's manifest and anything else in a
 * folder or file whose name starts with a dot (except `.well-known`), source maps, and the static host's
 * header rules (`_headers`), with their compressed copies.
 */
export function isBuildInternal(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const segments = decoded.split(/[/\\]+/).filter((segment) => segment !== '');
  const last = segments.at(-1) ?? '';
  return (
    segments.some((segment) => segment.startsWith('.') && segment !== '.well-known') ||
    /\.map(\.br|\.gz)?$/i.test(last) ||
    /^_headers(\.br|\.gz)?$/i.test(last)
  );
}

/** The static part of the product: the prerendered site with its 404 and /sport/* fallbacks. */
export function createSiteApp(distDir: string): Hono {
  const root = path.resolve(distDir);
  const app = new Hono();
  app.use('*', compress());
  app.on(['GET', 'HEAD'], '*', async (context, next) => {
    await next();
    if (context.res.status >= 300 && context.res.status < 400) return;
    context.res.headers.set('Cache-Control', cacheControl(context.req.path, context.res.headers.get('Content-Type')));
    context.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  app.on(['GET', 'HEAD'], '*', (context, next) => {
    if (!isBuildInternal(context.req.path)) return next();
    return context.html(readFileSync(path.join(root, '404.html'), 'utf8'), 404);
  });
  app.on(['GET', 'HEAD'], '*', async (context, next) => {
    const url = new URL(context.req.url);
    const canonical = canonicalPath(url.pathname);
    if (canonical !== url.pathname && !isFile(path.join(root, url.pathname, 'index.html'))) {
      return context.redirect(canonical + url.search, 301);
    }
    // serveStatic refuses a path spelled with doubled slashes, and a page asked with parameters may
    // have a field to fill in from them (see prefillFields): such a page is answered here.
    const page = url.search !== '' || canonical !== url.pathname ? pageFile(root, url.pathname) : undefined;
    if (page) return context.html(prefillFields(readFileSync(page, 'utf8'), url.searchParams));
    await next();
  });
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get(`${SPORT_PREFIX}*`, serveStatic({ path: path.join(root, SPORT_INDEX_FILE), precompressed: true }));
  // A handler rather than app.notFound: mounted with app.route() (scripts/start.ts), the parent's notFound would answer.
  app.on(['GET', 'HEAD'], '*', (context) => {
    console.log(JSON.stringify({ ts: new Date().toISOString(), level: 'warn', event: 'not_found', path: context.req.path }));
    return context.html(readFileSync(path.join(root, '404.html'), 'utf8'), 404);
  });
  return app;
}
