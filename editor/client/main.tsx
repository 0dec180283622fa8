import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createTheme, type CSSVariablesResolver, DrawerHeader, MantineProvider, Modal, ModalHeader } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { forgetTokenInAddress } from './api.ts';
import { App } from './App.tsx';

// Shade 8 for every filled colour: white text on it keeps at least 4.5:1 (WCAG AA), as in the inbox.
const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Chiudi' } } }),
    // A dialog's header is part of the dialog, not the page's banner landmark.
    DrawerHeader: DrawerHeader.extend({ defaultProps: { role: 'none' } }),
    ModalHeader: ModalHeader.extend({ defaultProps: { role: 'none' } }),
  },
});
// Mantine's dimmed text (descriptions) is gray 6, 3.3:1 on white: gray 7 reads at 4.5:1 or more.
const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolved.colors.gray[7] ?? '#495057' },
  dark: {},
});

forgetTokenInAddress();
const root = document.getElementById('root');
if (root === null) throw new Error('The editor page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <ModalsProvider labels={{ confirm: 'Conferma', cancel: 'Annulla' }}>
        <Notifications position="bottom-right" />
        <App />
      </ModalsProvider>
    </MantineProvider>
  </StrictMode>,
);
