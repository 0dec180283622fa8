/**
 * Every internal link of the site is a plain <a href>: it works before any script runs and inside
 * islands, which have no router. One listener on the document turns a plain click on such a link
 * into a client-side navigation once the app is ready. (The router's own Link would put its 29 KB
 * gzipped of router code into every island and every first visit.)
 */

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const FILE_EXTENSION = /\.[a-z0-9]+$/i;

/** The path, search and hash of a click on a link to one of the site's pages; undefined for anything else. */
export function internalDestination(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || !isPlainLeftClick(event) || !(event.target instanceof Element)) return undefined;
  const anchor = event.target.closest('a');
  if (!anchor?.href || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/functions/') || FILE_EXTENSION.test(url.pathname))
    return undefined;
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  if (samePage && url.hash) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Calls `navigate` for every plain click on an internal link, instead of the browser's page load. */
export function interceptInternalLinks(navigate: (destination: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const destination = internalDestination(event);
    if (destination === undefined) return;
    event.preventDefault();
    navigate(destination);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
