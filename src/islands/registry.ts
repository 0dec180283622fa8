import type { ComponentProps } from 'react';

/**
 * Every kind of island, by name: the one place that says which component hydrates where `<Island of="…">`
 * stands. Each loads on its own, so a page loads only the islands the visitor reaches for.
 */
export const islandComponents = {
  header: () => import('../chrome/Header.tsx').then((module) => module.Header),
  'newsletter-form': () => import('../forms/NewsletterForm.tsx').then((module) => module.NewsletterForm),
  'consultation-form': () => import('../forms/ConsultationForm.tsx').then((module) => module.ConsultationForm),
  'package-request-form': () => import('../forms/PackageRequestForm.tsx').then((module) => module.PackageRequestForm),
  'contact-form': () => import('../sections/contact-form/ContactForm.tsx').then((module) => module.ContactForm),
  'blog-list': () => import('../sections/blog-list/BlogList.tsx').then((module) => module.BlogList),
};

export type IslandName = keyof typeof islandComponents;

type IslandComponent<Name extends IslandName> = Awaited<ReturnType<(typeof islandComponents)[Name]>>;

/** What the island's component receives: serialised once into the page, read back by the browser. */
export type IslandProps<Name extends IslandName> = ComponentProps<IslandComponent<Name>>;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandComponents, name);
}
