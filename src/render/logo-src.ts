import type { Image } from '../../schema/primitives.ts';

/** The logo is on every first screen: travelling inside the page (when the build made it a data: address), it costs no request. */
export function logoSrc(logo: Image): string {
  return logo.inlineSrc ?? logo.src;
}
