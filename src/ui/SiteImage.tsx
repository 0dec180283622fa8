import type { Image } from '../../schema/primitives.ts';
import { imageSlots, type ImageSlot } from './image-slots.ts';
import classes from './SiteImage.module.css';

interface SiteImageProps {
  image: Image;
  /** Where the image is shown: decides the `sizes` a browser reads to pick a photo's file. */
  slot: ImageSlot;
  className?: string;
  /** Shown when something else on the card already says what the image would (a linked card's title). */
  alt?: string;
  /** The first screen's image, which may be the largest thing painted: loaded at once and first. */
  priority?: boolean;
}

/**
 * Every image of the site, with width and height so nothing moves when it arrives. An SVG is one file; a photo
 * (which the build has turned into AVIF and WebP sizes) is a <picture> from which the browser picks the
 * smallest file that is sharp at the width the slot gives it.
 */
export function SiteImage({ image, slot, className, alt = image.alt, priority = false }: SiteImageProps) {
  const img = (
    <img
      className={className}
      src={priority && image.inlineSrc ? image.inlineSrc : image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!image.variants) return img;
  const { sizes } = imageSlots[slot];
  return (
    <picture className={classes.picture}>
      <source type="image/avif" srcSet={image.variants.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.variants.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
