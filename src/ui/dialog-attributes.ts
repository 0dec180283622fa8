/**
 * How a link names the dialog it opens. Kept apart from the link's markup (dialog-link.ts) so the script that
 * opens dialogs carries nothing but these names.
 */
export const DIALOG_ATTRIBUTE = 'data-dialog';
export const DIALOG_TITLE_ATTRIBUTE = 'data-dialog-title';
export const DIALOG_FIELDS_ATTRIBUTE = 'data-dialog-fields';
/** Marks the heading whose text a button's own title replaces. */
export const DIALOG_TITLE_SLOT_ATTRIBUTE = 'data-dialog-title-slot';
/**
 * Names the form a goal belongs to (the dialog's name, or an inline form's kind), so that the measurement counts each
 * form's funnel, opened → started → sent (src/analytics/tracker.ts). A form without it, like the blog's search, is no goal.
 */
export const GOAL_FORM_ATTRIBUTE = 'data-goal-form';
/** The field a dialog focuses when it opens. */
export const DIALOG_AUTOFOCUS_ATTRIBUTE = 'data-autofocus';

/** The element id of a named dialog (package requests add the fingerprint of their form's settings). */
export function namedDialogId(name: string): string {
  return `dialog-${name}`;
}

/**
 * The id of a dialog's closing form (its X): a form's cancel button belongs to it through its `form` attribute,
 * so the cancel is never the default button of the form it sits in, which Enter in a field presses.
 */
export function dialogCloseFormId(dialogId: string): string {
  return `${dialogId}-close`;
}

/**
 * Marks a control outside any island that only works with the entry script (the map's "load" button): a press
 * on it before the script has arrived waits for it, then happens again.
 */
export const SCRIPT_CONTROL_ATTRIBUTE = 'data-script-control';
