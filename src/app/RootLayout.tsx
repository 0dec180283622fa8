import '../styles/mantine.css';
import '../styles/fonts.css';
import '../styles/global.css';
import 'virtual:theme.css';
import { MantineProvider } from '@mantine/core';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import site from 'virtual:site';
import { ConsentBanner } from '../chrome/ConsentBanner.tsx';
import { Footer } from '../chrome/Footer.tsx';
import { PageDialogsView } from '../dialogs/PageDialogs.tsx';
import { Island } from '../islands/Island.tsx';
import { PageDialogs, PageDialogsContext } from '../ui/dialog-link.ts';
import { theme } from '../ui/theme.ts';
import classes from './RootLayout.module.css';

/**
 * The page frame, prerendered. Only its islands hydrate in the browser (the header here, forms and the blog
 * search in the page); the theme's variables come with the page's stylesheet (virtual:theme.css), so the
 * provider writes no <style> of its own. The dialogs the page's buttons open come last, once all are known.
 */
export function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The header's newsletter button opens the panel on every page (src/chrome/FloatingButtons.tsx).
  const [pageDialogs] = useState(() => {
    const dialogs = new PageDialogs();
    dialogs.add({ name: 'newsletter' });
    return dialogs;
  });
  return (
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      <PageDialogsContext value={pageDialogs}>
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
      </PageDialogsContext>
    </MantineProvider>
  );
}
