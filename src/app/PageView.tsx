import { useLoaderData } from '@tanstack/react-router';
import type { PageData } from '../sections/content-types.ts';
import { SectionRenderer } from '../sections/SectionRenderer.tsx';

/** The page of the current route (its head comes from the route's `head()`, see src/seo/PageHead.tsx). */
export function useCurrentPage(): PageData {
  return useLoaderData({ strict: false }) as PageData;
}

export default function PageView() {
  const page = useCurrentPage();
  return <SectionRenderer sections={page.sections} />;
}
