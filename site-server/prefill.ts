import { html } from 'hono/html';
// htmlparser2 rather than parse5 (which the build uses): the Worker bundles this file, and parse5 took it to 151.3 KB
// gzipped against its 150 KB budget; with htmlparser2 it is 128.4 KB. Both read a <textarea>'s text as RCDATA.
import { Parser } from 'htmlparser2';

/** Marks a field that takes its text from the address parameter it names. */
export const PREFILL_ATTRIBUTE = 'data-prefill-from';
export const PREFILL_MAX_LENGTH = 2000;

interface FieldText {
  /** Where the field's text starts (after its start tag) and ends (at its end tag), in the page. */
  start: number;
  end: number;
  parameter: string | undefined;
}

function textareas(page: string): FieldText[] {
  const fields: FieldText[] = [];
  let open: Omit<FieldText, 'end'> | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'textarea') open = { start: parser.endIndex + 1, parameter: attributes[PREFILL_ATTRIBUTE] };
      },
      onclosetag(name) {
        if (name !== 'textarea' || open === undefined) return;
        fields.push({ ...open, end: parser.startIndex });
        open = undefined;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(page);
  return fields;
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
  for (const field of textareas(page)) {
    const value = field.parameter === undefined ? null : search.get(field.parameter);
    if (!value) continue;
    edits.push({ start: field.start, end: field.end, text: html`${value.slice(0, PREFILL_MAX_LENGTH)}`.toString() });
  }
  return edits.reduceRight((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), page);
}
