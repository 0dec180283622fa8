/**
 * The owner's app on a deployment, at /admin/ on Node, Workers and Deno alike: a login page (a plain server-rendered
 * form, so it works before and without any script, and loads nothing before the password), then the inbox's client
 * and its API behind the session (auth.ts). No address of it accepts a token: the one-time address of `npm run inbox`
 * exists only on 127.0.0.1 (cli.ts).
 *
 * The client is the one `npm run build:inbox` makes, copied by the build into the site's folder as `.admin/` (a dot
 * folder the site never serves): each runtime hands its files over as it serves the site's (`AdminClientFiles`).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { csrf } from 'hono/csrf';
import { html } from 'hono/html';
import type { AnalyticsStore } from '../functions/send-contact-email/analytics-store.ts';
import type { AdminSessionStore } from '../functions/send-contact-email/admin-session-store.ts';
import { ownOrigin } from '../functions/send-contact-email/own-origin.ts';
import type { LeadStore } from '../functions/send-contact-email/store.ts';
import { createInboxApi } from './api.ts';
import type { ApiError } from './api-types.ts';
import {
  ADMIN_PATH,
  cookieNeedsSecure,
  createLoginLimiter,
  endSession,
  loginClientAddress,
  parsePasswordHash,
  requireSession,
  startSession,
  verifyPassword,
} from './auth.ts';
import { adminSecureHeaders } from '../admin-shell/secure-headers.ts';

/** Where the build puts the inbox's client inside the site's folder. */
export const ADMIN_CLIENT_DIR = '.admin';
/** What the client's page is told, so it calls its API with the session's cookie rather than a token. */
export const SESSION_MODE_META = '<meta name="inbox-auth" content="session" />';

/** The built files, as the runtime serves the site's (site-server's SiteFiles is one). */
export interface AdminClientFiles {
  serve(context: Context, file: string): Promise<Response | undefined>;
  text(file: string): Promise<string | undefined>;
}

export interface AdminAppOptions {
  store: LeadStore;
  /** The measurement's store, read by the Statistiche. */
  analytics: AnalyticsStore;
  sessions: AdminSessionStore;
  /** ADMIN_PASSWORD_HASH, as `npm run admin:password` printed it. */
  passwordHash: string;
  files: AdminClientFiles;
  trustedProxyHops: number;
  socketAddress?: (c: Context) => string | undefined;
  onLeadReleased?: (leadId: string) => void;
  now?: () => Date;
}

const TEXT = {
  title: 'Accesso alle richieste dal sito',
  password: 'Password',
  submit: 'Entra',
  wrongPassword: 'Password non corretta.',
  missingPassword: 'Scrivi la password.',
  tooMany: (seconds: number) => `Troppi tentativi di accesso: riprova tra ${seconds} secondi.`,
  signedOut: 'Sei uscito. A presto!',
  notFound: 'Pagina non trovata.',
};

const UNAUTHORIZED: ApiError = { error: 'unauthorized', message: 'Sessione scaduta: accedi di nuovo.' };

/** A lead's id as an alert's link names it (`/admin/?lead=<id>`), kept through the login; anything else is dropped. */
const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function leadToOpen(value: unknown): string | undefined {
  return typeof value === 'string' && LEAD_ID.test(value) ? value : undefined;
}

function leadQuery(leadId: string | undefined): string {
  return leadId === undefined ? '' : `?lead=${leadId}`;
}

function loginPage(message: string | undefined, status: 'error' | 'info' = 'error', leadId?: string) {
  return html`<!doctype html>
<html lang="it">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="data:," />
    <title>${TEXT.title}</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8f9fa; color: #212529; }
      main { background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 2rem; width: min(22rem, calc(100vw - 2rem)); box-sizing: border-box; }
      h1 { font-size: 1.375rem; margin: 0 0 1.5rem; }
      label { display: block; font-weight: 600; margin-bottom: 0.375rem; }
      input { width: 100%; box-sizing: border-box; font: inherit; padding: 0.625rem; border: 1px solid #868e96; border-radius: 4px; }
      button { margin-top: 1.25rem; width: 100%; font: inherit; font-weight: 600; padding: 0.625rem; border: 0; border-radius: 4px; background: #364fc7; color: #fff; cursor: pointer; }
      p[role] { margin: 0 0 1rem; padding: 0.75rem; border-radius: 4px; }
      .error { background: #ffe3e3; color: #8a1c1c; }
      .info { background: #e7f5ff; color: #1c4a8a; }
    </style>
  </head>
  <body>
    <main>
      <h1>${TEXT.title}</h1>
      ${message === undefined ? '' : html`<p role="${status === 'error' ? 'alert' : 'status'}" class="${status}">${message}</p>`}
      <form method="post" action="${ADMIN_PATH}/login">
        <label for="password">${TEXT.password}</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required autofocus />
        ${leadId === undefined ? '' : html`<input type="hidden" name="lead" value="${leadId}" />`}
        <button type="submit">${TEXT.submit}</button>
      </form>
    </main>
  </body>
</html>`;
}

