import { useState } from 'react';
import type { ArticleImageSet } from '@aura/contract';

/** Shown when an article has no image, or its image fails to load. */
export const FALLBACK_IMAGE = '/brand/logo.svg';

interface ArticleImageProps {
  set: ArticleImageSet | null;
  /** The single-URL form, used when there is no responsive set. */
  src: string | null;
  alt: string;
  /** How wide the image is shown, for the browser to pick from the srcset. */
  sizes: string;
  className?: string;
  /** Class added when the clinic's logo stands in for the image. */
  fallbackClassName?: string;
  priority?: boolean;
}

/** An article's picture: responsive WebP when the API offers it, else its URL, else (and on error) the clinic's logo. */
export function ArticleImage({ set, src, alt, sizes, className, fallbackClassName, priority = false }: ArticleImageProps) {
  const url = set?.src ?? src;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const loading = priority ? 'eager' : 'lazy';
  if (!url || failedUrl === url) {
    return <img className={`${className ?? ''} ${fallbackClassName ?? ''}`} src={FALLBACK_IMAGE} alt={alt} loading={loading} />;
  }
  return (
    <img
      className={className}
      src={url}
      srcSet={set?.srcSet || undefined}
      sizes={set?.srcSet ? sizes : undefined}
      width={set?.width || undefined}
      height={set?.height || undefined}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailedUrl(url)}
    />
  );
}
