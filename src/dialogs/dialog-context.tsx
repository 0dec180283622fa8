import { useSyncExternalStore } from 'react';
import type { DialogRequest } from './dialog-request.ts';

interface DialogState {
  request: DialogRequest | undefined;
  opened: boolean;
  /** Changes on every opening, so each opening starts from an empty form. */
  requestCount: number;
}

interface DialogControls {
  open(request: DialogRequest): void;
  /** Whether a dialog is showing now. */
  isOpen(): boolean;
}

/**
 * The dialogs live outside any page tree: the buttons that open them sit in separate islands, and
 * the dialog stays open across a client-side navigation. The host (forms, Mantine's Modal) mounts
 * in its own root on the first opening, so a first visit ships none of it.
 */
let state: DialogState = { request: undefined, opened: false, requestCount: 0 };
const listeners = new Set<() => void>();
let hostMounting: Promise<void> | undefined;

function update(next: DialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

function mountHost(): Promise<void> {
  hostMounting ??= import('./DialogRoot.tsx')
    .then(({ mountDialogRoot }) => mountDialogRoot())
    .catch((error: unknown) => {
      hostMounting = undefined;
      console.error('Could not load the dialogs', error);
    });
  return hostMounting;
}

export function openDialog(request: DialogRequest): void {
  update({ request, opened: true, requestCount: state.requestCount + 1 });
  void mountHost();
}

export function closeDialog(): void {
  update({ ...state, opened: false });
}

export function isDialogOpen(): boolean {
  return state.opened;
}

const controls: DialogControls = { open: openDialog, isOpen: isDialogOpen };

export function useDialogs(): DialogControls {
  return controls;
}

export function useDialogState(): DialogState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
