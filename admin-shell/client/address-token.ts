/**
 * The local apps' printed address carries their token (`?token=…`). The page takes it out of the address bar at once,
 * so it stays out of the history, of bookmarks and of screenshots; it returns the token, if there was one.
 */
export function takeTokenFromAddress(): string | undefined {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token === null) return undefined;
  url.searchParams.delete('token');
  window.history.replaceState(null, '', url);
  return token === '' ? undefined : token;
}
