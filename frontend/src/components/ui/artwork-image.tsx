import { artwork } from '../../content/artwork';
import { isUploadedImage, MEDIA_PATH, renditionsOf, type SiteImage } from '../../content/site-image';

/** A picture's renditions: AVIF (the site's own artwork only) and WebP srcsets, the fallback's address and the largest size. */
export interface PictureSources {
  avif?: string;
  webp: string;
  fallback: string;
  width: number;
  height: number;
}

/**
 * The renditions of one of the clinic's illustrations (AVIF and WebP at every width) or of an
 * uploaded photo (WebP at every width the API stored); the fallback is the first at least
 * `fallbackWidth` wide.
 */
export function pictureSources(image: SiteImage, fallbackWidth: number): PictureSources {
  if (isUploadedImage(image)) {
    const renditions = renditionsOf(image);
    const fallback = renditions.find((rendition) => rendition.width >= fallbackWidth) ?? renditions[renditions.length - 1];
    return {
      webp: renditions.map((rendition) => `${MEDIA_PATH}${rendition.key} ${rendition.width}w`).join(', '),
      fallback: `${MEDIA_PATH}${fallback.key}`,
      width: image.width,
      height: image.height,
    };
  }
  const art = artwork[image];
  if (!art) throw new Error(`Unknown artwork "${image}"`);
  const srcSet = (format: string) => art.widths.map((width) => `/images/${image}-${width}.${format} ${width}w`).join(', ');
  return {
    avif: srcSet('avif'),
    webp: srcSet('webp'),
    fallback: `/images/${image}-${art.widths.find((width) => width >= fallbackWidth) ?? art.widths[art.widths.length - 1]}.webp`,
    width: art.width,
    height: art.height,
  };
}

interface ArtworkImageProps {
  /** Artwork name, e.g. 'treatments/anti-aging' (see content/artwork.ts), or a photo the admin uploaded. */
  name: SiteImage;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, e.g. '(min-width: 768px) 33vw, 100vw'. */
  sizes: string;
  /** Above the fold: load at once with high priority. Otherwise lazy. */
  priority?: boolean;
  /** Near the top on some screens (the largest picture a phone shows first): load at once, without raising its priority. */
  eager?: boolean;
  className?: string;
}

/** How a picture loads: at once with high priority (above the fold), at once, or lazily. */
export const loadingOf = (priority: boolean, eager = false) => ({
  loading: priority || eager ? ('eager' as const) : ('lazy' as const),
  decoding: priority ? ('sync' as const) : ('async' as const),
  fetchPriority: priority ? ('high' as const) : undefined,
});

/**
 * One of the clinic's illustrations (AVIF and WebP at every width) or an uploaded photo (WebP at
 * every width the API stored), sized so nothing shifts.
 */
export function ArtworkImage({ name, alt, sizes, priority = false, eager = false, className }: ArtworkImageProps) {
  const sources = pictureSources(name, 960);
  return (
    <picture className={className}>
      {sources.avif && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      <img src={sources.fallback} srcSet={sources.webp} sizes={sizes} alt={alt} width={sources.width} height={sources.height} {...loadingOf(priority, eager)} />
    </picture>
  );
}
