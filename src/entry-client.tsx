import '@mantine/core/styles.css';
import './styles/fonts.css';
import './styles/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const router = createAppRouter();

if ('$_TSR' in window) {
  hydrateRoot(container, <RouterClient router={router} />, {
    onRecoverableError(error, info) {
      console.error('Hydration problem', error, info.componentStack);
    },
  });
} else {
  // The dev server serves no prerendered markup.
  createRoot(container).render(<RouterProvider router={router} />);
}
