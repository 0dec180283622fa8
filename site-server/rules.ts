/**
 * How the site answers, in web APIs only, shared by the Node server (site-server.ts) and the
 * Cloudflare Worker (runtimes/cloudflare/worker.ts), so both serve the same paths the same way.
 */

export const SPORT_PREFIX = '/sport/';
export const SPORT_INDEX_FILE = 'sport/index.html';

export function cacheControl(pathname: string, contentType: string | null): string {
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
export const PREFILL_MAX_LENGTH = 2000;

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
