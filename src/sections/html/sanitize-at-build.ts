import { createRequire } from 'node:module';
import type createDOMPurifyType from 'dompurify';
import type { JSDOM as JSDOMType } from 'jsdom';
import { createHtmlSanitizer } from './policy.ts';

const require = createRequire(import.meta.url);
let sanitizer: ((html: string) => string) | undefined;

/**
 * Article HTML cleaned at build time with the browser's allow-list, so the prerendered page holds only safe markup.
 * The DOM it needs costs about as much as the whole content lint, so it loads on the first article that has HTML.
 */
export function sanitizeHtmlAtBuild(html: string): string {
  if (!sanitizer) {
    const { JSDOM } = require('jsdom') as { JSDOM: typeof JSDOMType };
    const createDOMPurify = require('dompurify') as typeof createDOMPurifyType;
    const { window } = new JSDOM('<!DOCTYPE html><html><body></body></html>');
    sanitizer = createHtmlSanitizer(createDOMPurify(window));
  }
  return sanitizer(html);
}
