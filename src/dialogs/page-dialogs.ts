import { dialogActionSchema } from '../../schema/action.ts';
import { packageListFields } from '../../schema/package-card.ts';
import type { PackageRequest } from '../../schema/package-request.ts';
import { dialogIdFor, type PageDialog } from '../ui/dialog-link.ts';

/**
 * The dialogs of the site's chrome, on every page: the header's floating newsletter button
 * (src/chrome/FloatingButtons.tsx, inside the header's island).
 */
export const CHROME_DIALOGS: readonly PageDialog[] = [{ name: 'newsletter' }];

const PACKAGE_LIST_KEYS = Object.keys(packageListFields);

/** A list of package cards (schema/package-card.ts): each card's button opens its list's request dialog. */
function isPackageList(value: object): value is { request: PackageRequest } {
  return PACKAGE_LIST_KEYS.every((key) => Object.hasOwn(value, key));
}

/** The dialogs a page's content can open, in the order its sections give them. */
function contentDialogs(value: unknown): PageDialog[] {
  if (Array.isArray(value)) return value.flatMap(contentDialogs);
  if (typeof value !== 'object' || value === null) return [];
  const action = dialogActionSchema.safeParse(value);
  if (action.success) return [{ name: action.data.dialog }];
  const own: PageDialog[] = isPackageList(value) ? [{ name: 'package-request', request: value.request }] : [];
  return [...own, ...Object.values(value).flatMap(contentDialogs)];
}

/** A dialog of the page under its element id: buttons with the same dialog share it. */
export interface PageDialogEntry {
  id: string;
  dialog: PageDialog;
}

/**
 * The dialogs a page carries, derived from its data before it renders: the chrome's, then every button's of its
 * sections, wherever the section puts it (a button's `action` of type "dialog", schema/action.ts, or a list of package
 * cards, schema/package-card.ts). So a button rendered inside an island, which the layout's React context does not
 * reach, finds its dialog all the same; the build stops on a button whose dialog is not here (build/page-dialogs-check.ts).
 */
export function pageDialogsOf(sections: readonly unknown[]): PageDialogEntry[] {
  const byId = new Map<string, PageDialog>();
  for (const dialog of [...CHROME_DIALOGS, ...contentDialogs(sections)]) {
    const id = dialogIdFor(dialog);
    if (!byId.has(id)) byId.set(id, dialog);
  }
  return [...byId].map(([id, dialog]) => ({ id, dialog }));
}
