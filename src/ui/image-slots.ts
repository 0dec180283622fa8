/**
 * Where a photo is shown decides which sizes the build makes of it and which one a browser picks:
 * `sizes` tells the browser the width it will take (CSS pixels, as the section's stylesheet lays it out),
 * `widths` are the files the build writes (about 1×, 1.5× and 2× that width, for sharp phone screens).
 * SVGs are drawn at any size and ignore this.
 */
export const imageSlots = {
  hero: { sizes: '(min-width: 62em) 560px, (min-width: 27em) 420px, 100vw', widths: [560, 840, 1120] },
  banner: { sizes: '(min-width: 27em) 420px, 100vw', widths: [420, 630, 840] },
  split: { sizes: '(min-width: 62em) 560px, 100vw', widths: [560, 840, 1120] },
  card: { sizes: '(min-width: 62em) 380px, (min-width: 48em) 50vw, 100vw', widths: [400, 800] },
  caseStudy: { sizes: '96px', widths: [96, 192] },
  portrait: { sizes: '176px', widths: [176, 352] },
  logo: { sizes: '140px', widths: [140, 280] },
  map: { sizes: '(min-width: 75em) 1200px, 100vw', widths: [640, 1200, 1800] },
  cover: { sizes: '(min-width: 66em) 1040px, 100vw', widths: [400, 800, 1040, 1560, 2080] },
} as const satisfies Record<string, { sizes: string; widths: readonly number[] }>;

export type ImageSlot = keyof typeof imageSlots;

/** The slot of an image by the section type that shows it (an article's cover is `post.image`). */
export const imageSlotBySectionType: Readonly<Record<string, ImageSlot>> = {
  hero: 'hero',
  banner: 'banner',
  split: 'split',
  features: 'card',
  'case-study': 'caseStudy',
  team: 'portrait',
  clients: 'logo',
  map: 'map',
};
