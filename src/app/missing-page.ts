/** Logs the address nobody found (decisions.md): in the app on arrival, in a prerendered 404 page from the entry script. */
export function reportMissingPage(pathname: string): void {
  console.warn(`Page not found: ${pathname}`);
}
