import { HeadContent, useRouterState } from '@tanstack/react-router';
import type { PageData } from '../sections/content-types.ts';

/** One `article:tag` per tag of an article; the router's head keeps only one tag per property. */
function ArticleTags() {
  const tags = useRouterState({
    select: (state) => (state.matches.at(-1)?.loaderData as PageData | undefined)?.post?.tags ?? [],
    structuralSharing: true,
  });
  return tags.map((tag) => <meta key={tag} property="article:tag" content={tag} />);
}

/** The current route's head (its `head()` option), written into the page as it is prerendered or served in development. */
export function PageHead() {
  return (
    <>
      <HeadContent />
      <ArticleTags />
    </>
  );
}
