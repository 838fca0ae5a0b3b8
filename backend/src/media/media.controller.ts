import { Controller, Get, Logger, NotFoundException, Param, Req, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { ObjectStoreService, StoredObject } from '../storage/object-store.service';
import { STORAGE_UNAVAILABLE } from './media.service';
import { MEDIA_KEY_PATTERN } from './stored-image';

const IMAGE_NOT_FOUND = 'Image not found';

@ApiTags('media')
@Controller('media')
export class MediaController {
  private readonly logger = new Logger(MediaController.name);

  constructor(private readonly store: ObjectStoreService) {}

  @Get(':key')
  @ApiOperation({ summary: 'An image by its content-addressed key; cached for a year, revalidated by ETag' })
  @ApiOkResponse({ description: 'The image bytes' })
  @ApiNotFoundResponse({ description: 'No such image' })
  async serve(@Param('key') key: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (!MEDIA_KEY_PATTERN.test(key)) throw new NotFoundException(IMAGE_NOT_FOUND);
    // The key is the SHA-256 of the bytes, so it is a strong validator by itself.
    const etag = `"${key.slice(0, 64)}"`;

    if (matchesEtag(req.get('if-none-match'), etag)) {
      if (!(await this.unavailableOnError(() => this.store.exists(key)))) throw new NotFoundException(IMAGE_NOT_FOUND);
      setCachingHeaders(res, etag);
      res.status(304).end();
      return;
    }

    const object = await this.unavailableOnError(() => this.store.get(key));
    if (!object) throw new NotFoundException(IMAGE_NOT_FOUND);
    setCachingHeaders(res, etag);
    res.setHeader('Content-Type', object.contentType);
    if (object.contentLength !== undefined) res.setHeader('Content-Length', String(object.contentLength));
    await this.stream(object, res, key);
  }

  private async stream(object: StoredObject, res: Response, key: string) {
    try {
      await pipeline(object.body, res);
    } catch (error) {
      // Headers are gone already; the client sees a cut-off response, which it will not cache.
      this.logger.warn(`Streaming ${key} failed: ${(error as Error).message}`);
      res.destroy();
    }
  }

  private async unavailableOnError<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.logger.warn(`Object store error: ${(error as Error).message}`);
      throw new ServiceUnavailableException(STORAGE_UNAVAILABLE);
    }
  }
}

function setCachingHeaders(res: Response, etag: string) {
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('ETag', etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
