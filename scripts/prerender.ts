import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from '../src/entry-server.tsx';
import type { RouteManifestEntry } from '../src/content-types.ts';
import type { Site } from '../schema/site.ts';
import { pageStylesheets, withoutStylesheetLinks } from './page-styles.ts';

interface ServerEntry {
  renderPage(path: string, dataPath?: string): Promise<RenderedPage>;
  renderNotFound(path: string): Promise<RenderedPage>;
  routeManifest: RouteManifestEntry[];
  site: Site;
}

export const NOT_FOUND_FILE = '404.html';

const MANTINE_STYLE = /<style data-mantine-styles="[^"]*">[^<]*<\/style>/g;

/**
 * Mantine writes its theme variables and responsive props as <style> elements where it renders, inside
 * the body; HTML allows them only in the head. The page is not hydrated as a whole (islands never hold
 * one: src/islands/Island.tsx), so they can move there.
 */
function hoistStyles(html: string): { body: string; styles: string } {
  const styles = [...new Set(html.match(MANTINE_STYLE) ?? [])];
  return { body: html.replace(MANTINE_STYLE, ''), styles: styles.join('\n    ') };
}

function fillTemplate(template: string, rendered: RenderedPage, stylesheets: string): string {
  const { body, styles } = hoistStyles(rendered.html);
  return template.replace('<!--app-head-->', `${stylesheets}\n    ${styles}\n    ${rendered.head}`).replace('<!--app-html-->', body);
}

function outputFile(clientDir: string, routePath: string): string {
  return path.join(clientDir, ...routePath.split('/').filter(Boolean), 'index.html');
}

function sitemap(site: Site, manifest: RouteManifestEntry[]): string {
  const urls = manifest
    .filter((entry) => entry.sitemap)
    .map((entry) => `  <url><loc>${site.brand.url}${entry.path === '/' ? '/' : entry.path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Writes every route as static HTML (plus aliases, the 404 page, sitemap.xml and robots.txt). Returns the page count. */
export async function prerender({ clientDir, serverDir }: { clientDir: string; serverDir: string }): Promise<number> {
  const entry = (await import(pathToFileURL(path.resolve(serverDir, 'entry-server.js')).href)) as ServerEntry;
  const { template, entryStyles } = withoutStylesheetLinks(readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
  const stylesheetsFor = pageStylesheets(clientDir, entryStyles);
  let written = 0;

  const write = (routePath: string, html: string) => {
    const file = outputFile(clientDir, routePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    written += 1;
  };

  for (const route of entry.routeManifest) {
    const stylesheets = stylesheetsFor(route);
    write(route.path, fillTemplate(template, await entry.renderPage(route.path), stylesheets));
    for (const alias of route.aliases) write(alias, fillTemplate(template, await entry.renderPage(alias, route.path), stylesheets));
  }
  writeFileSync(path.join(clientDir, NOT_FOUND_FILE), fillTemplate(template, await entry.renderNotFound('/404'), stylesheetsFor(undefined)));
  writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemap(entry.site, entry.routeManifest));
  const routePaths = entry.routeManifest.flatMap((route) => [route.path, ...route.aliases]);
  writeFileSync(path.join(serverDir, 'routes.json'), JSON.stringify(routePaths));
  writeFileSync(path.join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${entry.site.brand.url}/sitemap.xml\n`);
  return written;
}
