import { useRouterState } from '@tanstack/react-router';
import site from 'virtual:site';

/**
 * The public address of the page being rendered (the site's address and the page's path). A form's hidden `origine`
 * starts with it, so a form sent before or without its script names the page it was sent from, as the script does
 * with `window.location.href`.
 */
export function usePageAddress(): string {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return `${site.brand.url}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
}
