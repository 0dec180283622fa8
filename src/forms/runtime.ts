import type { Notice } from './forms-runtime.tsx';

type FormsRuntime = typeof import('./forms-runtime.tsx');

let loading: Promise<FormsRuntime> | undefined;

/** Loads notices and the query client once, and mounts the notices container in a root of its own. */
export function loadFormsRuntime(): Promise<FormsRuntime> {
  loading ??= import('./forms-runtime.tsx')
    .then((runtime) => {
      runtime.mountNotices();
      return runtime;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Starts the download early, when a visitor reaches a form, so the submit does not wait for it. */
export function preloadFormsRuntime(): void {
  loadFormsRuntime().catch((error: unknown) => console.error('Could not load the form scripts', error));
}

export async function notify(notice: Notice): Promise<void> {
  try {
    (await loadFormsRuntime()).showNotice(notice);
  } catch (error) {
    console.error(`Could not show the notice "${notice.title}: ${notice.message}"`, error);
  }
}
