import type { DialogRequest } from '../ui/dialog-request.ts';

/**
 * The dialogs live outside any page tree: the buttons that open them sit in separate islands, and
 * a dialog stays open across a client-side navigation. @mantine/modals (its provider, Mantine's Modal,
 * the forms) mounts in a root of its own on the first opening, so a first visit ships none of it.
 */
let host: Promise<typeof import('./DialogRoot.tsx') | undefined> | undefined;
let openings = 0;

function loadHost(): Promise<typeof import('./DialogRoot.tsx') | undefined> {
  host ??= import('./DialogRoot.tsx')
    .then(async (module) => {
      await module.mountDialogRoot();
      return module;
    })
    .catch((error: unknown) => {
      host = undefined;
      console.error('Could not load the dialogs', error);
      return undefined;
    });
  return host;
}

export function openDialog(request: DialogRequest): void {
  openings += 1;
  void loadHost().then((module) => {
    if (!module) openings -= 1;
    else module.showDialog(request, () => (openings -= 1));
  });
}

/** Whether a dialog is showing now (or on its way). */
export function isDialogOpen(): boolean {
  return openings > 0;
}
