/** A menu item is active on its own page, or on every page under its `activePrefix` (e.g. all of /sport). */
export function isNavItemActive(
  item: { to: string; activePrefix?: string | undefined; children: ReadonlyArray<{ to: string }> },
  pathname: string,
): boolean {
  if (pathname === item.to) return true;
  if (item.activePrefix && (pathname === item.activePrefix || pathname.startsWith(`${item.activePrefix}/`))) return true;
  return item.children.some((child) => child.to === pathname);
}
