import type { Site } from '../../schema/site.ts';
import type { PageData } from '../content-types.ts';
import { structuredDataFor, type JsonLd } from './structured-data.ts';

export interface HeadData {
  title: string;
  description: string;
  canonical: string | undefined;
  robots: string | undefined;
  ogImage: string;
  ogImageAlt: string;
  jsonLd: JsonLd[];
  siteName: string;
  ogType: 'website' | 'article';
  /** Open Graph article tags, for blog articles only. */
  article: { publishedTime: string; section: string; tags: string[] } | undefined;
}

export function headForPage(page: PageData, site: Site): HeadData {
  const image = page.ogImage ?? site.brand.defaultOgImage;
  return {
    title: page.path === '/' ? `${site.brand.name} – ${page.title}` : `${page.title}${site.brand.titleSuffix}`,
    description: page.description,
    canonical: `${site.brand.url}${page.path === '/' ? '/' : page.path}`,
    robots: undefined,
    ogImage: `${site.brand.url}${image.src}`,
    ogImageAlt: image.alt,
    jsonLd: structuredDataFor(page, site),
    siteName: site.brand.name,
    ogType: page.post ? 'article' : 'website',
    article: page.post ? { publishedTime: page.post.date, section: page.post.category, tags: page.post.tags } : undefined,
  };
}

export function headForNotFound(site: Site): HeadData {
  return {
    title: site.notFound.title,
    description: site.notFound.text,
    canonical: undefined,
    robots: 'noindex',
    ogImage: `${site.brand.url}${site.brand.defaultOgImage.src}`,
    ogImageAlt: site.brand.defaultOgImage.alt,
    jsonLd: [],
    siteName: site.brand.name,
    ogType: 'website',
    article: undefined,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside a script tag must not be able to close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function articleTags(head: HeadData): Array<[string, string]> {
  if (!head.article) return [];
  return [
    ['article:published_time', head.article.publishedTime],
    ['article:section', head.article.section],
    ...head.article.tags.map((tag): [string, string] => ['article:tag', tag]),
  ];
}

/** Head tags written into the prerendered HTML. */
export function renderHead(head: HeadData): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.robots ? `<meta name="robots" content="${head.robots}">` : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    `<meta property="og:type" content="${head.ogType}">`,
    `<meta property="og:locale" content="it_IT">`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}">` : '',
    `<meta property="og:image" content="${escapeHtml(head.ogImage)}">`,
    `<meta property="og:image:alt" content="${escapeHtml(head.ogImageAlt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    ...articleTags(head).map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
    ...head.jsonLd.map((data) => `<script type="application/ld+json" data-head="jsonld">${serializeJsonLd(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Keeps the head in step with the page after client-side navigation. */
export function applyHead(head: HeadData): void {
  document.title = head.title;
  setMeta('meta[name="description"]', 'name', 'description', head.description);
  setMeta('meta[name="robots"]', 'name', 'robots', head.robots);
  setMeta('meta[property="og:title"]', 'property', 'og:title', head.title);
  setMeta('meta[property="og:description"]', 'property', 'og:description', head.description);
  setMeta('meta[property="og:url"]', 'property', 'og:url', head.canonical);
  setMeta('meta[property="og:image"]', 'property', 'og:image', head.ogImage);
  setMeta('meta[property="og:type"]', 'property', 'og:type', head.ogType);
  document.head.querySelectorAll('meta[property^="article:"]').forEach((meta) => meta.remove());
  for (const [property, content] of articleTags(head)) {
    const meta = document.createElement('meta');
    meta.setAttribute('property', property);
    meta.content = content;
    document.head.append(meta);
  }
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head.canonical) {
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = head.canonical;
  } else {
    canonical?.remove();
  }
  const currentJsonLd = [...document.head.querySelectorAll('script[data-head="jsonld"]')].map((script) => script.textContent);
  const nextJsonLd = head.jsonLd.map(serializeJsonLd);
  if (currentJsonLd.join() !== nextJsonLd.join()) {
    document.head.querySelectorAll('script[data-head="jsonld"]').forEach((script) => script.remove());
    for (const json of nextJsonLd) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.head = 'jsonld';
      script.textContent = json;
      document.head.append(script);
    }
  }
}
