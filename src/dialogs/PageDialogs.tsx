import type { ReactNode } from 'react';
import site from 'virtual:site';
import { Island } from '../islands/Island.tsx';
import { usePageAddress } from '../ui/page-address.ts';
import { dialogCloseFormId } from '../ui/dialog-attributes.ts';
import type { PageDialog } from '../ui/dialog-link.ts';
import { ContactDialogBody, ContactNowDialogBody } from './ContactDialog.tsx';
import { DialogFrame } from './DialogFrame.tsx';
import type { PageDialogEntry } from './page-dialogs.ts';
import { NewsletterPanelBody } from './NewsletterPanel.tsx';

interface DialogContent {
  frame: 'panel' | 'modal';
  title: string;
  body: ReactNode;
}

/** Every named dialog has a case here: a dialog without one fails the type check. */
function dialogContent(id: string, dialog: PageDialog, pageAddress: string): DialogContent {
  const { dialogs } = site;
  switch (dialog.name) {
    case 'newsletter':
      return { frame: 'panel', title: site.newsletter.title, body: <NewsletterPanelBody /> };
    case 'consultation':
    case 'booking': {
      const copy = dialogs[dialog.name];
      return { frame: 'modal', title: copy.title, body: <Island of="consultation-form" hydrate="interaction" props={{ copy }} /> };
    }
    case 'contact':
      return { frame: 'modal', title: dialogs.contact.title, body: <ContactDialogBody /> };
    case 'contact-now':
      return { frame: 'modal', title: dialogs.contactNow.title, body: <ContactNowDialogBody /> };
    case 'package-request':
      // Each button adds its package's name to the title (site.dialogs.packageRequest) as it opens the dialog.
      return {
        frame: 'modal',
        title: dialog.request.title ?? dialogs.packageRequest.title,
        body: (
          <Island
            of="package-request-form"
            hydrate="interaction"
            props={{ request: dialog.request, copy: dialogs.packageRequest, pageAddress, cancelForm: dialogCloseFormId(id) }}
          />
        ),
      };
  }
}

function PageDialogView({ id, dialog }: { id: string; dialog: PageDialog }) {
  const { frame, title, body } = dialogContent(id, dialog, usePageAddress());
  return (
    <DialogFrame id={id} frame={frame} title={title} goal={dialog.name}>
      {body}
    </DialogFrame>
  );
}

/**
 * The dialogs the page's buttons open, derived from its data (src/dialogs/page-dialogs.ts): each is in the HTML,
 * closed, so a press opens it at once. Rendered after everything that can open one.
 */
export function PageDialogsView({ dialogs }: { dialogs: readonly PageDialogEntry[] }) {
  return dialogs.map(({ id, dialog }) => <PageDialogView key={id} id={id} dialog={dialog} />);
}
