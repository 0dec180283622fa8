import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { takeTokenFromAddress } from '../../admin-shell/client/address-token.ts';
import { adminCssVariables, adminTheme } from '../../admin-shell/client/theme.ts';
import { App } from './App.tsx';

// The first address carries the token; the server has answered it with a cookie that every later request (the
// preview's frame and its files too) carries, so the page needs the token no more.
takeTokenFromAddress();
const root = document.getElementById('root');
if (root === null) throw new Error('The editor page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={adminTheme} cssVariablesResolver={adminCssVariables}>
      <ModalsProvider labels={{ confirm: 'Conferma', cancel: 'Annulla' }}>
        <Notifications position="bottom-right" />
        <App />
      </ModalsProvider>
    </MantineProvider>
  </StrictMode>,
);
