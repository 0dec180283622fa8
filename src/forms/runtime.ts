import type { Notice } from './forms-runtime.tsx';

type FormsRuntime = typeof import('./forms-runtime.tsx');

let loading: Promise<FormsRuntime> | undefined;
const listeners = new Set<() => void>();

/** Loads notices and the query client once; the first call also mounts the notices container. */
export function loadFormsRuntime(): Promise<FormsRuntime> {
  if (!loading) {
    loading = import('./forms-runtime.tsx').catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    for (const listener of listeners) listener();
  }
  return loading;
}

/** Starts the download early, when a visitor reaches a form, so the submit does not wait for it. */
export function preloadFormsRuntime(): void {
  loadFormsRuntime().catch((error: unknown) => console.error('Could not load the form scripts', error));
}

export function isFormsRuntimeRequested(): boolean {
  return loading !== undefined;
}

export function onFormsRuntimeRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function notify(notice: Notice): Promise<void> {
  try {
    (await loadFormsRuntime()).showNotice(notice);
  } catch (error) {
    console.error(`Could not show the notice "${notice.title}: ${notice.message}"`, error);
  }
}
