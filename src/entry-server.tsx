import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import site from 'virtual:site';
import { pageLoaders, routeManifest } from 'virtual:routes';
import fontUrl from './styles/fonts/plus-jakarta-sans-italian.woff2?url';
import { setServerIslandRenderer } from './islands/island-renderer.ts';
import { createAppRouter } from './router.tsx';
import { headForNotFound, headForPage, renderHead } from './seo/head.ts';

export { routeManifest, site };

export interface RenderedPage {
  head: string;
  html: string;
}

setServerIslandRenderer((node, identifierPrefix) => renderToString(node, { identifierPrefix }));

/**
 * The page's markup. The browser hydrates only its islands (src/islands/), so the router's state is
 * not sent along: the page carries no inline script.
 */
async function renderAppHtml(path: string): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}

function commonHead(): string {
  return `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin>`;
}

/** Renders one route; `dataPath` is the page whose data it shows (an alias or fallback shows another page's). */
export async function renderPage(path: string, dataPath: string = path): Promise<RenderedPage> {
  const load = pageLoaders[dataPath];
  if (!load) throw new Error(`No page data for ${dataPath}`);
  const page = (await load()).default;
  return { head: `${commonHead()}\n    ${renderHead(headForPage(page, site))}`, html: await renderAppHtml(path) };
}

export async function renderNotFound(path: string): Promise<RenderedPage> {
  return { head: `${commonHead()}\n    ${renderHead(headForNotFound(site))}`, html: await renderAppHtml(path) };
}
