export const UNKNOWN_CLIENT = 'unknown';

/**
 * The address a request is rate-limited by. With `trustedProxyHops` = 0 it is the socket's
 * address and X-Forwarded-For is ignored (anyone can write that header). With N > 0 trusted
 * proxies in front, each appends the address it received the request from, so the client is
 * the N-th entry from the right; entries further left were written by the client itself.
 */
export function resolveClientAddress(forwardedFor: string | null, socketAddress: string | undefined, trustedProxyHops: number): string {
  if (trustedProxyHops > 0 && forwardedFor !== null) {
    const entries = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const recordedByTrustedProxy = entries[entries.length - trustedProxyHops] ?? entries[0];
    if (recordedByTrustedProxy !== undefined) return normalizeAddress(recordedByTrustedProxy);
  }
  return socketAddress === undefined || socketAddress === '' ? UNKNOWN_CLIENT : normalizeAddress(socketAddress);
}

function normalizeAddress(address: string): string {
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (ipv4WithPort?.[1] !== undefined) return ipv4WithPort[1];
  const ipv4Mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (ipv4Mapped?.[1] !== undefined) return ipv4Mapped[1];
  return address.toLowerCase();
}
