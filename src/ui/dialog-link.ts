import requestForms from 'virtual:request-forms';
import site from 'virtual:site';
import type { DialogName } from '../../schema/dialogs.ts';
import type { PackageRequest } from '../../schema/package-request.ts';
import { DIALOG_ATTRIBUTE, DIALOG_FIELDS_ATTRIBUTE, DIALOG_TITLE_ATTRIBUTE, namedDialogId } from './dialog-attributes.ts';
import { packageRequestTitle, prefilledMessage, type RequestedPackage } from './package-request-copy.ts';

/** The address parameter that carries a pre-filled message to the contact form. */
export const MESSAGE_PARAM = 'messaggio';

/** What a button asks for: a named dialog, or a package request naming its package. */
export type DialogRequest = { name: DialogName } | { name: 'package-request'; request: PackageRequest; requestedPackage: RequestedPackage };

/** A dialog of the page: one per name, and one per request form for the package requests (its package is the button's). */
export type PageDialog = { name: DialogName } | { name: 'package-request'; request: PackageRequest };

/** A short, stable name for a request form's settings: two buttons with the same settings share one dialog. */
function fingerprint(value: unknown): string {
  let hash = 0x811c9dc5;
  for (const character of JSON.stringify(value)) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function dialogIdFor(dialog: PageDialog): string {
  return dialog.name === 'package-request' ? `${namedDialogId(dialog.name)}-${fingerprint(dialog.request)}` : namedDialogId(dialog.name);
}

function pageDialogOf(request: DialogRequest): PageDialog {
  return request.name === 'package-request' ? { name: request.name, request: request.request } : { name: request.name };
}

/**
 * Where a dialog's request can be made with a plain form: a dialog button is a link there when no script
 * runs. A package request carries its pre-filled message in the address, and the contact form fills it in.
 */
export function requestFormHref(request: DialogRequest): string {
  if (request.name === 'newsletter') return requestForms.newsletterForm;
  if (request.name !== 'package-request') return requestForms.contactForm;
  const [path = '/', hash] = requestForms.contactForm.split('#');
  const message = prefilledMessage(request.request, request.requestedPackage, site.dialogs.packageRequest);
  const query = new URLSearchParams({ [MESSAGE_PARAM]: message }).toString();
  return `${path}?${query}${hash ? `#${hash}` : ''}`;
}

export interface DialogLinkAttributes {
  href: string;
  [DIALOG_ATTRIBUTE]: string;
  /** The dialog's title for this button ("Richiedi informazioni – Team Pack"). */
  [DIALOG_TITLE_ATTRIBUTE]?: string;
  /** Values the dialog's form starts with for this button, as JSON: the package and its pre-filled message. */
  [DIALOG_FIELDS_ATTRIBUTE]?: string;
}

/**
 * A link that opens a dialog: without script it leads to the plain form where the same request can be made;
 * with it, one listener on the document opens the dialog the page carries (src/dialogs/open-dialog.ts). The page's
 * dialogs are derived from its data (src/dialogs/page-dialogs.ts), and the build stops on a link whose dialog the page
 * does not carry (build/page-dialogs-check.ts): a link is the same whether it renders in the page or in an island.
 */
export function dialogLink(request: DialogRequest): DialogLinkAttributes {
  const link: DialogLinkAttributes = { href: requestFormHref(request), [DIALOG_ATTRIBUTE]: dialogIdFor(pageDialogOf(request)) };
  if (request.name !== 'package-request') return link;
  const copy = site.dialogs.packageRequest;
  return {
    ...link,
    [DIALOG_TITLE_ATTRIBUTE]: packageRequestTitle(request.request, request.requestedPackage, copy),
    [DIALOG_FIELDS_ATTRIBUTE]: JSON.stringify({
      pacchetto: request.requestedPackage.name,
      messaggio: prefilledMessage(request.request, request.requestedPackage, copy),
    }),
  };
}
