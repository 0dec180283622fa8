import './mantine-overlays.css';
import type { ModalProps } from '@mantine/core';
import { ModalsProvider, modals } from '@mantine/modals';
import { useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import site from 'virtual:site';
import { IslandProviders } from '../ui/IslandProviders.tsx';
import { ConsultationForm } from './ConsultationForm.tsx';
import { ContactDialogBody, ContactNowDialogBody } from './ContactDialog.tsx';
import type { DialogRequest } from '../ui/dialog-request.ts';
import { NewsletterPanelBody } from './NewsletterPanel.tsx';
import { packageRequestTitle } from '../ui/package-request-copy.ts';
import { PackageRequestForm } from './PackageRequestForm.tsx';
import classes from './dialog-forms.module.css';

interface DialogView {
  /** "modal": centred, at most 500 px wide; "panel": a side panel on the right. */
  frame: 'modal' | 'panel';
  title: string;
  body: ReactNode;
}

const DIALOG_MAX_WIDTH = 500;
const PANEL_WIDTH = 440;

/** Every named dialog has a case here: a dialog without one fails the type check. */
function viewFor(request: DialogRequest, close: () => void): DialogView {
  switch (request.name) {
    case 'newsletter':
      return { frame: 'panel', title: site.newsletter.title, body: <NewsletterPanelBody onSubscribed={close} /> };
    case 'consultation':
      return {
        frame: 'modal',
        title: site.dialogs.consultation.title,
        body: <ConsultationForm copy={site.dialogs.consultation} onSent={close} />,
      };
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

/** The side panel is Mantine's modal laid against the right edge, full height (full width on phones). */
const PANEL_PROPS: Partial<ModalProps> = {
  size: PANEL_WIDTH,
  xOffset: 0,
  yOffset: 0,
  radius: 0,
  transitionProps: { transition: 'slide-left' },
  classNames: { inner: classes.panelInner, content: classes.panelContent, title: classes.dialogTitle },
};

let nextDialog = 0;

/**
 * Shows a dialog with @mantine/modals, in place of any dialog showing (one at a time). Each opening
 * gets its own key, so a form always starts empty. `onClosed` runs once it has closed, however.
 */
export function showDialog(request: DialogRequest, onClosed: () => void): void {
  nextDialog += 1;
  const modalId = `dialog-${nextDialog}`;
  const view = viewFor(request, () => modals.close(modalId));
  modals.closeAll();
  modals.open({
    modalId,
    title: view.title,
    onClose: onClosed,
    ...(view.frame === 'panel' ? PANEL_PROPS : {}),
    children: <div key={modalId}>{view.body}</div>,
  });
}

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * Mounts the dialogs' provider in a root of its own at the end of the body; resolves once it listens.
 * It mounts closed, so Mantine remembers the opener (for the focus to return to) when the first opens.
 */
export function mountDialogRoot(): Promise<void> {
  const element = document.createElement('div');
  element.dataset.dialogRoot = '';
  document.body.append(element);
  return new Promise((resolve) => {
    createRoot(element).render(
      <IslandProviders>
        <ModalsProvider
          modalProps={{
            size: DIALOG_MAX_WIDTH,
            closeButtonProps: { 'aria-label': site.ui.close },
            classNames: { title: classes.dialogTitle },
          }}
        >
          <Ready onReady={resolve} />
        </ModalsProvider>
      </IslandProviders>,
    );
  });
}
