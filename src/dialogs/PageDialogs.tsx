import site from 'virtual:site';
import { Island } from '../islands/Island.tsx';
import { usePageAddress } from '../ui/page-address.ts';
import { dialogCloseFormId } from '../ui/dialog-attributes.ts';
import type { PageDialog } from '../ui/dialog-link.ts';
import { ContactDialogBody, ContactNowDialogBody } from './ContactDialog.tsx';
import { DialogFrame } from './DialogFrame.tsx';
import type { PageDialogEntry } from './page-dialogs.ts';
import { NewsletterPanelBody } from './NewsletterPanel.tsx';

/** Every named dialog has a case here: a dialog without one fails the type check. */
function PageDialogView({ id, dialog }: { id: string; dialog: PageDialog }) {
  const { dialogs } = site;
  const pageAddress = usePageAddress();
  switch (dialog.name) {
    case 'newsletter':
      return (
        <DialogFrame id={id} frame="panel" title={site.newsletter.title}>
          <NewsletterPanelBody />
        </DialogFrame>
      );
    case 'consultation':
    case 'booking': {
      const copy = dialogs[dialog.name];
      return (
        <DialogFrame id={id} frame="modal" title={copy.title}>
          <Island of="consultation-form" hydrate="interaction" props={{ copy }} />
        </DialogFrame>
      );
    }
    case 'contact':
      return (
        <DialogFrame id={id} frame="modal" title={dialogs.contact.title}>
          <ContactDialogBody />
        </DialogFrame>
      );
    case 'contact-now':
      return (
        <DialogFrame id={id} frame="modal" title={dialogs.contactNow.title}>
          <ContactNowDialogBody />
        </DialogFrame>
      );
    case 'package-request':
      // Each button adds its package's name to the title (site.dialogs.packageRequest) as it opens the dialog.
      return (
        <DialogFrame id={id} frame="modal" title={dialog.request.title ?? dialogs.packageRequest.title}>
          <Island
            of="package-request-form"
            hydrate="interaction"
            props={{ request: dialog.request, copy: dialogs.packageRequest, pageAddress, cancelForm: dialogCloseFormId(id) }}
          />
        </DialogFrame>
      );
  }
}

/**
 * The dialogs the page's buttons open, derived from its data (src/dialogs/page-dialogs.ts): each is in the HTML,
 * closed, so a press opens it at once. Rendered after everything that can open one.
 */
export function PageDialogsView({ dialogs }: { dialogs: readonly PageDialogEntry[] }) {
  return dialogs.map(({ id, dialog }) => <PageDialogView key={id} id={id} dialog={dialog} />);
}
