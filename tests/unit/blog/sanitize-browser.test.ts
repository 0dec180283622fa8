// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtmlAtBuild } from '../../../src/sections/html/sanitize-at-build.ts';
import { sanitizeInBrowser } from '../../../src/sections/html/sanitize.ts';
import { benignArticle, hostileSnippets } from './hostile-html.ts';

describe('article HTML sanitiser in the browser', { timeout: 20_000 }, () => {
  it.each(hostileSnippets)('$name: the browser pass cleans the raw snippet exactly as the build does', ({ html }) => {
    const inBrowser = sanitizeInBrowser(html);
    expect(inBrowser).toBe(sanitizeHtmlAtBuild(html));
    expect(inBrowser).not.toMatch(/<(script|iframe|object|embed|form|input|button|svg|math|style)\b/i);
  });

  it('keeps a well-behaved article unchanged, so hydration finds the prerendered markup', () => {
    expect(sanitizeInBrowser(benignArticle)).toBe(benignArticle);
  });
});
