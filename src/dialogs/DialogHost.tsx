import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import site from 'virtual:site';
import type { DialogRequest } from './dialog-request.ts';
import { ContactDialogBody, ContactNowDialogBody } from './ContactDialog.tsx';

interface DialogView {
  title: string;
  body: ReactNode;
}

function viewFor(request: DialogRequest): DialogView | undefined {
  switch (request.name) {
    case 'contact':
      return { title: site.dialogs.contact.title, body: <ContactDialogBody /> };
    case 'contact-now':
      return { title: site.dialogs.contactNow.title, body: <ContactNowDialogBody /> };
    default:
      return undefined;
  }
}

export default function DialogHost({
  request,
  opened,
  onClose,
}: {
  request: DialogRequest | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const view = request ? viewFor(request) : undefined;
  return (
    <Modal opened={opened && view !== undefined} onClose={onClose} title={view?.title} size={500} closeButtonProps={{ 'aria-label': site.ui.close }}>
      {view?.body}
    </Modal>
  );
}
