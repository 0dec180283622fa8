/**
 * The one set of security headers of the owner's and the marketers' apps: the local inbox (inbox/server.ts), the owner's
 * app on a deployment (inbox/admin.ts) and the editor (editor/server.ts). What differs is what each app really needs, as
 * options; everything else is the same policy.
 */
import { secureHeaders } from 'hono/secure-headers';

export interface AdminSecureHeadersOptions {
  /**
   * The app shows pages of its own in a frame (the editor's preview): frame-src and frame-ancestors 'self' and
   * X-Frame-Options SAMEORIGIN instead of no frame at all.
   */
  framesItself?: boolean;
  /** Images the page makes from a file the person picked (a photo before its upload): blob: addresses. */
  blobImages?: boolean;
}

export function adminSecureHeaders({ framesItself = false, blobImages = false }: AdminSecureHeadersOptions = {}) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine writes its CSS variables in a style element.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...(blobImages ? ['blob:'] : [])],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: [framesItself ? "'self'" : "'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: [framesItself ? "'self'" : "'none'"],
    },
    // The local apps' first address carries their token; the page removes it at once, and no referrer ever names it.
    referrerPolicy: 'no-referrer',
    xFrameOptions: framesItself ? 'SAMEORIGIN' : 'DENY',
    // HSTS is the host's decision: the local apps are plain HTTP on 127.0.0.1.
    strictTransportSecurity: false,
  });
}
