import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DialogRequest } from './dialog-request.ts';

interface DialogControls {
  open(request: DialogRequest): void;
  /** Whether a dialog is showing now. */
  isOpen(): boolean;
}

const DialogContext = createContext<DialogControls | undefined>(undefined);

// Dialogs, forms and notices load on first use, so the first visit of a page ships none of them.
const DialogHost = lazy(() => import('./DialogHost.tsx'));

export function DialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<DialogRequest | undefined>(undefined);
  const [opened, setOpened] = useState(false);
  const [requestCount, setRequestCount] = useState(0);
  const openedRef = useRef(false);

  const open = useCallback((next: DialogRequest) => {
    openedRef.current = true;
    setRequest(next);
    setOpened(true);
    setRequestCount((count) => count + 1);
  }, []);
  const close = useCallback(() => {
    openedRef.current = false;
    setOpened(false);
  }, []);
  const isOpen = useCallback(() => openedRef.current, []);
  const controls = useMemo(() => ({ open, isOpen }), [open, isOpen]);

  return (
    <DialogContext.Provider value={controls}>
      {children}
      {requestCount > 0 && (
        <Suspense fallback={null}>
          <DialogHost request={request} requestCount={requestCount} opened={opened} onClose={close} />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}

export function useDialogs(): DialogControls {
  const controls = useContext(DialogContext);
  if (!controls) throw new Error('useDialogs must be used inside <DialogProvider>');
  return controls;
}
