import { PostFrame } from './PostFrame.tsx';
import { SectionRenderer } from '../sections/SectionRenderer.tsx';
import { useCurrentPage } from './PageView.tsx';

/** A blog article: its sections inside the article frame (cover, meta, back link). Only article routes load it. */
export default function PostView() {
  const page = useCurrentPage();
  const sections = <SectionRenderer sections={page.sections} />;
  return page.post ? (
    <PostFrame page={page} post={page.post}>
      {sections}
    </PostFrame>
  ) : (
    sections
  );
}
