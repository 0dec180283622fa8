/**
 * The site server, in web APIs only: one Hono app that Node (node.ts, what `npm start` runs) and the Cloudflare
 * Worker (runtimes/cloudflare/worker.ts) both run, each giving it the built files its own way (SiteFiles). It
 * answers pages and files with their type and caching, the 404 page with its status, any unknown /sport/* with the
 * sport index, a page asked with a message in its address with its form filled in, and sends every other spelling
 * of a path to its one spelling; what the build keeps for itself is never served.
 */
import { type Context, Hono } from 'hono';
import type { Logger } from '../functions/send-contact-email/log.ts';
import { parseHeadersFile, SERVER_HEADERS_FILE } from './headers.ts';
import { prefillFields } from './prefill.ts';
import {
  cacheControl,
  canonicalPath,
  isBuildInternal,
  isRepeatVisit,
  NOT_FOUND_FILE,
  PAGE_VARIES_BY,
  REPEAT_VISIT_DIR,
  SPORT_INDEX_FILE,
  SPORT_PREFIX,
  siteFilePath,
  sitePagePath,
} from './rules.ts';

/** The built site's files, by their path inside the site's folder (`contatti/index.html`). */
export interface SiteFiles {
  /** The file answered as the host sends files (type, compressed copy, length), or undefined when there is none. */
  serve(context: Context, file: string): Promise<Response | undefined>;
  /** The file's text, or undefined when there is none. */
  text(file: string): Promise<string | undefined>;
}

/** The security headers the build wrote for the site server (headers.ts). */
export async function builtHeaders(files: SiteFiles): Promise<Record<string, string>> {
  const text = await files.text(SERVER_HEADERS_FILE);
  if (text === undefined)
    throw new Error(`The built site has no ${SERVER_HEADERS_FILE}: run npm run build, which writes the security headers.`);
  return parseHeadersFile(text);
}

export interface SiteAppOptions {
  /** Told of every address answered with the 404 page. */
  logger?: Pick<Logger, 'warn'>;
}

export function createSiteApp(files: SiteFiles, { logger }: SiteAppOptions = {}): Hono {
  const app = new Hono();
  app.on(['GET', 'HEAD'], '*', async (context, next) => {
    await next();
    if (context.res.status >= 300 && context.res.status < 400) return;
    context.res.headers.set('Cache-Control', cacheControl(context.req.path, context.res.headers.get('Content-Type')));
    context.res.headers.set('X-Content-Type-Options', 'nosniff');
    if (context.res.headers.get('Content-Type')?.startsWith('text/html')) context.res.headers.append('Vary', PAGE_VARIES_BY);
  });
  // A handler rather than app.notFound: mounted with app.route() beside the function, the parent's notFound would answer.
  app.on(['GET', 'HEAD'], '*', async (context) => {
    const url = new URL(context.req.url);
    const notFound = async () => {
      logger?.warn('not_found', { path: url.pathname });
      return context.html((await files.text(NOT_FOUND_FILE)) ?? '', 404);
    };
    if (isBuildInternal(url.pathname)) return notFound();
    // A page's repeat-visit copy first, for a click from another page of the site (rules.ts).
    const pageCopies = (file: string) =>
      isRepeatVisit(context.req.raw.headers, url.host) && file.endsWith('index.html') ? [`${REPEAT_VISIT_DIR}/${file}`, file] : [file];
    const pageText = async (file: string) => {
      for (const copy of pageCopies(file)) {
        const text = await files.text(copy);
        if (text !== undefined) return text;
      }
      return undefined;
    };
    const servePage = async (file: string) => {
      for (const copy of pageCopies(file)) {
        const served = await files.serve(context, copy);
        if (served !== undefined) return served;
      }
      return undefined;
    };
    const canonical = canonicalPath(url.pathname);
    // A page asked with parameters may have a field to fill in from them (prefill.ts); a page spelled with other
    // slashes is answered as it is, anything else spelled so is sent to its one spelling.
    if (url.search !== '' || canonical !== url.pathname) {
      const pageFile = sitePagePath(url.pathname);
      const page = pageFile === undefined ? undefined : await pageText(pageFile);
      if (page !== undefined) return context.html(prefillFields(page, url.searchParams));
      if (canonical !== url.pathname) return context.redirect(canonical + url.search, 301);
    }
    const file = siteFilePath(url.pathname);
    const found = file === undefined ? undefined : await servePage(file);
    if (found !== undefined) return found;
    if (url.pathname.startsWith(SPORT_PREFIX)) {
      const sportIndex = await servePage(SPORT_INDEX_FILE);
      if (sportIndex !== undefined) return sportIndex;
    }
    return notFound();
  });
  return app;
}
