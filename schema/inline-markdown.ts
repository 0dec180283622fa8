import MarkdownIt, { type Token } from 'markdown-it';

/**
 * The small Markdown a marketer may write in long texts (a prose paragraph or list item): **grassetto**,
 * *corsivo* and [un link](/servizi). Nothing else is read as Markdown, and no HTML passes: `<b>` stays the
 * four characters it is, and a backslash keeps a star a star. Parsed by markdown-it with every rule off but emphasis, links and escapes.
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

const markdown = new MarkdownIt('zero', { html: false, linkify: false, typographer: false }).enable(['emphasis', 'link', 'escape']);
// markdown-it's own check refuses javascript:, vbscript:, file: and data:; this one lets through only the kinds above.
markdown.validateLink = isAllowedHref;

function nodesOf(tokens: readonly Token[]): InlineNode[] {
  const root: InlineNode[] = [];
  const open: { node: InlineNode & { children: InlineNode[] }; closes: string }[] = [];
  const append = (node: InlineNode) => (open.at(-1)?.node.children ?? root).push(node);
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'softbreak' || token.type === 'hardbreak') {
      const text = token.type === 'text' ? token.content : '\n';
      const siblings = open.at(-1)?.node.children ?? root;
      const last = siblings.at(-1);
      if (last?.kind === 'text') last.text += text;
      else append({ kind: 'text', text });
    } else if (token.type === 'strong_open' || token.type === 'em_open' || token.type === 'link_open') {
      const node: InlineNode & { children: InlineNode[] } =
        token.type === 'link_open'
          ? { kind: 'link', href: String(token.attrGet('href') ?? ''), children: [] }
          : { kind: token.type === 'strong_open' ? 'strong' : 'em', children: [] };
      append(node);
      open.push({ node, closes: token.type.replace('_open', '_close') });
    } else if (token.type === open.at(-1)?.closes) {
      open.pop();
    }
  }
  return root;
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
  return nodesOf(markdown.parseInline(text, {})[0]?.children ?? []);
}

/** Every link's address in the text, as written (for the lint: pages that must exist, addresses that may not be used). */
export function inlineMarkdownLinks(text: string): string[] {
  const links: string[] = [];
  const walk = (nodes: readonly InlineNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'link') links.push(node.href);
      if (node.kind !== 'text') walk(node.children);
    }
  };
  walk(parseInlineMarkdown(text));
  return links;
}

/** `[testo](indirizzo)` written with an address the site refuses: it shows as plain text, so the lint names it. */
export function refusedMarkdownLinks(text: string): string[] {
  return [...text.matchAll(/\]\(\s*<?([^)\s>]+)/g)].map((match) => match[1] ?? '').filter((href) => !isAllowedHref(href));
}
