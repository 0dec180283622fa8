import MarkdownIt, { type Token } from 'markdown-it';

/**
 * The small Markdown a marketer may write in long texts (a prose paragraph or list item): **grassetto**,
 * *corsivo* and [un link](/servizi). Nothing else is read as Markdown, and no HTML passes: a tag written in the text
 * (`<b>`, `<script>`) is left out of the page, and a link to an address the site refuses (`javascript:`) shows as
 * its words alone; the lint names both. A backslash keeps a star a star. Parsed by markdown-it with every rule off
 * but emphasis, links and escapes.
 */

export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: InlineNode[] }
  | { kind: 'link'; href: string; children: InlineNode[] };

/** Addresses a link may have: a page of the site (and a section on it), a section of this page, the web, mail, phone. */
const ALLOWED_HREF = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

export function isAllowedHref(href: string): boolean {
  return ALLOWED_HREF.test(href);
}

/** What reads as an HTML tag in a text: `<b>`, `</b>`, `<b onclick="x">`, `<script>`. */
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/gi;

const markdown = new MarkdownIt('zero', { html: false, linkify: false, typographer: false }).enable(['emphasis', 'link', 'escape']);
// Every address is read as a link, so that one the site refuses is known as a link: nodesOf keeps its words and
// drops the address, and the lint names it. Only isAllowedHref's kinds ever become a link.
markdown.validateLink = () => true;

interface Parsed {
  nodes: InlineNode[];
  /** The addresses of links the site refuses, as written. */
  refused: string[];
}

function nodesOf(tokens: readonly Token[]): Parsed {
  const root: InlineNode[] = [];
  const refused: string[] = [];
  // A refused link is an open entry without a node: what is inside it goes to the node around it.
  const open: { node: (InlineNode & { children: InlineNode[] }) | undefined; closes: string }[] = [];
  const siblings = () => open.findLast((entry) => entry.node !== undefined)?.node?.children ?? root;
  const append = (node: InlineNode) => siblings().push(node);
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'softbreak' || token.type === 'hardbreak') {
      const text = token.type === 'text' ? token.content.replace(HTML_TAG, '') : '\n';
      const last = siblings().at(-1);
      if (last?.kind === 'text') last.text += text;
      else if (text !== '') append({ kind: 'text', text });
    } else if (token.type === 'strong_open' || token.type === 'em_open' || token.type === 'link_open') {
      const href = String(token.attrGet('href') ?? '');
      if (token.type === 'link_open' && !isAllowedHref(href)) {
        refused.push(href);
        open.push({ node: undefined, closes: 'link_close' });
        continue;
      }
      const node: InlineNode & { children: InlineNode[] } =
        token.type === 'link_open'
          ? { kind: 'link', href, children: [] }
          : { kind: token.type === 'strong_open' ? 'strong' : 'em', children: [] };
      append(node);
      open.push({ node, closes: token.type.replace('_open', '_close') });
    } else if (token.type === open.at(-1)?.closes) {
      open.pop();
    }
  }
  return { nodes: root, refused };
}

function parse(text: string): Parsed {
  return nodesOf(markdown.parseInline(text, {})[0]?.children ?? []);
}

/**
 * An address as a parsed link carries it: markdown-it percent-encodes what a URL may not hold (`/città` → `/citt%C3%A0`),
 * and leaves an address already encoded as it is.
 */
export function normalizedHref(href: string): string {
  return markdown.normalizeLink(href);
}

/** The text as nodes: plain text, bold, italic and links, ready to render without any HTML. */
export function parseInlineMarkdown(text: string): InlineNode[] {
  return parse(text).nodes;
}

/**
 * A text's links, as the lint asks for them on every check (in the editor, on every keystroke): read once per text.
 * Bounded, so an editing session's many versions of a paragraph do not pile up.
 */
const linksByText = new Map<string, { links: string[]; refused: string[] }>();

function linksOf(text: string): { links: string[]; refused: string[] } {
  const known = linksByText.get(text);
  if (known) return known;
  const { nodes, refused } = parse(text);
  const links: string[] = [];
  const walk = (children: readonly InlineNode[]) => {
    for (const node of children) {
      if (node.kind === 'link') links.push(node.href);
      if (node.kind !== 'text') walk(node.children);
    }
  };
  walk(nodes);
  if (linksByText.size >= 5000) linksByText.clear();
  const found = { links, refused };
  linksByText.set(text, found);
  return found;
}

/** Every link's address in the text, as written (for the lint: pages that must exist). */
export function inlineMarkdownLinks(text: string): string[] {
  return [...linksOf(text).links];
}

/** `[testo](indirizzo)` written with an address the site refuses: only its words show, so the lint names it. */
export function refusedMarkdownLinks(text: string): string[] {
  return [...linksOf(text).refused];
}

/** The HTML tags written in the text, which the page leaves out (for the lint, which names them). */
export function htmlTagsIn(text: string): string[] {
  return [...text.matchAll(HTML_TAG)].map((match) => match[0]);
}
