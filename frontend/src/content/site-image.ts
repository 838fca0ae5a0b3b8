/**
 * A picture of the clinic's content: one of the site's own illustrations (by artwork name), or a
 * photo the admin uploaded in the dashboard (stored by the API as WebP renditions).
 */
import { artwork } from './artwork';
import type { FieldReader } from './field-reader';

/** One WebP rendition of an uploaded photo, under its content-addressed key. */
export interface UploadedRendition {
  key: string;
  width: number;
  height: number;
}

/** A photo the admin uploaded: the largest rendition and the narrower ones for `srcset`. */
export interface UploadedImage extends UploadedRendition {
  variants: UploadedRendition[];
}

/** An artwork name (see artwork.ts) or an uploaded photo. */
export type SiteImage = string | UploadedImage;

export const MEDIA_PATH = '/api/api/media/';
const UPLOAD_KEY = /^[a-f0-9]{64}\.webp$/;
const MAX_SIDE = 10_000;
const MAX_VARIANTS = 6;

export const isUploadedImage = (image: SiteImage | null | undefined): image is UploadedImage => typeof image === 'object' && image !== null;

/** The artwork name of a treatment's own illustration. */
export const treatmentArtwork = (name: string) => `treatments/${name}`;

/** The picture of a treatment's cards and page: its uploaded photo, or its illustration. */
export const treatmentPicture = (image: SiteImage): SiteImage => (isUploadedImage(image) ? image : treatmentArtwork(image));

/** Every rendition of an uploaded photo, narrowest first. */
export function renditionsOf(image: UploadedImage): UploadedRendition[] {
  return [...image.variants, { key: image.key, width: image.width, height: image.height }].sort((a, b) => a.width - b.width);
}

/** The address of the largest picture: for link previews and structured data. */
export function largestImagePath(image: SiteImage): string | undefined {
  if (isUploadedImage(image)) return `${MEDIA_PATH}${image.key}`;
  const widths = artwork[image]?.widths;
  return widths?.length ? `/images/${image}-${Math.max(...widths)}.webp` : undefined;
}

const UPLOAD_AGAIN = 'Upload the image again';

/** One rendition at `path`; a wrong one is told on the image's field (`field`). */
function readRendition(reader: FieldReader, path: string, field: string, keys: readonly string[]): UploadedRendition {
  const value = reader.raw(path);
  const rendition = (value ?? {}) as Record<string, unknown>;
  const { key, width, height } = rendition;
  const whole = (side: unknown) => typeof side === 'number' && Number.isInteger(side) && side >= 1 && side <= MAX_SIDE;
  const known = value !== null && typeof value === 'object' && Object.keys(rendition).every((name) => keys.includes(name));
  if (!known || typeof key !== 'string' || !UPLOAD_KEY.test(key) || !whole(width) || !whole(height)) reader.problems[field] = UPLOAD_AGAIN;
  return { key: key as string, width: width as number, height: height as number };
}

/**
 * Reads an image field: an uploaded photo as the API answered its upload, or an artwork name that
 * `builtIn` accepts (null: no artwork is allowed here). The API checks on top that an uploaded
 * photo is one it stored.
 */
export function readSiteImage(reader: FieldReader, path: string, label: string, builtIn: ((name: string) => boolean) | null): SiteImage {
  const value = reader.raw(path);
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const image = readRendition(reader, path, path, ['key', 'width', 'height', 'variants']);
    const variants = reader.raw(`${path}.variants`);
    if (!Array.isArray(variants) || variants.length > MAX_VARIANTS) {
      reader.problems[path] = UPLOAD_AGAIN;
      return { ...image, variants: [] };
    }
    return { ...image, variants: variants.map((_, index) => readRendition(reader, `${path}.variants.${index}`, path, ['key', 'width', 'height'])) };
  }
  const name = reader.text(path, label, { max: 80 });
  if (name && !reader.problems[path] && !builtIn?.(name)) reader.problems[path] = `Choose one of the images or upload a photo for the ${label.toLowerCase()}`;
  return name;
}
