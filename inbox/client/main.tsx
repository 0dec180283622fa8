import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import './inbox.css';
import { createTheme, type CSSVariablesResolver, Drawer, DrawerHeader, MantineProvider, Modal, ModalHeader } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient, openedBehindLogin, takeToken } from './api-client.ts';
import { App } from './App.tsx';
import { MissingToken } from './MissingToken.tsx';
import { SignOut } from './SignOut.tsx';

// Shade 8 for every filled colour: white text on it keeps at least 4.5:1 (WCAG AA).
const closeButtonProps = { 'aria-label': 'Chiudi' };
const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  components: {
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
    // A dialog's header is part of the dialog, not the page's banner landmark (as on the site, src/theme.ts).
    DrawerHeader: DrawerHeader.extend({ defaultProps: { role: 'none' } }),
    ModalHeader: ModalHeader.extend({ defaultProps: { role: 'none' } }),
  },
});
// Mantine's dimmed text (descriptions, captions) is gray 6, 3.3:1 on white: gray 7 reads at 4.5:1 or more.
const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolved.colors.gray[7] ?? '#495057' },
  dark: {},
});
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

const root = document.getElementById('root');
if (root === null) throw new Error('The inbox page has no #root element.');
const behindLogin = openedBehindLogin();
const token = behindLogin ? undefined : takeToken();

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        {behindLogin ? (
          <App api={createApiClient({ kind: 'session' })} actions={<SignOut />} />
        ) : token === undefined ? (
          <MissingToken />
        ) : (
          <App api={createApiClient({ kind: 'token', token })} />
        )}
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
