import { createMemoryHistory, RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import site from 'virtual:site';
import { pageLoaders, routeManifest } from 'virtual:routes';
import fontUrl from './styles/fonts/plus-jakarta-sans-italian.woff2?url';
import { setServerIslandRenderer } from './islands/island-renderer.ts';
import { createAppRouter } from './router.tsx';
import { PageHead } from './seo/PageHead.tsx';

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
async function renderAppPage(path: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // One tag a line, for people reading the page source. React escapes < and > in text and attributes, so >< only joins tags.
  const head = renderToString(
    <RouterContextProvider router={router}>
      <PageHead />
    </RouterContextProvider>,
  ).replaceAll('><', '>\n    <');
  return { head: `${commonHead()}\n    ${head}`, html: renderToString(<RouterProvider router={router} />) };
}

function commonHead(): string {
  return `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin>`;
}

/** Renders one route; `dataPath` is the page whose data it shows (an alias or fallback shows another page's). */
export async function renderPage(path: string, dataPath: string = path): Promise<RenderedPage> {
  if (!pageLoaders[dataPath]) throw new Error(`No page data for ${dataPath}`);
  return renderAppPage(path);
}

export function renderNotFound(path: string): Promise<RenderedPage> {
  return renderAppPage(path);
}
