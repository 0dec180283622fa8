import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import type { RenderedPage } from '../src/entry-server.tsx';
import { pageDocument } from './page-document.ts';
import { svgDataUri } from '../content-compiler/images.ts';

const THEME_CSS = 'virtual:theme.css';
const RESOLVED_THEME_CSS = `\0${THEME_CSS}`;
const SERVER_ENTRY = '/src/entry-server.tsx';
const CLIENT_ENTRY = '/src/entry-client.ts';

interface ServerEntry {
  renderPage(path: string): Promise<RenderedPage>;
}

function wantsPage(request: IncomingMessage): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
}

/** The address the dev server answers a module at: a virtual module's id goes under /@id/, as Vite writes it in imports. */
function browserUrl(url: string): string {
  if (url.startsWith('/')) return url;
  return `/@id/${url.replace('\0', '__x00__')}`;
}

/** Every stylesheet the server render imported, in the order the modules imported them. */
function stylesheetsOf(server: ViteDevServer): string[] {
  const graph = server.environments.ssr.moduleGraph;
  const entry = graph.getModulesByFile(path.join(server.config.root, SERVER_ENTRY))?.values().next().value;
  const stylesheets: string[] = [];
  const seen = new Set<EnvironmentModuleNode>();
  const visit = (module: EnvironmentModuleNode) => {
    if (seen.has(module)) return;
    seen.add(module);
    for (const imported of module.importedModules) visit(imported);
    if (module.id?.endsWith('.css')) stylesheets.push(`${browserUrl(module.url)}${module.url.includes('?') ? '&' : '?'}direct`);
  };
  if (entry) visit(entry);
  return stylesheets;
}

/**
 * The theme's variables as a stylesheet (`virtual:theme.css`), and, in development, every page rendered on the
 * server as the build prerenders it, with the same islands, dialogs and inline script: one runtime everywhere.
 */
export function pagesPlugin(): Plugin {
  return {
    name: 'pages',
    resolveId(id) {
      return id === THEME_CSS ? RESOLVED_THEME_CSS : undefined;
    },
    // Imported when asked for, not with the config: Mantine brings React, which must load in the build's mode.
    async load(id) {
      if (id.split('?')[0] !== RESOLVED_THEME_CSS) return undefined;
      const { themeCssVariables } = await import('../src/ui/theme-css.ts');
      return themeCssVariables();
    },
    configureServer(server) {
      const icon = () => svgDataUri(readFileSync(path.join(server.config.publicDir, 'favicon.svg'), 'utf8'));
      // After Vite's own middlewares: modules, assets and the public folder are served first.
      return () => {
        server.middlewares.use(async (request, response, next) => {
          if (!wantsPage(request)) return next();
          try {
            const url = new URL(request.url ?? '/', 'http://localhost');
            const entry = (await server.ssrLoadModule(SERVER_ENTRY)) as ServerEntry;
            const page = await entry.renderPage(url.pathname);
            const document = pageDocument({
              head: page.head,
              body: page.body,
              icon: icon(),
              inlineStyles: '',
              stylesheets: { plain: stylesheetsOf(server) },
              entryScript: CLIENT_ENTRY,
            });
            response.statusCode = page.notFound ? 404 : 200;
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(await server.transformIndexHtml(url.pathname + url.search, document));
          } catch (error) {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          }
        });
      };
    },
    // A change to a module only the server renders (a static section) reloads the page; islands update in place.
    hotUpdate({ modules, server }) {
      if (this.environment.name !== 'ssr' || modules.length === 0) return;
      server.ws.send({ type: 'full-reload' });
    },
  };
}
