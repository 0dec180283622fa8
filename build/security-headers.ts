/**
 * The security headers of every answer of the site. The build computes them from what it emitted
 * (the hashes of inline scripts, the map's host, the function's origin) and writes them to
 * `dist/_headers`, the file Netlify and Cloudflare Pages read; `npm start` reads that same file, so
 * a static host and our own server send one policy.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageEntry } from '../content-compiler/load.ts';
import { HEADERS_FILE, SERVER_HEADERS_FILE, UPGRADE_INSECURE_REQUESTS } from '../site-server/headers.ts';
import { NO_STORE, VERSION_PATH } from '../site-server/rules.ts';

export { HEADERS_FILE };
export const DEFAULT_HSTS_MAX_AGE_SECONDS = 31_536_000;

export interface SecurityPolicyInput {
  /** `'sha256-…'` sources of the inline scripts the build emitted. */
  inlineScriptHashes: readonly string[];
  /** Origins the pages embed in an iframe (the map). */
  frameOrigins: readonly string[];
  /** The function's origin when the forms post to another host (VITE_CONTACT_ENDPOINT). */
  functionOrigin: string | undefined;
  /** 0 leaves Strict-Transport-Security out. */
  hstsMaxAgeSeconds: number;
  /** A preview build (content with placeholders): every answer also asks search engines not to index it. */
  preview: boolean;
}

export function contentSecurityPolicy(input: SecurityPolicyInput): string {
  const functionOrigin = input.functionOrigin === undefined ? [] : [input.functionOrigin];
  const directives: Array<[string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...input.inlineScriptHashes.map((hash) => `'${hash}'`)]],
    // Mantine writes its CSS variables in style attributes and its theme in <style> elements.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...functionOrigin]],
    // Without JavaScript the forms post straight to the function.
    ['form-action', ["'self'", ...functionOrigin]],
    ['frame-src', input.frameOrigins.length === 0 ? ["'none'"] : input.frameOrigins],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    [UPGRADE_INSECURE_REQUESTS, []],
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

export function securityHeaders(input: SecurityPolicyInput): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (input.hstsMaxAgeSeconds > 0) headers['Strict-Transport-Security'] = `max-age=${input.hstsMaxAgeSeconds}; includeSubDomains`;
  // Also for what a page's <meta name="robots"> cannot cover: the files, the sitemap, the function's answers.
  if (input.preview) headers['X-Robots-Tag'] = 'noindex';
  return headers;
}

const EXECUTABLE_INLINE_SCRIPT = /<script(?![^>]*\bsrc=)((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;
// Speculation rules are not run, but script-src must allow them as if they were.
const DATA_BLOCK_TYPE = /\btype=["']?(?!module\b|text\/javascript\b|application\/javascript\b|speculationrules\b)[\w/+.-]+/i;

/** The CSP hash source of every inline script the policy must allow, found in a page (JSON-LD and other data blocks are not run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(EXECUTABLE_INLINE_SCRIPT)) {
    if (!DATA_BLOCK_TYPE.test(attributes)) hashes.push(scriptHash(body));
  }
  return hashes;
}

/** Every origin a map section of the site embeds. */
export function mapFrameOrigins(pages: readonly PageEntry[]): string[] {
  const origins = pages.flatMap(({ page }) =>
    page.sections.flatMap((section) => (section.type === 'map' ? [new URL(section.embedUrl).origin] : [])),
  );
  return [...new Set(origins)].sort();
}

/** The origin of an absolute endpoint URL; undefined for the site's own path. */
export function endpointOrigin(endpoint: string | undefined): string | undefined {
  if (endpoint === undefined || endpoint === '' || endpoint.startsWith('/')) return undefined;
  return new URL(endpoint).origin;
}

export function readHstsMaxAge(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_HSTS_MAX_AGE_SECONDS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`HSTS_MAX_AGE must be a whole number of seconds (0 turns HSTS off); got "${raw}".`);
  return value;
}

export function formatHeadersFile(headers: Readonly<Record<string, string>>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}\n`;
}

export function scriptHash(script: string): string {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;
}

/**
 * Writes `_headers` into the client folder, and the same for the site server (SERVER_HEADERS_FILE): the policy allows
 * exactly the inline scripts every page carries.
 */
export function writeHeadersFile(
  clientDir: string,
  { inlineScripts, ...input }: Omit<SecurityPolicyInput, 'inlineScriptHashes'> & { inlineScripts: readonly string[] },
): Record<string, string> {
  const headers = securityHeaders({ ...input, inlineScriptHashes: [...new Set(inlineScripts.map(scriptHash))].sort() });
  const text = formatHeadersFile(headers);
  // A static host serves version.json itself: the rule keeps it out of every cache, as the site server does (rules.ts).
  writeFileSync(path.join(clientDir, HEADERS_FILE), `${text}${VERSION_PATH}\n  Cache-Control: ${NO_STORE}\n`);
  mkdirSync(path.dirname(path.join(clientDir, SERVER_HEADERS_FILE)), { recursive: true });
  writeFileSync(path.join(clientDir, SERVER_HEADERS_FILE), text);
  return headers;
}
