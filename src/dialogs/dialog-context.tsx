import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { DialogRequest } from './dialog-request.ts';

interface DialogControls {
  open(request: DialogRequest): void;
}

const DialogContext = createContext<DialogControls | undefined>(undefined);

// Dialogs, forms and notices load on first use, so the first visit of a page ships none of them.
const DialogHost = lazy(() => import('./DialogHost.tsx'));

export function DialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<DialogRequest | undefined>(undefined);
  const [opened, setOpened] = useState(false);
  const [requestCount, setRequestCount] = useState(0);

  const open = useCallback((next: DialogRequest) => {
    setRequest(next);
    setOpened(true);
    setRequestCount((count) => count + 1);
  }, []);
  const close = useCallback(() => setOpened(false), []);
  const controls = useMemo(() => ({ open }), [open]);

  return (
    <DialogContext.Provider value={controls}>
      {children}
      {requestCount > 0 && (
        <Suspense fallback={null}>
          <DialogHost request={request} opened={opened} onClose={close} />
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
