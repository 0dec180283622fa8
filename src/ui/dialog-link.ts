import requestForms from 'virtual:request-forms';
import site from 'virtual:site';
import type { DialogRequest } from './dialog-request.ts';
import { prefilledMessage } from './package-request-copy.ts';

/** The address parameter that carries a pre-filled message to the contact form. */
export const MESSAGE_PARAM = 'messaggio';

/**
 * Where a dialog's request can be made with a plain form: a dialog button is a link there until its
 * island has hydrated (and for good, without JavaScript). A package request carries its pre-filled
 * message in the address, and the contact form fills it in.
 */
export function requestFormHref(request: DialogRequest): string {
  if (request.name === 'newsletter') return requestForms.newsletterForm;
  if (request.name !== 'package-request') return requestForms.contactForm;
  const [path = '/', hash] = requestForms.contactForm.split('#');
  const message = prefilledMessage(request.request, request.requestedPackage, site.dialogs.packageRequest);
  const query = new URLSearchParams({ [MESSAGE_PARAM]: message }).toString();
  return `${path}?${query}${hash ? `#${hash}` : ''}`;
}
