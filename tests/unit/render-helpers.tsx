import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { sectionTypes } from '../../src/sections/index.ts';
import { loadSectionComponents } from '../../src/sections/section-components.ts';
import { loadIslandComponents } from '../../src/islands/Island.tsx';
import { theme } from '../../src/ui/theme.ts';

/** Renders a piece of the site inside the same providers the app gives it: theme and a router (at `path`, home by default). */
export async function renderInSite(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  await Promise.all([loadSectionComponents(sectionTypes), loadIslandComponents()]);
  const rootRoute = createRootRoute({
    component: () => (
      <MantineProvider theme={theme} env="test">
        {ui}
      </MantineProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return render(<RouterProvider router={router} />);
}