/** The owner's app, answering its own paths (`/login`, `/api/…`): `mountAdmin` puts it at /admin on a host. */
export function createAdminApp(options: AdminAppOptions): Hono {
  const { store, sessions, files, trustedProxyHops, socketAddress } = options;
  const now = options.now ?? (() => new Date());
  // Checked when the app is made, so a host with a broken hash fails at start, not at the owner's first login.
  const passwordHash = parsePasswordHash(options.passwordHash);
  const limiter = createLoginLimiter(store);
  const app = new Hono();
  app.use('*', adminSecureHeaders());
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  // A form posted from another site is refused before it is read: its Origin must be this app's own.
  app.use('*', csrf({ origin: (origin, c) => origin === ownOrigin(c, { trustedProxyHops }) }));

  app.get('/login', (c) =>
    c.html(loginPage(c.req.query('uscito') === undefined ? undefined : TEXT.signedOut, 'info', leadToOpen(c.req.query('lead')))),
  );
  app.post('/login', async (c) => {
    const decision = await limiter.consume(loginClientAddress(c, trustedProxyHops, socketAddress), now());
    if (!decision.allowed) {
      return c.html(loginPage(TEXT.tooMany(decision.retryAfterSeconds)), 429, { 'Retry-After': String(decision.retryAfterSeconds) });
    }
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const password = form.password;
    const leadId = leadToOpen(form.lead);
    if (typeof password !== 'string' || password === '') return c.html(loginPage(TEXT.missingPassword, 'error', leadId), 400);
    if (!(await verifyPassword(password, passwordHash))) return c.html(loginPage(TEXT.wrongPassword, 'error', leadId), 401);
    await startSession(c, sessions, now(), cookieNeedsSecure(c, trustedProxyHops));
    return c.redirect(`${ADMIN_PATH}/${leadQuery(leadId)}`, 303);
  });
  app.post('/logout', async (c) => {
    await endSession(c, sessions, cookieNeedsSecure(c, trustedProxyHops));
    return c.redirect(`${ADMIN_PATH}/login?uscito`, 303);
  });

  app.use(
    '/api/*',
    requireSession(sessions, now, (c) => c.json(UNAUTHORIZED, 401)),
  );
  app.route(
    '/api',
    createInboxApi({
      store,
      analytics: options.analytics,
      ...(options.onLeadReleased === undefined ? {} : { onLeadReleased: options.onLeadReleased }),
      now,
    }),
  );
  app.use(
    '*',
    requireSession(sessions, now, (c) => c.redirect(`${ADMIN_PATH}/login${leadQuery(leadToOpen(c.req.query('lead')))}`, 302)),
  );
  app.get('/', async (c) => {
    const page = await files.text(`${ADMIN_CLIENT_DIR}/index.html`);
    if (page === undefined) return c.text('Il client della casella non è nel sito pubblicato: esegui npm run build.', 503);
    return c.html(page.replace('<head>', `<head>\n    ${SESSION_MODE_META}`));
  });
  app.get('/assets/:file{[A-Za-z0-9_-][A-Za-z0-9._-]*}', async (c) => {
    const served = await files.serve(c, `${ADMIN_CLIENT_DIR}/assets/${c.req.param('file')}`);
    if (served === undefined) return c.text(TEXT.notFound, 404);
    served.headers.set('Cache-Control', 'private, max-age=31536000, immutable');
    return served;
  });
  app.all('*', (c) => c.text(TEXT.notFound, 404));
  return app;
}

/** Mounts the owner's app at /admin on a host's root app: register it before the site, whose headers it does not take. */
export function mountAdmin(root: Hono, options: AdminAppOptions): void {
  const admin = createAdminApp(options);
  // The client's files are addressed relative to the page: /admin is sent to /admin/.
  root.get(ADMIN_PATH, (c) => c.redirect(`${ADMIN_PATH}/`, 301));
  root.mount(ADMIN_PATH, admin.fetch);
}
