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
  @ApiOperation({
    summary: 'An image or a gallery video by its content-addressed key; cached for a year, revalidated by ETag; one byte range (Range: bytes=…) answered 206',
  })
  @ApiOkResponse({ description: 'The image or video bytes' })
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

    // A phone plays and seeks a video by asking for parts of it (Safari asks for nothing else).
    const range = req.get('range');
    if (range && (!req.get('if-range') || req.get('if-range') === etag)) {
      const size = await this.unavailableOnError(() => this.store.size(key));
      if (size === null) throw new NotFoundException(IMAGE_NOT_FOUND);
      const bytes = byteRange(range, size);
      if (bytes === 'unsatisfiable') {
        setCachingHeaders(res, etag);
        res.setHeader('Content-Range', `bytes */${size}`);
        res.status(416).end();
        return;
      }
      if (bytes) {
        const part = await this.unavailableOnError(() => this.store.get(key, undefined, `bytes=${bytes.start}-${bytes.end}`));
        if (!part) throw new NotFoundException(IMAGE_NOT_FOUND);
        setCachingHeaders(res, etag);
        res.status(206);
        res.setHeader('Content-Type', part.contentType);
        res.setHeader('Content-Range', `bytes ${bytes.start}-${bytes.end}/${size}`);
        res.setHeader('Content-Length', String(bytes.end - bytes.start + 1));
        await this.stream(part, res, key);
        return;
      }
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

/**
 * The bytes one `Range: bytes=…` header asks for, within an object of `size` bytes: first and last
 * (inclusive), 'unsatisfiable' when it starts past the end, or null for a header to ignore (several
 * ranges, or one that cannot be read), which is then answered with the whole object.
 */
export function byteRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // The last n bytes.
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

function setCachingHeaders(res: Response, etag: string) {
  res.setHeader('Accept-Ranges', 'bytes');
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
