import { artwork } from '../../../content/artwork';
import { HERO_MOBILE_BREAKPOINT_PX } from '../../../content/hero-slides';

const srcSetOf = (name: string, format: 'avif' | 'webp') =>
  artwork[name].widths.map((width) => `/images/${name}-${width}.${format} ${width}w`).join(', ');

interface HeroPictureProps {
  src: string;
  mobileSrc?: string;
  alt: string;
  priority: boolean;
  className?: string;
}

/**
 * A hero slide's artwork with art direction: below 640 px the portrait artwork, above it the wide
 * one (the shared ArtworkImage serves one artwork at every width, so it cannot do this).
 */
export function HeroPicture({ src, mobileSrc, alt, priority, className }: HeroPictureProps) {
  const wide = artwork[src];
  if (!wide) throw new Error(`Unknown artwork "${src}"`);
  const mobile = mobileSrc && artwork[mobileSrc] ? mobileSrc : undefined;
  const mobileMedia = `(max-width: ${HERO_MOBILE_BREAKPOINT_PX - 1}px)`;
  const fallbackWidth = wide.widths.find((width) => width >= 1280) ?? wide.widths[wide.widths.length - 1];
  return (
    <picture className={className}>
      {mobile && <source media={mobileMedia} type="image/avif" srcSet={srcSetOf(mobile, 'avif')} sizes="100vw" />}
      {mobile && <source media={mobileMedia} type="image/webp" srcSet={srcSetOf(mobile, 'webp')} sizes="100vw" />}
      <source type="image/avif" srcSet={srcSetOf(src, 'avif')} sizes="100vw" />
      <img
        src={`/images/${src}-${fallbackWidth}.webp`}
        srcSet={srcSetOf(src, 'webp')}
        sizes="100vw"
        alt={alt}
        width={wide.width}
        height={wide.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
