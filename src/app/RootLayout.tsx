import '../styles/mantine.css';
import '../styles/fonts.css';
import '../styles/global.css';
import 'virtual:theme.css';
import { MantineProvider } from '@mantine/core';
import { Outlet, useRouterState } from '@tanstack/react-router';
import site from 'virtual:site';
import { ConsentBanner } from '../chrome/ConsentBanner.tsx';
import { Footer } from '../chrome/Footer.tsx';
import { pageDialogsOf } from '../dialogs/page-dialogs.ts';
import { PageDialogsView } from '../dialogs/PageDialogs.tsx';
import { Island } from '../islands/Island.tsx';
import type { PageData } from '../sections/content-types.ts';
import { theme } from '../ui/theme.ts';
import classes from './RootLayout.module.css';

/**
 * The page frame, prerendered. Only its islands hydrate in the browser (the header here, forms and the blog
 * search in the page); the theme's variables come with the page's stylesheet (virtual:theme.css), so the
 * provider writes no <style> of its own. The dialogs the page's buttons open, derived from its data, come last.
 */
export function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The page's own data (an unknown address has none): its dialogs are known before anything renders.
  const page = useRouterState({ select: (state) => state.matches.at(-1)?.loaderData as PageData | undefined });
  const pageDialogs = pageDialogsOf(page?.sections ?? []);
  return (
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      <a className={classes.skipLink} href="#main">
        {site.ui.skipToContent}
      </a>
      <Island of="header" hydrate="press" props={{ pathname }} />
      {/* In the page's flow, under the header: on a first visit it covers nothing of the page. */}
      <ConsentBanner />
      {/* Focusable by script only, so the skip link moves the focus itself rather than just the scroll position. */}
      <main id="main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <PageDialogsView dialogs={pageDialogs} />
    </MantineProvider>
  );
}
