import { MantineProvider } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import site from 'virtual:site';
import { ConsentBanner } from '../chrome/ConsentBanner.tsx';
import { FloatingButtons } from '../chrome/FloatingButtons.tsx';
import { Footer } from '../chrome/Footer.tsx';
import { Header } from '../chrome/Header.tsx';
import { DialogProvider } from '../dialogs/dialog-context.tsx';
import { NewsletterAutoOpen } from '../dialogs/NewsletterAutoOpen.tsx';
import { Notices } from '../forms/Notices.tsx';
import { theme } from '../theme.ts';
import classes from './RootLayout.module.css';

export function RootLayout() {
  useEffect(() => {
    // Lets tests and benchmarks wait until the prerendered page has become interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DialogProvider>
        <a className={classes.skipLink} href="#main">
          {site.ui.skipToContent}
        </a>
        <Header />
        <main id="main" className={classes.main}>
          <Outlet />
        </main>
        <Footer />
        <FloatingButtons />
        <ConsentBanner />
        <NewsletterAutoOpen />
        <Notices />
      </DialogProvider>
    </MantineProvider>
  );
}
