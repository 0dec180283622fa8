import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cacheControl, canonicalPath, isBuildInternal, prefillFields, SPORT_INDEX_FILE, SPORT_PREFIX } from './rules.ts';

export { canonicalPath, isBuildInternal, prefillFields, SPORT_INDEX_FILE, SPORT_PREFIX };

function isFile(candidate: string): boolean {
  return existsSync(candidate) && statSync(candidate).isFile();
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
