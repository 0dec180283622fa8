import type { Context } from 'hono';

/**
 * The origin the browser used to reach this function. Behind trusted proxies the public
 * scheme and host come from X-Forwarded-Proto and X-Forwarded-Host.
 */
export function ownOrigin(c: Context, options: { trustedProxyHops: number }): string {
  const url = new URL(c.req.url);
  if (options.trustedProxyHops === 0) return url.origin;
  const forwardedProto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
  const forwardedHost = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  return `${forwardedProto ?? url.protocol.replace(/:$/, '')}://${forwardedHost ?? url.host}`;
}
