import {
  DIALOG_ATTRIBUTE,
  DIALOG_AUTOFOCUS_ATTRIBUTE,
  DIALOG_FIELDS_ATTRIBUTE,
  DIALOG_TITLE_ATTRIBUTE,
  DIALOG_TITLE_SLOT_ATTRIBUTE,
} from '../ui/dialog-attributes.ts';

/** Fired on a dialog each time it is shown, however it was opened. */
export const DIALOG_SHOWN_EVENT = 'dialog-shown';

/** One dialog at a time: showing one closes any other. It opens at once, synchronously, in the press's own task. */
export function showDialog(dialog: HTMLDialogElement): void {
  for (const open of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) if (open !== dialog) open.close();
  if (!dialog.open) dialog.showModal();
  dialog.querySelector<HTMLElement>(`[${DIALOG_AUTOFOCUS_ATTRIBUTE}]`)?.focus();
  dialog.dispatchEvent(new Event(DIALOG_SHOWN_EVENT, { bubbles: true }));
}

function readFields(opener: HTMLElement): Record<string, unknown> {
  try {
    const fields: unknown = JSON.parse(opener.getAttribute(DIALOG_FIELDS_ATTRIBUTE) ?? '{}');
    return typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Opens the dialog a link names, as that link asks: its forms start empty, then take the link's values (the
 * package and its pre-filled message) and its title. False when the page has no such dialog.
 */
export function openDialogFrom(opener: HTMLElement): boolean {
  const dialog = document.getElementById(opener.getAttribute(DIALOG_ATTRIBUTE) ?? '');
  if (!(dialog instanceof HTMLDialogElement)) return false;
  for (const form of dialog.querySelectorAll('form')) form.reset();
  const title = opener.getAttribute(DIALOG_TITLE_ATTRIBUTE);
  const titleSlot = dialog.querySelector(`[${DIALOG_TITLE_SLOT_ATTRIBUTE}]`);
  if (title && titleSlot) titleSlot.textContent = title;
  for (const [name, value] of Object.entries(readFields(opener))) {
    const field = dialog.querySelector(`[name="${CSS.escape(name)}"]`);
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && typeof value === 'string') field.value = value;
  }
  showDialog(dialog);
  return true;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled])';

/**
 * What the browser does not do for every dialog yet: Tab goes round inside an open dialog (the browser would
 * let the focus leave for its own toolbar), and a click on the backdrop closes it where `closedby` is not known.
 */
export function keepDialogsModal(): void {
  document.addEventListener('keydown', (event) => {
    const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
    if (event.key !== 'Tab' || !dialog) return;
    const stops = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.checkVisibility());
    const first = stops[0];
    const last = stops.at(-1);
    const leaving = event.shiftKey ? document.activeElement === first : document.activeElement === last;
    if (!first || !last || !leaving) return;
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  });
  if ('closedBy' in HTMLDialogElement.prototype) return;
  document.addEventListener('click', (event) => {
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement) || !dialog.open) return;
    const box = dialog.getBoundingClientRect();
    const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    if (outside) dialog.close();
  });
}
