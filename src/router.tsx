import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  type RouterHistory,
} from '@tanstack/react-router';
import { pageLoaders, routeManifest } from 'virtual:routes';
import { RootLayout } from './app/RootLayout.tsx';
import { NotFoundPage } from './app/NotFoundPage.tsx';

export const SPORT_INDEX_PATH = '/sport';

const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

const PageView = lazyRouteComponent(() => import('./app/PageView.tsx'));

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
    component: PageView,
  });
}

const pageRoutes = routeManifest.flatMap((entry) => [
  pageRoute(entry.path, entry.path),
  ...entry.aliases.map((alias) => pageRoute(alias, entry.path)),
]);

// Any unknown /sport/<anything> shows the sport index rather than the not-found page. An empty
// splat is refused so that "/sport" itself stays with its own route.
const sportFallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: `${SPORT_INDEX_PATH}/$`,
  params: { parse: (params) => (params._splat ? params : false) },
  loader: () => loadPageData(SPORT_INDEX_PATH),
  component: PageView,
});

// The section catalogue exists only in development: the production build drops the branch and its chunk.
const developmentRoutes = import.meta.env.DEV
  ? [
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/_catalogo',
        component: lazyRouteComponent(() => import('./catalogue/CataloguePage.tsx')),
      }),
    ]
  : [];

const routeTree = rootRoute.addChildren([...pageRoutes, sportFallbackRoute, ...developmentRoutes]);

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
