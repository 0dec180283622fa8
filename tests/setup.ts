import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  // The router scrolls on navigation, which jsdom only reports as not implemented.
  Object.defineProperty(window, 'scrollTo', { value: () => undefined, configurable: true });
  // Mantine reads media queries; jsdom has none.
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
}

afterEach(() => {
  if (typeof window !== 'undefined') cleanup();
});
