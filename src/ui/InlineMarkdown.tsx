import { createElement, Fragment, type ReactNode } from 'react';
import { type InlineNode, parseInlineMarkdown } from '../../schema/inline-markdown.ts';

/** A page of the site or a section of this page; anything else leaves the site. */
function isExternal(href: string): boolean {
  return !href.startsWith('/') && !href.startsWith('#');
}

/** Children passed one by one (not as a list) are the text's fixed pieces, in the order written: they need no keys. */
function render(nodes: readonly InlineNode[], newTab: boolean): ReactNode[] {
  return nodes.map((node) => {
    if (node.kind === 'text') return node.text;
    const children = render(node.children, newTab);
    if (node.kind !== 'link') return createElement(node.kind, null, ...children);
    const external = isExternal(node.href);
    const attributes = { href: node.href, rel: external ? 'noopener' : undefined, target: external && newTab ? '_blank' : undefined };
    return createElement('a', attributes, ...children);
  });
}

/**
 * A long text with its bold, italic and links (schema/inline-markdown.ts) as elements: React writes every piece of
 * text escaped, and no attribute but a link's checked address, so the text cannot bring HTML, scripts or handlers.
 */
export function InlineMarkdown({ text, externalLinksInNewTab = false }: { text: string; externalLinksInNewTab?: boolean }) {
  return createElement(Fragment, null, ...render(parseInlineMarkdown(text), externalLinksInNewTab));
}
