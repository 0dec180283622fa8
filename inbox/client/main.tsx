import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import './inbox.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adminCssVariables, adminTheme } from '../../admin-shell/client/theme.ts';
import { createApiClient, openedBehindLogin, takeToken } from './api-client.ts';
import { App } from './App.tsx';
import { MissingToken } from './MissingToken.tsx';
import { SignOut } from './SignOut.tsx';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

const root = document.getElementById('root');
if (root === null) throw new Error('The inbox page has no #root element.');
const behindLogin = openedBehindLogin();
const token = behindLogin ? undefined : takeToken();

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={adminTheme} cssVariablesResolver={adminCssVariables}>
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
