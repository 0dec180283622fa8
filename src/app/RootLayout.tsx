import { MantineProvider } from '@mantine/core';
import { Outlet, useRouterState } from '@tanstack/react-router';
import site from 'virtual:site';
import { ConsentBanner } from '../chrome/ConsentBanner.tsx';
import { FloatingButtons } from '../chrome/FloatingButtons.tsx';
import { Footer } from '../chrome/Footer.tsx';
import { Header } from '../chrome/Header.tsx';
import { NewsletterAutoOpen } from '../dialogs/NewsletterAutoOpen.tsx';
import { Island } from '../islands/Island.tsx';
import { theme } from '../ui/theme.ts';
import classes from './RootLayout.module.css';

/**
 * The page frame. Prerendered, only the islands in it (header, floating buttons, interactive
 * sections) hydrate; inside the app (after the first client-side navigation) it renders as a whole.
 * The consent banner is plain markup driven by src/chrome/consent-banner.ts; dialogs and notices
 * live in roots of their own.
 */
export function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <a className={classes.skipLink} href="#main">
        {site.ui.skipToContent}
      </a>
      <Island name="header" id="h-" hydrate="interaction" props={{ pathname }}>
        <Header pathname={pathname} />
      </Island>
      {/* Focusable by script only, so the skip link moves the focus itself rather than just the scroll position. */}
      <main id="main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Island name="floating-buttons" id="f-" hydrate="interaction" props={{}}>
        <FloatingButtons />
      </Island>
      <ConsentBanner />
      <NewsletterAutoOpen pathname={pathname} />
    </MantineProvider>
  );
}
