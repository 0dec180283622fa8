import type { JSONContent } from '@tiptap/core';
import { type InlineNode, normalizedHref, parseInlineMarkdown } from '../../schema/inline-markdown.ts';

/**
 * Between a paragraph's small Markdown (schema/inline-markdown.ts: **grassetto**, *corsivo*, [link](/pagina)) and the
 * document of the rich-text field: one paragraph of text whose pieces carry the marks bold, italic and link.
 */

type Mark = { kind: 'strong' } | { kind: 'em' } | { kind: 'link'; href: string };

/** A piece of text and the marks it carries, outermost first. */
interface Run {
  text: string;
  marks: Mark[];
}

const TIPTAP_MARK = { strong: 'bold', em: 'italic' } as const;

function sameMark(a: Mark, b: Mark): boolean {
  return a.kind === b.kind && (a.kind !== 'link' || (b.kind === 'link' && a.href === b.href));
}

function runsOfNodes(nodes: readonly InlineNode[], marks: Mark[] = []): Run[] {
  return nodes.flatMap((node): Run[] => {
    if (node.kind === 'text') return node.text === '' ? [] : [{ text: node.text, marks }];
    const mark: Mark = node.kind === 'link' ? { kind: 'link', href: node.href } : { kind: node.kind };
    // A mark inside the same mark (`***a***` read as bold in bold) adds nothing.
    return runsOfNodes(node.children, marks.some((open) => sameMark(open, mark)) ? marks : [...marks, mark]);
  });
}

function markOfTiptap(mark: { type: string; attrs?: Record<string, unknown> }): Mark | undefined {
  if (mark.type === 'bold') return { kind: 'strong' };
  if (mark.type === 'italic') return { kind: 'em' };
  if (mark.type === 'link' && typeof mark.attrs?.href === 'string') return { kind: 'link', href: mark.attrs.href };
  return undefined;
}

function runsOfDoc(doc: JSONContent): Run[] {
  const paragraphs = (doc.content ?? []).map((paragraph) =>
    (paragraph.content ?? []).flatMap((node): Run[] => {
      if (node.type !== 'text' || !node.text) return [];
      const marks = (node.marks ?? []).map(markOfTiptap).filter((mark) => mark !== undefined);
      return [{ text: node.text, marks }];
    }),
  );
  // The field holds one paragraph; should a second ever come (a paste), it joins the first as a line break, which the page shows as a space.
  return paragraphs.flatMap((runs, index) => (index === 0 ? runs : [{ text: '\n', marks: [] }, ...runs]));
}

/** Neighbouring pieces with the same marks are one piece; the marks' order does not matter. */
function merged(runs: readonly Run[]): Run[] {
  const same = (a: Mark[], b: Mark[]) => a.length === b.length && a.every((mark) => b.some((other) => sameMark(mark, other)));
  const out: Run[] = [];
  for (const run of runs) {
    const last = out.at(-1);
    if (last && same(last.marks, run.marks)) last.text += run.text;
    else if (run.text !== '') out.push({ text: run.text, marks: run.marks });
  }
  return out;
}

/** The paragraph's Markdown as the field's document. */
export function markdownToDoc(markdown: string): JSONContent {
  const content = merged(runsOfNodes(parseInlineMarkdown(markdown))).map(
    (run): JSONContent => ({
      type: 'text',
      text: run.text,
      ...(run.marks.length > 0
        ? {
            marks: run.marks.map((mark) =>
              mark.kind === 'link' ? { type: 'link', attrs: { href: mark.href } } : { type: TIPTAP_MARK[mark.kind] },
            ),
          }
        : {}),
    }),
  );
  return { type: 'doc', content: [{ type: 'paragraph', ...(content.length > 0 ? { content } : {}) }] };
}

/** Marks as a tree again: at each piece, the mark that lasts longest opens first and holds the pieces it covers. */
function nest(runs: readonly Run[]): InlineNode[] {
  const nodes: InlineNode[] = [];
  let at = 0;
  while (at < runs.length) {
    const run = runs[at] as Run;
    if (run.marks.length === 0) {
      nodes.push({ kind: 'text', text: run.text });
      at++;
      continue;
    }
    let widest = { mark: run.marks[0] as Mark, end: at + 1 };
    for (const mark of run.marks) {
      let end = at + 1;
      while (end < runs.length && runs[end]?.marks.some((other) => sameMark(other, mark))) end++;
      if (end > widest.end) widest = { mark, end };
    }
    const { mark, end } = widest;
    const inside = runs.slice(at, end).map((inner) => ({ text: inner.text, marks: inner.marks.filter((other) => !sameMark(other, mark)) }));
    const children = nest(inside);
    nodes.push(mark.kind === 'link' ? { kind: 'link', href: mark.href, children } : { kind: mark.kind, children });
    at = end;
  }
  return nodes;
}

