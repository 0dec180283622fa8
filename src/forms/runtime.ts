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

let loadingRules: Promise<typeof import('./field-rules.ts')> | undefined;

/** The shared schemas' check of a form's fields (with zod), loaded once. */
export function loadFieldRules(): Promise<typeof import('./field-rules.ts')> {
  loadingRules ??= import('./field-rules.ts').catch((error: unknown) => {
    loadingRules = undefined;
    throw error;
  });
  return loadingRules;
}

/** Starts the downloads early, when a visitor reaches a form, so the submit does not wait for them. */
export function preloadFormsRuntime(): void {
  loadFormsRuntime().catch((error: unknown) => console.error('Could not load the form scripts', error));
  loadFieldRules().catch((error: unknown) => console.error('Could not load the form scripts', error));
}

export async function notify(notice: Notice): Promise<void> {
  try {
    (await loadFormsRuntime()).showNotice(notice);
  } catch (error) {
    console.error(`Could not show the notice "${notice.title}: ${notice.message}"`, error);
  }
}
