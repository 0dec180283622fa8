import type { ComponentType, ReactElement } from 'react';
import type { Section, SectionType } from '../sections/index.ts';
import { loadedSectionComponent, loadSectionComponents } from '../sections/section-components.ts';

type IslandElement = (props: object) => Promise<ReactElement>;

/** The props were serialised at build time from this same component's props (see Island). */
function island<P extends object>(load: () => Promise<ComponentType<P>>): IslandElement {
  return async (props) => {
    const Component = await load();
    return <Component {...(props as P)} />;
  };
}

const chromeIslands: Record<string, IslandElement> = {
  header: island(() => import('../chrome/Header.tsx').then((module) => module.Header)),
  'floating-buttons': island(() => import('../chrome/FloatingButtons.tsx').then((module) => module.FloatingButtons)),
  'back-to-list': island(() => import('../app/PostFrame.tsx').then((module) => module.BackToList)),
};

export const SECTION_ISLAND_PREFIX = 'section/';

async function sectionIsland(type: SectionType, props: object): Promise<ReactElement | undefined> {
  await loadSectionComponents([type]);
  const View = loadedSectionComponent(type);
  return View ? <View {...(props as { section: Section })} /> : undefined;
}

/** The element an island hydrates with, or undefined for a name no island has (a stale page). */
export async function islandElement(name: string, props: object): Promise<ReactElement | undefined> {
  if (name.startsWith(SECTION_ISLAND_PREFIX)) return sectionIsland(name.slice(SECTION_ISLAND_PREFIX.length) as SectionType, props);
  return chromeIslands[name]?.(props);
}
