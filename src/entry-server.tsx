import { createMemoryHistory, RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { routeManifest } from 'virtual:routes';
import site from 'virtual:site';
import { loadIslandComponents } from './islands/Island.tsx';
import { createAppRouter } from './router.tsx';
import { loadSectionComponents, registeredSectionTypes } from './sections/section-components.ts';
import { PageHead } from './seo/PageHead.tsx';
import { iconSprite, startIconSprite } from './ui/sprite-icon.tsx';
import fontUrl from './styles/fonts/plus-jakarta-sans-italian.woff2?url';

export { routeManifest, site };

export interface RenderedPage {
  /** The page's own head: title, description, canonical address, Open Graph, structured data, the font's preload. */
  head: string;
  /** The markup inside the page's #root. */
  body: string;
  /** The address is no page of the site: the page says so, and is answered with 404. */
  notFound: boolean;
}

// Every section and island component is loaded once, so each page renders in one synchronous pass.
const componentsLoaded = Promise.all([loadIslandComponents(), loadSectionComponents(registeredSectionTypes)]);

/** Renders the page at `path` (an unknown path renders the not-found page) with the router's route table, loaders and head. */
export async function renderPage(path: string): Promise<RenderedPage> {
  await componentsLoaded;
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const head = renderToString(
    <RouterContextProvider router={router}>
      <PageHead />
    </RouterContextProvider>,
  );
  const fontPreload = `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin>`;
  const notFound = router.state.matches.length === 1 || router.state.matches.some((match) => match.status === 'notFound');
  startIconSprite();
  const app = renderToString(<RouterProvider router={router} />);
  return { head: `${fontPreload}\n${head}`, body: `${iconSprite()}${app}`, notFound };
}
