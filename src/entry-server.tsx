import { ColorSchemeScript } from '@mantine/core';
import { createMemoryHistory } from '@tanstack/react-router';
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import site from 'virtual:site';
import { pageLoaders, routeManifest } from 'virtual:routes';
import fontUrl from '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import { createAppRouter } from './router.tsx';
import { headForNotFound, headForPage, renderHead } from './seo/head.ts';

export { routeManifest, site };

export interface RenderedPage {
  head: string;
  html: string;
}

async function renderAppHtml(path: string): Promise<string> {
  const handler = createRequestHandler({
    createRouter: () => createAppRouter(createMemoryHistory({ initialEntries: [path] })),
    request: new Request(`http://localhost${path}`),
  });
  const response = await handler(defaultRenderHandler);
  return (await response.text()).replace(/^<!DOCTYPE html>/i, '');
}

function commonHead(): string {
  return [
    `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin>`,
    renderToString(<ColorSchemeScript defaultColorScheme="light" />),
  ].join('\n    ');
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
