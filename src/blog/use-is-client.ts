import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards.
 * Lets a component render exactly the prerendered markup first, then what only the browser knows.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
