/** One WebP rendition of an uploaded image in the object store. */
export interface ImageRendition {
  key: string;
  width: number;
  height: number;
}

/**
 * What a news_article row keeps of an image (jsonb): the re-encoded "original" (at most 1600 px wide)
 * and its narrower variants for `srcset`, all under content-addressed keys.
 */
export interface StoredImage extends ImageRendition {
  contentType: 'image/webp';
  variants: ImageRendition[];
}

export const MEDIA_URL_PREFIX = '/api/api/media/';
/** Images (WebP renditions, older JPEG and PNG) and the gallery's videos. */
export const MEDIA_KEY_PATTERN = /^[a-f0-9]{64}\.(webp|jpg|png|mp4|webm)$/;

export function mediaUrl(key: string): string {
  return `${MEDIA_URL_PREFIX}${key}`;
}

/** Every object key an image occupies. */
export function keysOf(image: StoredImage | null | undefined): string[] {
  return image ? [image.key, ...image.variants.map((variant) => variant.key)] : [];
}
