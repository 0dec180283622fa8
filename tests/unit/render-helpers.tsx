import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DialogProvider } from '../../src/dialogs/dialog-context.tsx';
import { theme } from '../../src/theme.ts';

/** Renders a piece of the site inside the same providers the app gives it: theme, dialogs and a router. */
export async function renderInSite(ui: ReactNode) {
  const rootRoute = createRootRoute({
    component: () => (
      <MantineProvider theme={theme} env="test">
        <DialogProvider>{ui}</DialogProvider>
      </MantineProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  return render(<RouterProvider router={router} />);
}
