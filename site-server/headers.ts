/**
 * The site's security headers as a host applies them, in web APIs only: read from the build's headers file and set on
 * every answer by the Node server (start.ts) and the Cloudflare Worker (runtimes/cloudflare/worker.ts) alike.
 */
import type { MiddlewareHandler } from 'hono';

export const UPGRADE_INSECURE_REQUESTS = 'upgrade-insecure-requests';

/** The file the build writes the headers to, in the format Netlify and Cloudflare Pages read. */
export const HEADERS_FILE = '_headers';

/**
 * The same rules, where the site server reads them on either runtime: Workers static assets take `_headers` as the
 * host's configuration and do not serve it to the Worker, so the build writes a copy in a folder visitors never get.
 */
export const SERVER_HEADERS_FILE = '.site-server/headers';

/** The headers of the `/*` rule of a `_headers` file. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAllPaths = false;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAllPaths = line.trim() === '/*';
      continue;
    }
    const separator = line.indexOf(':');
    if (inAllPaths && separator > 0) headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return headers;
}

/**
 * Sets the built headers on every answer. Strict-Transport-Security and upgrade-insecure-requests
 * only make sense over HTTPS: over plain HTTP (a preview on a LAN address) the second would send the
 * browser to an https:// address nobody serves, so both are left out there.
 */
export function securityHeadersMiddleware(
  headers: Readonly<Record<string, string>>,
  options: { trustForwardedProto: boolean },
): MiddlewareHandler {
  const httpsHeaders = { ...headers };
  const httpHeaders: Record<string, string> = { ...headers };
  delete httpHeaders['Strict-Transport-Security'];
  const policy = httpHeaders['Content-Security-Policy'];
  if (policy !== undefined) {
    httpHeaders['Content-Security-Policy'] = policy
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => directive !== UPGRADE_INSECURE_REQUESTS)
      .join('; ');
  }
  return async (context, next) => {
    await next();
    const forwardedProto = options.trustForwardedProto ? context.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
    const https = (forwardedProto ?? new URL(context.req.url).protocol.replace(/:$/, '')) === 'https';
    // A host that applies `_headers` itself (Cloudflare's static assets) has set HSTS already: over HTTP it goes.
    if (!https) context.res.headers.delete('Strict-Transport-Security');
    for (const [name, value] of Object.entries(https ? httpsHeaders : httpHeaders)) context.res.headers.set(name, value);
  };
}
