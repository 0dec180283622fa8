import { createRootRoute, createRoute, createRouter, lazyRouteComponent, notFound, type RouterHistory } from '@tanstack/react-router';
import { pageLoaders, routeManifest } from 'virtual:routes';
import site from 'virtual:site';
import { RootLayout } from './app/RootLayout.tsx';
import { NotFoundPage } from './app/NotFoundPage.tsx';
import { loadSectionComponents, registeredSectionTypes } from './sections/section-components.ts';
import type { PageData, RouteManifestEntry } from './sections/content-types.ts';
import { headForNotFound, headForPage, routeHead } from './seo/head.ts';

export const SPORT_INDEX_PATH = '/sport';

const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  // An address that matches no page leaves the root as the only match; a page route writes its own head.
  head: ({ matches }) =>
    matches.length === 1 || matches.some((match) => match.status === 'notFound') ? routeHead(headForNotFound(site)) : {},
});

const manifestByPath = new Map<string, RouteManifestEntry>(routeManifest.map((entry) => [entry.path, entry]));

const pageViews = new Map<string, ReturnType<typeof lazyRouteComponent>>();

/**
 * A page's view, ready only once the components of its sections have loaded (each page loads just its own).
 * Routes showing the same page (aliases, the sport fallback) share one view.
 */
function pageView(dataPath: string) {
  const existing = pageViews.get(dataPath);
  if (existing) return existing;
  const entry = manifestByPath.get(dataPath);
  const view = lazyRouteComponent(async () => {
    const [module] = await Promise.all([
      entry?.isPost ? import('./app/PostView.tsx') : import('./app/PageView.tsx'),
      loadSectionComponents(entry?.sectionTypes ?? []),
    ]);
    return module;
  });
  pageViews.set(dataPath, view);
  return view;
}

async function loadPageData(dataPath: string) {
  const load = pageLoaders[dataPath];
  if (!load) throw notFound();
  return (await load()).default;
}

function pageRoute(routePath: string, dataPath: string) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: routePath,
    loader: () => loadPageData(dataPath),
    head: ({ loaderData }: { loaderData?: PageData }) => (loaderData ? routeHead(headForPage(loaderData, site)) : {}),
    component: pageView(dataPath),
  });
}

const pageRoutes = routeManifest.flatMap((entry) => [
  pageRoute(entry.path, entry.path),
  ...entry.aliases.map((alias) => pageRoute(alias, entry.path)),
]);

const knownPaths = new Set(routeManifest.flatMap((entry) => [entry.path, ...entry.aliases]));

/**
 * Any unknown /sport/<anything> shows the sport index. The server answers it with the prerendered
 * /sport page; reading the address as /sport inside the router makes the page hydrate on the very
 * route it was rendered for, while the visitor keeps the address they typed.
 */
function readUnknownSportPathAsIndex({ url }: { url: URL }): URL | undefined {
  const pathname = url.pathname.replace(/\/+$/, '');
  if (!pathname.startsWith(`${SPORT_INDEX_PATH}/`) || knownPaths.has(pathname)) return undefined;
  url.pathname = SPORT_INDEX_PATH;
  return url;
}

// The section catalogue exists only in development: the production build drops the branch and its chunk.
const developmentRoutes = import.meta.env.DEV
  ? [
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/_catalogo',
        component: lazyRouteComponent(async () => {
          const [catalogue] = await Promise.all([import('./catalogue/CataloguePage.tsx'), loadSectionComponents(registeredSectionTypes)]);
          return catalogue;
        }),
      }),
    ]
  : [];

const routeTree = rootRoute.addChildren([...pageRoutes, ...developmentRoutes]);

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    scrollRestoration: false,
    rewrite: { input: readUnknownSportPathAsIndex },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
