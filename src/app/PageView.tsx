import { useLoaderData } from '@tanstack/react-router';
import { useEffect } from 'react';
import site from 'virtual:site';
import type { PageData } from '../content-types.ts';
import { SectionRenderer } from '../render/SectionRenderer.tsx';
import { applyHead, headForPage } from '../seo/head.ts';

/** The page of the current route, with its head kept in step after client-side navigation. */
export function useCurrentPage(): PageData {
  const page = useLoaderData({ strict: false }) as PageData;
  useEffect(() => {
    applyHead(headForPage(page, site));
  }, [page]);
  return page;
}

export default function PageView() {
  const page = useCurrentPage();
  return <SectionRenderer sections={page.sections} />;
}
