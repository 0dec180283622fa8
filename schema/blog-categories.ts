/**
 * The blog's categories, fixed by the specification. No zod here: the browser imports this file.
 * The filter buttons show the eight filter categories in this order; an article may also be
 * "Foto & Video" (a category of the specification's articles), which has no filter button: it is
 * listed under "Tutti" only, and "Video Marketing" stays empty ("Contenuti in arrivo!") until it has posts.
 */
export const blogFilterCategories = [
  'Intelligenza Artificiale',
  'Social Media',
  'SEO',
  'Video Marketing',
  'E-commerce',
  'Sport Marketing',
  'Branding',
  'Siti Web',
] as const;

export type BlogFilterCategory = (typeof blogFilterCategories)[number];

export const postCategories = [...blogFilterCategories, 'Foto & Video'] as const;

export type PostCategory = (typeof postCategories)[number];

export function filterCategoryOf(category: PostCategory): BlogFilterCategory | undefined {
  return category === 'Foto & Video' ? undefined : category;
}

/** How each filter category is written in the address: /blog?categoria=sport-marketing. */
export const categorySlugs: Record<BlogFilterCategory, string> = {
  'Intelligenza Artificiale': 'intelligenza-artificiale',
  'Social Media': 'social-media',
  SEO: 'seo',
  'Video Marketing': 'video-marketing',
  'E-commerce': 'e-commerce',
  'Sport Marketing': 'sport-marketing',
  Branding: 'branding',
  'Siti Web': 'siti-web',
};

export const categoryBySlug: ReadonlyMap<string, BlogFilterCategory> = new Map(
  blogFilterCategories.map((category) => [categorySlugs[category], category]),
);
