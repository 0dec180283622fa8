// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeHtmlAtBuild } from '../../../src/sections/html/sanitize-at-build.ts';
import { allowedHtmlAttributes, allowedHtmlTags } from '../../../src/sections/html/policy.ts';
import { benignArticle, dangerousUrl, executableTags, hostileSnippets, ignoredInUrl } from './hostile-html.ts';

const allowedTags = new Set<string>(allowedHtmlTags);
const allowedAttributes = new Set<string>(allowedHtmlAttributes);

const { DOMParser } = new JSDOM('').window;

function attributeProblems(element: Element): string[] {
  const found: string[] = [];
  for (const attribute of element.attributes) {
    if (!allowedAttributes.has(attribute.name) || attribute.name.startsWith('on')) found.push(`<${element.localName} ${attribute.name}>`);
    if (dangerousUrl.test(attribute.value.replace(ignoredInUrl, '')))
      found.push(`<${element.localName} ${attribute.name}="${attribute.value}">`);
  }
  return found;
}

/** Everything in the markup, parsed as a page body, that could run, load or submit something. */
function executableConstructs(html: string): string[] {
  const { body } = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}`, 'text/html');
  const found = attributeProblems(body);
  for (const element of body.querySelectorAll('*')) {
    const tag = element.localName;
    if (!allowedTags.has(tag) || executableTags.includes(tag)) found.push(`<${tag}>`);
    found.push(...attributeProblems(element));
  }
  return found;
}

describe('article HTML sanitiser (build time, Node with jsdom)', { timeout: 20_000 }, () => {
  it('has a corpus of at least 50 hostile snippets', () => {
    expect(hostileSnippets.length).toBeGreaterThanOrEqual(50);
    expect(new Set(hostileSnippets.map((snippet) => snippet.name)).size).toBe(hostileSnippets.length);
  });

  it.each(hostileSnippets.filter((snippet) => !snippet.onlyWhenReserialised))(
    '$name: the check spots the danger before sanitising',
    ({ html }) => {
      expect(executableConstructs(html)).not.toEqual([]);
    },
  );

  it.each(hostileSnippets)('$name: nothing executable is left', ({ html }) => {
    const clean = sanitizeHtmlAtBuild(html);
    expect(executableConstructs(clean)).toEqual([]);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    // Sanitising again changes nothing, so the browser's second pass yields the same markup.
    expect(sanitizeHtmlAtBuild(clean)).toBe(clean);
  });

  it('leaves no script that runs when the whole corpus is loaded into a page that executes scripts', () => {
    const clean = hostileSnippets.map(({ html }) => sanitizeHtmlAtBuild(html)).join('\n');
    const dom = new JSDOM(`<!DOCTYPE html><body>${clean}<script>window.__control = 1</script></body>`, { runScripts: 'dangerously' });
    const window = dom.window as unknown as Window & { __xss?: number; __control?: number };
    expect(window.__control).toBe(1);
    expect(window.__xss).toBeUndefined();
  });

  it('keeps a well-behaved article as it is: headings, lists, links, images with their size, tables', () => {
    expect(sanitizeHtmlAtBuild(benignArticle)).toBe(benignArticle);
  });

  it('keeps the text of removed elements where it is harmless, and drops script bodies', () => {
    expect(sanitizeHtmlAtBuild('<p>Prima <script>window.__xss=1</script>dopo</p>')).toBe('<p>Prima dopo</p>');
    expect(sanitizeHtmlAtBuild('<form><p>Dentro un modulo</p><button>Invia</button></form>')).toBe('<p>Dentro un modulo</p>Invia');
    expect(sanitizeHtmlAtBuild('<a href="javascript:window.__xss=1">Clicca</a>')).toBe('<a>Clicca</a>');
  });
});