const isEmphasis = (mark: Mark) => mark.kind !== 'link';

/**
 * Spaces at the edges of bold or italic go outside it: Markdown reads `** parola**` as two stars and a word, not as
 * bold (and a bold space looks like any other).
 */
function spacesOutsideEmphasis(input: readonly Run[]): Run[] {
  const runs = input.map((run) => ({ text: run.text, marks: [...run.marks] }));
  const has = (run: Run | undefined, mark: Mark) => run?.marks.some((other) => sameMark(other, mark)) ?? false;
  let changed = true;
  while (changed) {
    changed = false;
    for (let at = 0; at < runs.length && !changed; at++) {
      const run = runs[at] as Run;
      const opening = run.marks.filter((mark) => isEmphasis(mark) && !has(runs[at - 1], mark));
      const closing = run.marks.filter((mark) => isEmphasis(mark) && !has(runs[at + 1], mark));
      const lead = /^\s+/.exec(run.text)?.[0] ?? '';
      const trail = /\s+$/.exec(run.text)?.[0] ?? '';
      if (lead !== '' && opening.length > 0) {
        const outside = { text: lead, marks: run.marks.filter((mark) => !opening.includes(mark)) };
        runs.splice(at, 1, outside, ...(lead === run.text ? [] : [{ text: run.text.slice(lead.length), marks: run.marks }]));
        changed = true;
      } else if (trail !== '' && closing.length > 0) {
        const outside = { text: trail, marks: run.marks.filter((mark) => !closing.includes(mark)) };
        runs.splice(at, 1, ...(trail === run.text ? [] : [{ text: run.text.slice(0, -trail.length), marks: run.marks }]), outside);
        changed = true;
      }
    }
  }
  return merged(runs);
}

/** The characters the small Markdown reads as marks or escapes. */
const MARKDOWN_CHARACTERS = /[\\*_[\]]/g;

interface Writing {
  /** Italic's delimiter: a star, or an underscore where a star beside bold's two would be misread. */
  em: '*' | '_';
  /** Whether every character Markdown could read is written with a backslash, or none is. */
  escapeAll: boolean;
}

/** An address as a link's parentheses can hold it: encoded as a parsed link carries it, with its own parentheses encoded. */
function writtenHref(href: string): string {
  return normalizedHref(href).replaceAll('(', '%28').replaceAll(')', '%29');
}

function write(nodes: readonly InlineNode[], writing: Writing): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return writing.escapeAll ? node.text.replace(MARKDOWN_CHARACTERS, '\\$&') : node.text;
      const inner = write(node.children, writing);
      if (node.kind !== 'link') return node.kind === 'strong' ? `**${inner}**` : `${writing.em}${inner}${writing.em}`;
      return `[${inner}](${writtenHref(node.href)})`;
    })
    .join('');
}

const WRITINGS: readonly Writing[] = [
  { em: '*', escapeAll: false },
  { em: '*', escapeAll: true },
  { em: '_', escapeAll: false },
  { em: '_', escapeAll: true },
];

function sameRuns(a: readonly Run[], b: readonly Run[]): boolean {
  const key = (runs: readonly Run[]) =>
    JSON.stringify(
      merged(runs).map((run) => [
        run.text,
        run.marks
          .map((mark) => (mark.kind === 'link' ? `link:${writtenHref(mark.href)}` : mark.kind))
          .sort()
          .join(' '),
      ]),
    );
  return key(a) === key(b);
}

/**
 * The field's document as the paragraph's Markdown: `**grassetto**`, `*corsivo*`, `[testo](/pagina)`, and a backslash
 * before a star or bracket that is only a character. The plainest writing that reads back as the same text and marks is
 * chosen, so a paragraph without stars in its words gets no backslashes.
 */
export function docToMarkdown(doc: JSONContent): string {
  const runs = spacesOutsideEmphasis(merged(runsOfDoc(doc)));
  const nodes = nest(runs);
  const candidates = WRITINGS.map((writing) => write(nodes, writing));
  return candidates.find((candidate) => sameRuns(runsOfNodes(parseInlineMarkdown(candidate)), runs)) ?? (candidates[1] as string);
}

/** Whether the document says what the Markdown says: same text, same marks (an edit undone gives the file's own words back). */
export function docSaysMarkdown(doc: JSONContent, markdown: string): boolean {
  return sameRuns(runsOfDoc(doc), runsOfNodes(parseInlineMarkdown(markdown)));
}
