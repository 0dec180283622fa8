import type { Config, DOMPurify } from 'dompurify';

/**
 * The fixed allow-list for article HTML. The same policy runs at build time (Node, with jsdom)
 * and in the browser before the HTML is inserted, so both produce the same markup.
 */
export const allowedHtmlTags = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
] as const;

export const allowedHtmlAttributes = ['href', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan', 'scope', 'lang'] as const;

/** Never allowed, even if someone widens the allow-list: the specification names the first six. */
export const forbiddenHtmlTags = [
  'script',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'style',
  'iframe',
  'frame',
  'frameset',
  'svg',
  'math',
  'template',
  'link',
  'meta',
  'base',
  'textarea',
  'select',
  'option',
  'noscript',
  'applet',
  'audio',
  'video',
  'source',
  'dialog',
  'portal',
] as const;

const forbiddenHtmlAttributes = ['style', 'srcset', 'action', 'formaction', 'xlink:href', 'srcdoc', 'target'];

// DOMPurify's own pattern minus the exotic schemes: web, mail and phone links, or plain values without a scheme.
const allowedUriPattern = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

// Characters a browser ignores inside a URL's scheme, so "da\tta:" is still "data:": control characters,
// spaces and invisible separators (a few more than a browser drops, which only errs on the safe side).
const ignoredUrlCharacters = /[\p{Cc}\p{Zs}\u180e\u2000-\u2029\ufeff]/gu;

const articleHtmlConfig: Config = {
  ALLOWED_TAGS: [...allowedHtmlTags],
  ALLOWED_ATTR: [...allowedHtmlAttributes],
  FORBID_TAGS: [...forbiddenHtmlTags],
  FORBID_ATTR: forbiddenHtmlAttributes,
  ALLOWED_URI_REGEXP: allowedUriPattern,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SAFE_FOR_TEMPLATES: false,
  KEEP_CONTENT: true,
};

/** Wraps a DOMPurify instance (one per window) with the article policy; data: URLs are dropped everywhere. */
export function createHtmlSanitizer(purify: DOMPurify): (html: string) => string {
  purify.addHook('uponSanitizeAttribute', (_node, attribute) => {
    if (attribute.attrValue.replace(ignoredUrlCharacters, '').toLowerCase().startsWith('data:')) attribute.keepAttr = false;
  });
  return (html) => purify.sanitize(html, articleHtmlConfig);
}
