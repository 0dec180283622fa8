import { useRouter } from '@tanstack/react-router';
import { useMemo, type MouseEvent } from 'react';
import { SectionShell } from '../../render/SectionShell.tsx';
import type { SectionProps } from '../section-props.ts';
import classes from './Html.module.css';
import { sanitizeInBrowser } from './sanitize.ts';

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * An article body stored as HTML. The build already cleaned it (the prerendered page holds that markup);
 * the browser cleans it again with the same allow-list before inserting it.
 */
export function Html({ section }: SectionProps<'html'>) {
  const router = useRouter();
  const markup = useMemo(() => (import.meta.env.SSR ? section.html : sanitizeInBrowser(section.html)), [section.html]);

  // Links to the site's own pages inside the HTML navigate without reloading the page.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element) || !isPlainLeftClick(event)) return;
    const anchor = event.target.closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    const [pathname = '/', hash] = href.split('#');
    void router.navigate({ to: pathname, hash });
  };

  return (
    <SectionShell section={section} className={classes.band}>
      {/* The browser's serialisation of the cleaned HTML may differ in detail from jsdom's; the markup is the same. */}
      <div className={classes.article} data-article-html onClick={onClick} dangerouslySetInnerHTML={{ __html: markup }} suppressHydrationWarning />
    </SectionShell>
  );
}
