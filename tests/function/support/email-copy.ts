import { loadContent } from '../../../content-compiler/load.ts';
import type { Content } from '../../../content-compiler/load.ts';
import type { EmailCopy } from '../../../schema/email.ts';

/**
 * The site's content and the visitors' mails' copy as the build hands it to the function (pages-yaml/_email.yaml and
 * the site file's newsletter notice), so the function's tests read the real copy and pin none of it.
 */
export async function loadEmailCopy(): Promise<{ content: Content; emailCopy: EmailCopy }> {
  const loaded = await loadContent();
  if (loaded.content === undefined) throw new Error('The content does not load');
  const content = loaded.content;
  return { content, emailCopy: { ...content.email, newsletterNotice: content.site.newsletter.subscribedNotice } };
}
