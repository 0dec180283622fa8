import { QueryClient } from '@tanstack/react-query';

/**
 * The forms' query client, passed to useMutation directly: the forms hydrate in separate roots
 * (islands, the dialogs), so no provider encloses them all.
 */
export const formsQueryClient = new QueryClient({
  // A lead is sent once; a visitor who sees the error decides whether to try again. Offline, the request fails at once instead of waiting.
  defaultOptions: { mutations: { retry: false, networkMode: 'always' } },
});
