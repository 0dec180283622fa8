/**
 * The one way in to the owner's and the marketers' apps on this computer (`npm run inbox`, `npm run edit`): both listen
 * on 127.0.0.1 and print an address with a random token. This middleware lets a request in only when
 *
 * - it came through that address: the host is 127.0.0.1 or localhost on the app's port (a page of another site that
 *   points a name of its own at 127.0.0.1, DNS rebinding, is refused);
 * - it came from the app's own page: a foreign Origin or Sec-Fetch-Site is refused, even with the token;
 * - it carries the token: as `Authorization: Bearer …`, or as the HttpOnly, SameSite=Strict cookie that the first
 *   address sets (the page then removes the token from the address bar).
 *
 * Refusals are JSON `{ error, message }` in Italian, naming the command that prints the right address.
 * The owner's app on a deployment takes no token at all: it has its login (inbox/auth.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { timingSafeEqual } from 'hono/utils/buffer';

export interface LocalAccessOptions {
  /** The port the app listens on (known once it listens, so asked at each request). */
  port: () => number;
  /** The command that prints the app's address, named in every refusal: `npm run inbox`, `npm run edit`. */
  command: string;
}

export interface LocalTokenOptions {
  token: string;
  /** The cookie that keeps the browser in after the first address. */
  cookie: string;
  command: string;
}

export interface LocalRefusal {
  error: 'host' | 'origin' | 'unauthorized';
  message: string;
}

const refuse = (c: Context, status: 401 | 403, refusal: LocalRefusal) => c.json(refusal, status);

/** Only this computer, through the address the app printed, from the app's own page. */
export function localAccessOnly({ port, command }: LocalAccessOptions): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    const host = c.req.header('host') ?? '';
    if (host !== `127.0.0.1:${port()}` && host !== `localhost:${port()}`) {
      return refuse(c, 403, {
        error: 'host',
        message: `Risponde solo all’indirizzo 127.0.0.1 stampato da ${command}: aprilo da lì.`,
      });
    }
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const foreignOrigin = origin !== undefined && origin !== `http://${host}`;
    const foreignSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    if (foreignOrigin || foreignSite) {
      return refuse(c, 403, { error: 'origin', message: 'Richiesta da un altro sito: rifiutata.' });
    }
    await next();
  });
}

async function sameSecret(given: string | undefined, token: string): Promise<boolean> {
  return given !== undefined && given !== '' && (await timingSafeEqual(given, token));
}

/** The token, from the header, the cookie or the printed address, which it moves into the cookie. */
export function localTokenRequired({ token, cookie, command }: LocalTokenOptions): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    const header = c.req.header('authorization');
    const bearer = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
    // Only the printed address itself (GET /?token=…) carries the token: no other address of the app takes it.
    const fromAddress = c.req.method === 'GET' && c.req.path === '/' ? c.req.query('token') : undefined;
    if (await sameSecret(fromAddress, token)) {
      setCookie(c, cookie, token, { httpOnly: true, sameSite: 'Strict', path: '/' });
    } else if (!(await sameSecret(bearer, token)) && !(await sameSecret(getCookie(c, cookie), token))) {
      return refuse(c, 401, {
        error: 'unauthorized',
        message: `Chiave di accesso mancante o non valida: apri l’indirizzo completo stampato da ${command}.`,
      });
    }
    await next();
  });
}
