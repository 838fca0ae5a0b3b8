import { BadRequestException, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ObjectStoreService } from '../storage/object-store.service';
import { InvalidImageError, processImage, ProcessedImage } from './image-processor';
import type { StoredImage } from './stored-image';

export const STORAGE_UNAVAILABLE = 'Image storage is unavailable. Please try again.';

/** Turns uploads into stored images and removes images nobody uses any more. */
@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);

  constructor(private readonly store: ObjectStoreService) {}

  /** Decodes and re-encodes an upload; 400 with the spec's message when it is not a usable image. */
  async prepare(upload: Buffer): Promise<ProcessedImage> {
    try {
      return await processImage(upload);
    } catch (error) {
      if (error instanceof InvalidImageError) throw new BadRequestException(error.message);
      throw error;
    }
  }

  /**
   * Writes every rendition; 503 when the store fails. Renditions written before the failure are
   * returned to the caller through `written`, so it can remove those nobody else uses.
   */
  async save(image: ProcessedImage, written: string[]): Promise<StoredImage> {
    for (const rendition of [image.original, ...image.variants]) {
      try {
        await this.store.put(rendition.key, rendition.bytes, 'image/webp');
      } catch (error) {
        this.logger.warn(`Could not store ${rendition.key}: ${(error as Error).message}`);
        throw new ServiceUnavailableException(STORAGE_UNAVAILABLE);
      }
      written.push(rendition.key);
    }
    const { key, width, height } = image.original;
    return {
      key,
      width,
      height,
      contentType: 'image/webp',
      variants: image.variants.map((variant) => ({ key: variant.key, width: variant.width, height: variant.height })),
    };
  }

  /** Writes a video as it was sent (already checked), under its content-addressed key; 503 when the store fails. */
  async saveVideo(key: string, bytes: Buffer, contentType: string): Promise<void> {
    try {
      await this.store.put(key, bytes, contentType);
    } catch (error) {
      this.logger.warn(`Could not store ${key}: ${(error as Error).message}`);
      throw new ServiceUnavailableException(STORAGE_UNAVAILABLE);
    }
  }

  /** Best effort: a failure leaves an orphan object (logged), never a broken answer. */
  async remove(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await this.store.deleteMany([...new Set(keys)]);
    } catch (error) {
      this.logger.warn(`Could not delete ${keys.join(', ')}: ${(error as Error).message}`);
    }
  }
}
