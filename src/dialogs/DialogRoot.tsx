import { createRoot } from 'react-dom/client';
import { IslandProviders } from '../islands/IslandProviders.tsx';
import { closeDialog, useDialogState } from './dialog-context.tsx';
import DialogHost from './DialogHost.tsx';

function DialogRoot() {
  const { request, requestCount, opened } = useDialogState();
  return <DialogHost request={request} requestCount={requestCount} opened={opened} onClose={closeDialog} />;
}

/** Mounts the dialogs in a root of their own at the end of the body. */
export function mountDialogRoot(): void {
  const element = document.createElement('div');
  element.dataset.dialogRoot = '';
  document.body.append(element);
  createRoot(element).render(
    <IslandProviders>
      <DialogRoot />
    </IslandProviders>,
  );
}
