import { useMemo } from 'react';
import { SectionShell } from '../../ui/SectionShell.tsx';
import classes from './Html.module.css';
import { sanitizeInBrowser } from './sanitize.ts';
import type { HtmlSection } from './schema.ts';

/**
 * An article body stored as HTML. The build already cleaned it (the prerendered page holds that markup);
 * the browser cleans it again with the same allow-list before inserting it. Links to the site's own
 * pages are plain links that the app's link handler navigates without a reload.
 */
export function Html({ section }: { section: HtmlSection }) {
  const markup = useMemo(() => (import.meta.env.SSR ? section.html : sanitizeInBrowser(section.html)), [section.html]);
  return (
    <SectionShell section={section} className={classes.band}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify with the article allow-list, at build time and again here */}
      <div className={classes.article} data-article-html dangerouslySetInnerHTML={{ __html: markup }} />
    </SectionShell>
  );
}
