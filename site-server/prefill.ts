import { html } from 'hono/html';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';

/** Marks a field that takes its text from the address parameter it names. */
export const PREFILL_ATTRIBUTE = 'data-prefill-from';
export const PREFILL_MAX_LENGTH = 2000;

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

function* textareas(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    if (child.tagName === 'textarea') yield child;
    yield* textareas('content' in child ? child.content : child);
  }
}

/**
 * A field marked `data-prefill-from="<parameter>"` gets that address parameter as its text, so a request button's
 * link (/contatti?messaggio=…#modulo) fills in the form even when no script runs. The page is read by an HTML parser
 * and only the field's text changes; the rest of the page stays byte for byte as built. With a script, or on a static
 * host, the form's island does the same.
 */
export function prefillFields(page: string, search: URLSearchParams): string {
  if (search.size === 0 || !page.includes(PREFILL_ATTRIBUTE)) return page;
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const field of textareas(parse(page, { sourceCodeLocationInfo: true }))) {
    const parameter = field.attrs.find((attribute) => attribute.name === PREFILL_ATTRIBUTE)?.value;
    const value = parameter === undefined ? null : search.get(parameter);
    const { startTag, endTag } = field.sourceCodeLocation ?? {};
    if (!value || !startTag || !endTag) continue;
    edits.push({ start: startTag.endOffset, end: endTag.startOffset, text: html`${value.slice(0, PREFILL_MAX_LENGTH)}`.toString() });
  }
  return edits.reduceRight((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), page);
}
