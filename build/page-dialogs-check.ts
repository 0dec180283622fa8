import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { DIALOG_ATTRIBUTE } from '../src/ui/dialog-attributes.ts';

type ParentNode = DefaultTreeAdapterMap['parentNode'];

function collect(node: ParentNode, found: { opened: string[]; carried: Set<string> }): void {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    const opens = child.attrs.find((attribute) => attribute.name === DIALOG_ATTRIBUTE)?.value;
    if (opens !== undefined && child.tagName === 'a') found.opened.push(opens);
    const id = child.attrs.find((attribute) => attribute.name === 'id')?.value;
    if (child.tagName === 'dialog' && id !== undefined) found.carried.add(id);
    collect(child, found);
  }
}

/** The dialogs a page's buttons open that the page does not carry, in the order of the buttons, each once. */
export function dialogsMissingFrom(body: string): string[] {
  const found = { opened: [] as string[], carried: new Set<string>() };
  collect(parseFragment(body), found);
  return [...new Set(found.opened.filter((id) => !found.carried.has(id)))];
}

/**
 * Stops the build on a page with a button whose dialog it does not carry: the button would quietly be a link to the
 * plain form. A page's dialogs are derived from its data (src/dialogs/page-dialogs.ts), so such a button is one that
 * derivation does not know of.
 */
export function assertPageCarriesItsDialogs(routePath: string, body: string): void {
  const missing = dialogsMissingFrom(body);
  if (missing.length === 0) return;
  throw new Error(
    `Page ${routePath}: ${missing.map((id) => `a button opens the dialog "${id}"`).join(', ')}, but the page does not carry it: ` +
      "a page's dialogs are derived from its data (src/dialogs/page-dialogs.ts), which must find every button that opens one.",
  );
}
