/** The site server on Node: the built files read from disk, with the compressed copies the build made. */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createJsonLogger } from '../functions/send-contact-email/log.ts';
import { createSiteApp, type SiteAppOptions, type SiteFiles } from './site-app.ts';

/** The files of a built site on disk; `file` comes from siteFilePath, which lets no `..` through. */
export function nodeSiteFiles(distDir: string): SiteFiles {
  const root = path.resolve(distDir);
  const inside = (file: string) => {
    const full = path.join(root, file);
    return full.startsWith(root + path.sep) && existsSync(full) && statSync(full).isFile() ? full : undefined;
  };
  return {
    async serve(context, file) {
      if (inside(file) === undefined) return undefined;
      return (await serveStatic({ root, path: file, precompressed: true })(context, async () => undefined)) ?? undefined;
    },
    async text(file) {
      const full = inside(file);
      return full === undefined ? undefined : readFile(full, 'utf8');
    },
  };
}

/** What `npm start` serves besides the function: the built site in `distDir`, compressed where the build did not. */
export function createNodeSiteApp(distDir: string, options: SiteAppOptions = {}): Hono {
  const app = new Hono();
  app.use('*', compress());
  app.route('/', createSiteApp(nodeSiteFiles(distDir), { logger: options.logger ?? createJsonLogger({ level: 'warn' }) }));
  return app;
}
