import { SectionShell } from '../../ui/SectionShell.tsx';
import typography from '../../ui/Typography.module.css';
import classes from './Html.module.css';
import type { HtmlSection } from './schema.ts';

/**
 * An article body stored as HTML. The build cleaned it with the article allow-list (build.ts), and the section is
 * never rendered in the browser (it is no island): the prerendered page holds that markup and nothing else.
 */
export function Html({ section }: { section: HtmlSection }) {
  return (
    <SectionShell section={section} className={classes.band}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify with the article allow-list when the content is compiled */}
      <div className={`${classes.article} ${typography.textLinks}`} data-article-html dangerouslySetInnerHTML={{ __html: section.html }} />
    </SectionShell>
  );
}
