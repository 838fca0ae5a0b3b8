import { artwork } from '../../content/artwork';
import { isUploadedImage, MEDIA_PATH, renditionsOf, type SiteImage } from '../../content/site-image';

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

/**
 * One of the clinic's illustrations (AVIF and WebP at every width) or an uploaded photo (WebP at
 * every width the API stored), sized so nothing shifts.
 */
export function ArtworkImage({ name, alt, sizes, priority = false, eager = false, className }: ArtworkImageProps) {
  const loading = {
    loading: priority || eager ? ('eager' as const) : ('lazy' as const),
    decoding: priority ? ('sync' as const) : ('async' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
  };
  if (isUploadedImage(name)) {
    const renditions = renditionsOf(name);
    return (
      <picture className={className}>
        <img
          src={`${MEDIA_PATH}${name.key}`}
          srcSet={renditions.map((rendition) => `${MEDIA_PATH}${rendition.key} ${rendition.width}w`).join(', ')}
          sizes={sizes}
          alt={alt}
          width={name.width}
          height={name.height}
          {...loading}
        />
      </picture>
    );
  }
  const art = artwork[name];
  if (!art) throw new Error(`Unknown artwork "${name}"`);
  const srcSet = (format: 'avif' | 'webp') => art.widths.map((width) => `/images/${name}-${width}.${format} ${width}w`).join(', ');
  const fallbackWidth = art.widths.find((width) => width >= 960) ?? art.widths[art.widths.length - 1];
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <img
        src={`/images/${name}-${fallbackWidth}.webp`}
        srcSet={srcSet('webp')}
        sizes={sizes}
        alt={alt}
        width={art.width}
        height={art.height}
        {...loading}
      />
    </picture>
  );
}
