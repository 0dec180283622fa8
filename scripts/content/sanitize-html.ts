import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createHtmlSanitizer } from '../../src/sections/html/policy.ts';

let sanitizer: ((html: string) => string) | undefined;

/** Article HTML cleaned at build time with the browser's allow-list, so the prerendered page holds only safe markup. */
export function sanitizeHtmlAtBuild(html: string): string {
  if (!sanitizer) {
    const { window } = new JSDOM('<!DOCTYPE html><html><body></body></html>');
    sanitizer = createHtmlSanitizer(createDOMPurify(window));
  }
  return sanitizer(html);
}
