/**
 * The owner's login on a deployment, one module on Hono's middleware for every runtime (Node, Workers, Deno):
 *
 * - the password is kept only as a scrypt hash (ADMIN_PASSWORD_HASH, printed by `npm run admin:password`), computed by
 *   @noble/hashes in plain JavaScript: the Worker has no node:crypto without nodejs_compat, and WebCrypto has no
 *   memory-hard function;
 * - a login sets a random session id in an HttpOnly, Secure, SameSite=Strict cookie limited to /admin; the session
 *   lives in the store (admin-session-store.ts) until it expires or the owner signs out;
 * - attempts are counted in the store: at most 10 a minute from one (truncated) address, and 10 a minute in all, so
 *   neither one address nor many can try more; the 11th is answered 429.
 */
import { scryptAsync } from '@noble/hashes/scrypt.js';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { timingSafeEqual } from 'hono/utils/buffer';
import type { AdminSessionStore } from '../functions/send-contact-email/admin-session-store.ts';
import { truncatedAddress } from '../functions/send-contact-email/analytics.ts';
import { resolveClientAddress } from '../functions/send-contact-email/client-address.ts';
import { ownOrigin } from '../functions/send-contact-email/own-origin.ts';
import { createStoreRateLimiter } from '../functions/send-contact-email/rate-limit.ts';
import type { RateLimitDecision } from '../functions/send-contact-email/rate-limit.ts';
import type { LeadStore } from '../functions/send-contact-email/store.ts';

/** scrypt's cost: 2^14 × r 8 uses 16 MiB per hash (the README's figure for the time on each runtime). */
export const SCRYPT_PARAMETERS = { N: 2 ** 14, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const HASH_PATTERN = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{40,})$/;

export const SESSION_COOKIE = 'admin_session';
export const ADMIN_PATH = '/admin';
export const SESSION_DURATION_MS = 12 * 60 * 60 * 1000;
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;
const LOGIN_WINDOW_MS = 60_000;
/** A password shorter than this is refused by `npm run admin:password`. */
export const MIN_PASSWORD_LENGTH = 12;

export class AdminPasswordHashError extends Error {
  override name = 'AdminPasswordHashError';
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Uint8Array;
  key: Uint8Array;
}

/** Reads `scrypt$N$r$p$salt$key`; throws an AdminPasswordHashError naming what is wrong. */
export function parsePasswordHash(hash: string): ParsedHash {
  const match = HASH_PATTERN.exec(hash.trim());
  if (match === null)
    throw new AdminPasswordHashError('ADMIN_PASSWORD_HASH is not a hash printed by npm run admin:password (scrypt$N$r$p$salt$key).');
  const [, n = '', r = '', p = '', salt = '', key = ''] = match;
  const parameters = { N: Number(n), r: Number(r), p: Number(p) };
  if (parameters.N < 2 ** 14 || (parameters.N & (parameters.N - 1)) !== 0 || parameters.r < 8 || parameters.p < 1)
    throw new AdminPasswordHashError(
      'ADMIN_PASSWORD_HASH is weaker than scrypt N=16384, r=8, p=1: make it again with npm run admin:password.',
    );
  return { ...parameters, salt: fromBase64Url(salt), key: fromBase64Url(key) };
}

export async function hashPassword(
  password: string,
  salt: Uint8Array = crypto.getRandomValues(new Uint8Array(SALT_BYTES)),
): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMETERS;
  const key = await scryptAsync(password.normalize('NFC'), salt, { N, r, p, dkLen: KEY_BYTES });
  return `scrypt$${N}$${r}$${p}$${toBase64Url(salt)}$${toBase64Url(key)}`;
}

export async function verifyPassword(password: string, hash: ParsedHash): Promise<boolean> {
  const key = await scryptAsync(password.normalize('NFC'), hash.salt, { N: hash.N, r: hash.r, p: hash.p, dkLen: hash.key.length });
  return timingSafeEqual(toBase64Url(key), toBase64Url(hash.key));
}

export interface LoginLimiter {
  /** Counts one attempt from this address, and one for the account; refused when either has had 10 this minute. */
  consume(clientAddress: string, now: Date): Promise<RateLimitDecision>;
}

export function createLoginLimiter(store: Pick<LeadStore, 'countRequest'>): LoginLimiter {
  const limiter = createStoreRateLimiter(store, { maxRequests: LOGIN_ATTEMPTS_PER_MINUTE, windowMs: LOGIN_WINDOW_MS });
  return {
    async consume(clientAddress, now) {
      const decisions = await Promise.all([
        limiter.consume(`admin-login:address:${truncatedAddress(clientAddress)}`, now),
        limiter.consume('admin-login:account', now),
      ]);
      const refusals = decisions.flatMap((decision) => (decision.allowed ? [] : [decision.retryAfterSeconds]));
      return refusals.length === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(...refusals) };
    },
  };
}

/** The address an attempt is counted under: the socket's, or the one a trusted proxy names. */
export function loginClientAddress(c: Context, trustedProxyHops: number, socketAddress?: (c: Context) => string | undefined): string {
  return resolveClientAddress(c.req.header('x-forwarded-for') ?? null, socketAddress?.(c), trustedProxyHops);
}

/**
 * Secure is left out only where the browser's address is plain HTTP on the loopback address (the owner's own computer,
 * `npm start` opened at http://127.0.0.1 or localhost), where a browser may drop a Secure cookie. The address is the one
 * the browser used (`ownOrigin`: behind trusted proxies, X-Forwarded-Proto and -Host), so a deployment behind a proxy on
 * the same machine still gets Secure, and the session never travels over an unencrypted connection.
 */
export function cookieNeedsSecure(c: Context, trustedProxyHops: number): boolean {
  const origin = new URL(ownOrigin(c, { trustedProxyHops }));
  return !(origin.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(origin.hostname));
}

export async function startSession(c: Context, sessions: AdminSessionStore, now: Date, secure: boolean): Promise<void> {
  const sessionId = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  await sessions.createSession(sessionId, now, new Date(now.getTime() + SESSION_DURATION_MS));
  setCookie(c, SESSION_COOKIE, sessionId, {
    path: ADMIN_PATH,
    httpOnly: true,
    secure,
    sameSite: 'Strict',
    maxAge: SESSION_DURATION_MS / 1000,
  });
}

export async function endSession(c: Context, sessions: AdminSessionStore, secure: boolean): Promise<void> {
  const sessionId = getCookie(c, SESSION_COOKIE);
  if (sessionId !== undefined) await sessions.deleteSession(sessionId);
  deleteCookie(c, SESSION_COOKIE, { path: ADMIN_PATH, httpOnly: true, secure, sameSite: 'Strict' });
}

/** Lets through a request with a live session; any other gets `refuse`. */
export function requireSession(sessions: AdminSessionStore, now: () => Date, refuse: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    const sessionId = getCookie(c, SESSION_COOKIE);
    if (sessionId === undefined || !(await sessions.isSessionValid(sessionId, now()))) return refuse(c);
    await next();
  };
}
