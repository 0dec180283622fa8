import createDOMPurify from 'dompurify';
import { createHtmlSanitizer } from './policy.ts';

let sanitizer: ((html: string) => string) | undefined;

/**
 * Sanitises article HTML in the browser before it is inserted. Where DOMPurify cannot run
 * (no DOM), it returns nothing rather than trusting the input.
 */
export function sanitizeInBrowser(html: string): string {
  if (typeof window === 'undefined') return '';
  if (!sanitizer) {
    const purify = createDOMPurify(window);
    if (!purify.isSupported) return '';
    sanitizer = createHtmlSanitizer(purify);
  }
  return sanitizer(html);
}
