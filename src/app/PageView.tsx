import { useLoaderData } from '@tanstack/react-router';
import { useEffect } from 'react';
import site from 'virtual:site';
import { PostFrame } from '../blog/PostFrame.tsx';
import type { PageData } from '../content-types.ts';
import { SectionRenderer } from '../render/SectionRenderer.tsx';
import { applyHead, headForPage } from '../seo/head.ts';

export default function PageView() {
  const page = useLoaderData({ strict: false }) as PageData;
  useEffect(() => {
    applyHead(headForPage(page, site));
  }, [page]);
  const sections = <SectionRenderer sections={page.sections} />;
  return page.post ? (
    <PostFrame page={page} post={page.post}>
      {sections}
    </PostFrame>
  ) : (
    sections
  );
}
