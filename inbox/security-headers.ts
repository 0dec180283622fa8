/** The owner's app's security headers, the same for the local inbox (server.ts) and the app on a deployment (admin.ts). */
import { secureHeaders } from 'hono/secure-headers';

export function inboxSecureHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine writes its CSS variables in a style element.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    // The local inbox's first address carries its token; the page removes it at once, and no referrer ever names it.
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    // HSTS is the host's decision: the local inbox is plain HTTP on 127.0.0.1.
    strictTransportSecurity: false,
  });
}
