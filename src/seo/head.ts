import type { Site } from '../../schema/site.ts';
import type { PageData } from '../sections/content-types.ts';
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

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string } | { 'script:ld+json': JsonLd };

/** What a route's `head()` returns: the router renders it with <HeadContent /> when the page is prerendered. */
export interface RouteHead {
  meta: MetaTag[];
  links: Array<{ rel: string; href: string }>;
}

/**
 * The head as the router's `head()` option describes it. Repeated `article:tag` tags are not here:
 * the router keeps one tag per property (TanStack/router#5146), so <ArticleTags /> writes them.
 */
export function routeHead(head: HeadData): RouteHead {
  const optional = (name: string, content: string | undefined) => (content === undefined ? [] : [{ name, content }]);
  const property = (key: string, content: string | undefined) => (content === undefined ? [] : [{ property: key, content }]);
  return {
    meta: [
      { title: head.title },
      { name: 'description', content: head.description },
      ...optional('robots', head.robots),
      ...property('og:type', head.ogType),
      ...property('og:locale', 'it_IT'),
      ...property('og:site_name', head.siteName),
      ...property('og:title', head.title),
      ...property('og:description', head.description),
      ...property('og:url', head.canonical),
      ...property('og:image', head.ogImage),
      ...property('og:image:alt', head.ogImageAlt),
      { name: 'twitter:card', content: 'summary_large_image' },
      ...property('article:published_time', head.article?.publishedTime),
      ...property('article:section', head.article?.section),
      ...head.jsonLd.map((data) => ({ 'script:ld+json': data })),
    ],
    links: head.canonical ? [{ rel: 'canonical', href: head.canonical }] : [],
  };
}
