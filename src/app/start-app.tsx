import { RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from '../router.tsx';
import { interceptInternalLinks } from './navigation.ts';

/**
 * The whole site as a client-side app on the router: in development (no prerendered markup), and on a
 * prerendered page from the first click on an internal link on. It renders the current address.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const router = createAppRouter();
  await router.load();
  createRoot(container).render(<RouterProvider router={router} />);
  interceptInternalLinks((destination) => void router.navigate({ href: destination }));
}
