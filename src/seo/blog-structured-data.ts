import type { Blog, BlogPosting, ImageObject, Organization, WithContext } from 'schema-dts';
import posts from 'virtual:posts';
import type { Post, PostSummary } from '../../schema/post.ts';
import type { Site } from '../../schema/site.ts';
import type { PageData } from '../sections/content-types.ts';

function absolute(site: Site, path: string): string {
  return `${site.brand.url}${path}`;
}

function publisher(site: Site): Organization {
  return {
    '@type': 'Organization',
    '@id': `${site.brand.url}/#agency`,
    name: site.brand.name,
    url: site.brand.url,
    logo: { '@type': 'ImageObject', url: absolute(site, site.brand.logo.src) },
  };
}

function postingSummary(post: PostSummary, site: Site): BlogPosting {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    url: absolute(site, post.path),
    datePublished: post.date,
    image: absolute(site, post.image.src),
    articleSection: post.category,
  };
}

function coverImage(post: Post, site: Site): ImageObject {
  const image: ImageObject = { '@type': 'ImageObject', url: absolute(site, post.image.src) };
  return post.image.width && post.image.height ? { ...image, width: `${post.image.width}`, height: `${post.image.height}` } : image;
}

/** The blog list: what it is about and the articles it holds. */
export function blog(page: PageData, site: Site): WithContext<Blog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: page.title,
    description: page.description,
    url: absolute(site, page.path),
    inLanguage: 'it-IT',
    publisher: publisher(site),
    blogPost: posts.map((post) => postingSummary(post, site)),
  };
}

/** One article, from its page and its "post" block. */
export function blogPosting(page: PageData, post: Post, site: Site): WithContext<BlogPosting> {
  const url = absolute(site, page.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: page.title,
    description: page.description,
    abstract: post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: coverImage(post, site),
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: 'it-IT',
    articleSection: post.category,
    keywords: post.tags.join(', '),
    timeRequired: `PT${post.readTime}M`,
    author: { '@type': 'Organization', name: post.author, url: site.brand.url },
    publisher: publisher(site),
    isPartOf: { '@type': 'Blog', '@id': absolute(site, '/blog') },
  };
}
