import type { ComponentProps } from 'react';

/**
 * The islands of the frame and the dialogs, by name: the one place that says which component hydrates where
 * `<Island of="…">` stands. A section becomes an island from its own folder (src/sections/islands.ts); the page's
 * entry joins both. Each loads on its own, so a page loads only the islands the visitor reaches for.
 */
export const islandComponents = {
  header: () => import('../chrome/Header.tsx').then((module) => module.Header),
  'newsletter-form': () => import('../forms/NewsletterForm.tsx').then((module) => module.NewsletterForm),
  'consultation-form': () => import('../forms/ConsultationForm.tsx').then((module) => module.ConsultationForm),
  'package-request-form': () => import('../forms/PackageRequestForm.tsx').then((module) => module.PackageRequestForm),
};

/** How the browser finds an island's component by the name its markup carries. */
export type IslandLoaders = Readonly<Record<string, (() => Promise<unknown>) | undefined>>;

export type IslandName = keyof typeof islandComponents;

type IslandComponent<Name extends IslandName> = Awaited<ReturnType<(typeof islandComponents)[Name]>>;

/** What the island's component receives: serialised once into the page, read back by the browser. */
export type IslandProps<Name extends IslandName> = ComponentProps<IslandComponent<Name>>;
