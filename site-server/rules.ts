/**
 * How the site answers, in web APIs only: the rules of the one site server (site-app.ts) that Node and the
 * Cloudflare Worker both run, so both serve the same paths the same way.
 */

export const SPORT_PREFIX = '/sport/';
export const SPORT_INDEX_FILE = 'sport/index.html';
export const NOT_FOUND_FILE = '404.html';

/** Where the build writes each page's repeat-visit copy (build/prerender.ts); never served by its own address. */
export const REPEAT_VISIT_DIR = '_repeat-visit';

/**
 * A page asked for by a click, a prefetch or a prerender on another page of this site: the browser holds the site's
 * stylesheets, first-paint script and drawings, so it gets the page's repeat-visit copy, which links them instead of
 * carrying them inline. A click says so with Sec-Fetch-Site; a speculation rule's prerender says `none` there (seen in
 * Chromium 156), so a prefetch or prerender counts when its Referer is a page of this host. A first visit, a bookmark,
 * another site's link or a browser that says neither gets the first-visit page, which a host serving the files as
 * they are gives everyone. Both are whole pages; answers name the headers in `Vary`.
 */
export function isRepeatVisit(headers: Headers, host: string): boolean {
  if (headers.get('sec-fetch-mode') !== 'navigate') return false;
  if (headers.get('sec-fetch-site') === 'same-origin') return true;
  const referer = headers.get('referer');
  if (!headers.get('sec-purpose')?.includes('prefetch') || !referer) return false;
  try {
    return new URL(referer).host === host;
  } catch {
    return false;
  }
}

export const PAGE_VARIES_BY = 'Sec-Fetch-Site, Sec-Fetch-Mode, Sec-Purpose, Referer';

/**
 * The commit the build was built from (build/version-file.ts), which the editor's "Pubblica" polls until it names the
 * commit it pushed: never cached, or "online" would be seen late.
 */
export const VERSION_FILE = 'version.json';
export const VERSION_PATH = `/${VERSION_FILE}`;
export const NO_STORE = 'no-store';

export function cacheControl(pathname: string, contentType: string | null): string {
  if (pathname === VERSION_PATH) return NO_STORE;
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

/**
 * The built file a path names, relative to the site's folder: a file by its name (`/favicon.svg`), a page by its
 * folder's index.html (`/contatti` → `contatti/index.html`). Undefined for a path no file can have: a segment that
 * does not decode, or decodes to `.`, `..` or a slash.
 */
export function siteFilePath(pathname: string): string | undefined {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  const last = segments.at(-1) ?? '';
  return last.includes('.') ? segments.join('/') : [...segments, 'index.html'].join('/');
}

/** The page a path names however its slashes are written (`/contatti/`, `//contatti`), or undefined for a file's path. */
export function sitePagePath(pathname: string): string | undefined {
  const canonical = canonicalPath(pathname);
  return canonical.split('/').at(-1)?.includes('.') ? undefined : siteFilePath(canonical);
}

/**
 * Files the build writes for itself and the host, not for visitors: Vite's manifest and anything else in a
 * folder or file whose name starts with a dot (except `.well-known`), source maps, and the static host's
 * header rules (`_headers`), with their compressed copies, and the pages' repeat-visit copies.
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
    segments[0] === REPEAT_VISIT_DIR ||
    segments.some((segment) => segment.startsWith('.') && segment !== '.well-known') ||
    /\.map(\.br|\.gz)?$/i.test(last) ||
    /^_headers(\.br|\.gz)?$/i.test(last)
  );
}
