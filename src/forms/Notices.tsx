import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isFormsRuntimeRequested, loadFormsRuntime, onFormsRuntimeRequested } from './runtime.ts';

const NoticesHost = lazy(() => loadFormsRuntime().then((runtime) => ({ default: runtime.NoticesHost })));

/** Mounts the notices container once a form has asked for it; until then it costs nothing. */
export function Notices() {
  const requested = useSyncExternalStore(onFormsRuntimeRequested, isFormsRuntimeRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <NoticesHost />
    </Suspense>
  );
}
