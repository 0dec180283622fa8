// @vitest-environment node
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../content-compiler/load.ts';
import { pageDocument, type PageParts } from '../../../build/page-document.ts';
import { robotsTxt } from '../../../build/prerender.ts';
import { projectRoot } from '../content/fixture.ts';

const { content } = await loadContent({ root: projectRoot });
if (!content) throw new Error('The content has errors: run npm run lint:content');
const { site } = content;

const parts: PageParts = {
  head: '<title>Pagina</title>',
  body: '<main id="main"><h1>Pagina</h1></main>',
  icon: 'data:image/svg+xml,',
  inlineStyles: '',
  stylesheets: { plain: [] },
  entryScript: '/assets/entry.js',
};

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

function elements(node: ParentNode, into: Element[] = []): Element[] {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    into.push(child);
    elements(child, into);
  }
  return into;
}

function textOf(node: ParentNode): string {
  return node.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : 'childNodes' in child ? textOf(child) : ''))
    .join('');
}

const robotsMetas = (html: string) =>
  elements(parse(html)).filter(
    (element) => element.tagName === 'meta' && element.attrs.some((a) => a.name === 'name' && a.value === 'robots'),
  );

describe('a preview build says so; a release build does not', () => {
  it('a preview page asks not to be indexed and carries the marker, first in the body, with the site file’s copy', () => {
    const html = pageDocument({ ...parts, preview: site.preview });
    expect(robotsMetas(html).map((meta) => meta.attrs.find((a) => a.name === 'content')?.value)).toEqual(['noindex']);
    const body = elements(parse(html)).find((element) => element.tagName === 'body');
    const [first] = body?.childNodes.filter((child) => 'tagName' in child) ?? [];
    expect(first && 'tagName' in first ? first.tagName : undefined).toBe('aside');
    // Read as the browser reads it, so an apostrophe in the copy (written &#39;) is the marketer's text still.
    const marker = first && 'tagName' in first ? first : undefined;
    expect(marker?.attrs.find((attribute) => attribute.name === 'aria-label')?.value).toBe(site.preview.label);
    expect(marker ? textOf(marker) : '').toContain(site.preview.text);
  });

  it('the not-found page keeps its own single noindex', () => {
    const html = pageDocument({ ...parts, head: '<meta name="robots" content="noindex">', preview: site.preview, notFound: true });
    expect(robotsMetas(html)).toHaveLength(1);
  });

  it('a release page has neither', () => {
    const html = pageDocument(parts);
    expect(robotsMetas(html)).toEqual([]);
    expect(html).not.toContain('preview-marker');
  });

  it('robots.txt turns every crawler away from a preview and shows a release the sitemap', () => {
    expect(robotsTxt(site, { preview: true })).toBe('User-agent: *\nDisallow: /\n');
    expect(robotsTxt(site, { preview: false })).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.brand.url}/sitemap.xml\n`);
  });
});
