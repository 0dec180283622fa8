import { useCallback, useState } from 'react';
import type { ContactPayload } from '../../schema/contact.ts';
import { loadFormsRuntime } from './runtime.ts';

/**
 * The forms' one mutation: posts a payload to send-contact-email through TanStack Query.
 * The query client lives in the lazily loaded forms runtime (react-query's hooks would put it in
 * every page's first load), so this hook drives a MutationObserver there and tracks its pending state.
 * On failure the runtime has already logged the details and shown the error notice.
 */
export function useSendContactEmail() {
  const [isPending, setIsPending] = useState(false);
  const mutate = useCallback(async (payload: ContactPayload): Promise<boolean> => {
    setIsPending(true);
    try {
      const runtime = await loadFormsRuntime();
      return await runtime.runSendContactEmail(payload);
    } catch (error) {
      console.error('Could not load the form scripts', error);
      return false;
    } finally {
      setIsPending(false);
    }
  }, []);
  return { mutate, isPending };
}
