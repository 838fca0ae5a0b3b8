import { imageMessages } from '@aura/contract';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ImageRendition } from './stored-image';

/** Refuses decompression bombs: a few KB of PNG can claim billions of pixels. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const MAX_WIDTH = 1600;
export const VARIANT_WIDTHS = [480, 960] as const;
const WEBP_QUALITY = 82;
/** sharp reports AVIF as heif (AV1 compression). SVG and everything else are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export class InvalidImageError extends Error {}

export interface EncodedRendition extends ImageRendition {
  bytes: Buffer;
}

export interface ProcessedImage {
  original: EncodedRendition;
  variants: EncodedRendition[];
}

/**
 * Decodes an upload by its content (never its declared type), then re-encodes it as WebP: turned
 * upright by its EXIF orientation, every metadata block (GPS, camera) dropped, at most 1600 px wide,
 * plus narrower variants for responsive images. Keys are the SHA-256 of the bytes.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, options).metadata());
  } catch (error) {
    throw describe(error);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new InvalidImageError(imageMessages.invalid);

  try {
    const original = await encode(sharp(input, options).autoOrient().resize({ width: MAX_WIDTH, withoutEnlargement: true }));
    const variants = await Promise.all(
      VARIANT_WIDTHS.filter((width) => width < original.width).map((width) =>
        encode(sharp(input, options).autoOrient().resize({ width })),
      ),
    );
    return { original, variants };
  } catch (error) {
    throw describe(error);
  }
}

async function encode(pipeline: sharp.Sharp): Promise<EncodedRendition> {
  const { data, info } = await pipeline.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
  return { bytes: data, key: `${createHash('sha256').update(data).digest('hex')}.webp`, width: info.width, height: info.height };
}

function describe(error: unknown): InvalidImageError {
  const text = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(text)) {
    return new InvalidImageError(`Image dimensions are too large (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`);
  }
  return new InvalidImageError(imageMessages.invalid);
}
