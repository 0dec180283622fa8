import { RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from '../router.tsx';
import { removePrerenderedHead } from '../seo/head.ts';
import { PageHead } from '../seo/PageHead.tsx';
import { interceptInternalLinks } from './navigation.ts';

function WithPageHead({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHead />
      {children}
    </>
  );
}

/**
 * The whole site as a client-side app on the router: in development (no prerendered markup), and on a
 * prerendered page from the first click on an internal link on. It renders the current address.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const router = createAppRouter();
  await router.load();
  // From here on the router writes the head: the prerendered tags would otherwise stay beside (and before) its own.
  removePrerenderedHead();
  createRoot(container).render(<RouterProvider router={router} InnerWrap={WithPageHead} />);
  interceptInternalLinks((destination) => void router.navigate({ href: destination }));
}
