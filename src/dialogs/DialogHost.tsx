import './mantine-overlays.css';
import { Drawer, Modal } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import site from 'virtual:site';
import { ConsultationForm } from './ConsultationForm.tsx';
import { ContactDialogBody, ContactNowDialogBody } from './ContactDialog.tsx';
import type { DialogRequest } from './dialog-request.ts';
import { NewsletterPanelBody } from './NewsletterPanel.tsx';
import { packageRequestTitle } from './package-request-copy.ts';
import { PackageRequestForm } from './PackageRequestForm.tsx';
import classes from './dialog-forms.module.css';

interface DialogView {
  /** "modal": centred, at most 500 px wide; "panel": a side panel on the right. */
  frame: 'modal' | 'panel';
  title: string;
  body: ReactNode;
}

const DIALOG_MAX_WIDTH = 500;

/** Every named dialog has a case here: a dialog without one fails the type check. */
function viewFor(request: DialogRequest, close: () => void): DialogView {
  switch (request.name) {
    case 'newsletter':
      return { frame: 'panel', title: site.newsletter.title, body: <NewsletterPanelBody onSubscribed={close} /> };
    case 'consultation':
      return { frame: 'modal', title: site.dialogs.consultation.title, body: <ConsultationForm copy={site.dialogs.consultation} onSent={close} /> };
    case 'booking':
      return { frame: 'modal', title: site.dialogs.booking.title, body: <ConsultationForm copy={site.dialogs.booking} onSent={close} /> };
    case 'contact':
      return { frame: 'modal', title: site.dialogs.contact.title, body: <ContactDialogBody /> };
    case 'contact-now':
      return { frame: 'modal', title: site.dialogs.contactNow.title, body: <ContactNowDialogBody /> };
    case 'package-request': {
      const copy = site.dialogs.packageRequest;
      return {
        frame: 'modal',
        title: packageRequestTitle(request.request, request.requestedPackage, copy),
        body: (
          <PackageRequestForm
            request={request.request}
            requestedPackage={request.requestedPackage}
            copy={copy}
            onCancel={close}
            onSent={close}
          />
        ),
      };
    }
  }
}

export default function DialogHost({
  request,
  requestCount,
  opened,
  onClose,
}: {
  request: DialogRequest | undefined;
  /** Changes on every opening, so each opening starts from an empty form. */
  requestCount: number;
  opened: boolean;
  onClose: () => void;
}) {
  // Mantine remembers the element to give the focus back to when `opened` turns true; on the host's first
  // render it is already true, so the host mounts closed and opens right after.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const view = request ? viewFor(request, onClose) : undefined;
  const showing = opened && mounted;
  const closeButtonProps = { 'aria-label': site.ui.close };
  return (
    <>
      <Modal
        opened={showing && view?.frame === 'modal'}
        onClose={onClose}
        title={view?.title}
        size={DIALOG_MAX_WIDTH}
        closeButtonProps={closeButtonProps}
        classNames={{ title: classes.dialogTitle }}
      >
        {view?.frame === 'modal' && <div key={requestCount}>{view.body}</div>}
      </Modal>
      <Drawer
        opened={showing && view?.frame === 'panel'}
        onClose={onClose}
        title={view?.title}
        position="right"
        padding="lg"
        closeButtonProps={closeButtonProps}
        classNames={{ content: classes.panelContent, title: classes.dialogTitle }}
      >
        {view?.frame === 'panel' && <div key={requestCount}>{view.body}</div>}
      </Drawer>
    </>
  );
}
