import { BadRequestException, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { videoMessages } from '@aura/contract';
import { DataSource, EntityManager } from 'typeorm';
import { MediaService } from '../media/media.service';
import { checkVideo } from '../media/video-check';
import { unusedImageKeys } from '../media/media-usage';
import type { StoredImage } from '../media/stored-image';

/** A photo as the content holds it (the site's `UploadedImage`): the largest rendition and the narrower ones. */
export interface ContentImage {
  key: string;
  width: number;
  height: number;
  variants: Array<{ key: string; width: number; height: number }>;
}

/** A video the admin uploaded for the gallery (the site's `UploadedVideo`), stored as it was sent. */
export interface ContentVideo {
  key: string;
  type: 'video/mp4' | 'video/webm';
  size: number;
}

/** An upload no content has used for this long is removed (the admin may still be filling in the form). */
const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const UPLOAD_AGAIN = 'Upload the image again: it is not one this site stored';
/** Content writes hold it shared while they check their photos; the clean-up holds it alone. */
const UPLOADS_LOCK = 'clinic:content-uploads';

const isContentImage = (value: unknown): value is ContentImage =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as ContentImage).key === 'string' && Array.isArray((value as ContentImage).variants);
const VIDEO_KEY = /\.(mp4|webm)$/;
const isContentVideo = (value: unknown): value is ContentVideo =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as ContentVideo).key === 'string' && VIDEO_KEY.test((value as ContentVideo).key) && !('variants' in value);
const UPLOAD_VIDEO_AGAIN = 'Upload the video again: it is not one this site stored';
/** Anything an item names that this site stored for it: a photo or a video. */
type ContentUpload = ContentImage | ContentVideo;

/**
 * Photos the admin uploads for the clinic's content, through the same image pipeline as articles,
 * and videos for its gallery: every one is recorded, a save may only name recorded ones, and a
 * recorded upload stays in the media store while any revision of any content names it (so a
 * restore always finds its pictures and videos).
 */
@Injectable()
export class ContentUploadsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ContentUploadsService.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
  ) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.sweepQuietly(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }

  /** Decodes, re-encodes and stores an upload; 400 with the spec's message when it is not a usable image. */
  async upload(bytes: Buffer, admin: string): Promise<ContentImage> {
    const processed = await this.media.prepare(bytes);
    const written: string[] = [];
    try {
      // Under the shared lock, so a clean-up never removes these objects between their write and their record.
      return await this.dataSource.transaction(async (manager) => {
        await manager.query(`SELECT pg_advisory_xact_lock_shared(hashtext($1))`, [UPLOADS_LOCK]);
        const image = contentImageOf(await this.media.save(processed, written));
        await manager.query(
          `INSERT INTO content_upload (key, image, keys, uploaded_by) VALUES ($1, $2, $3, $4)
           ON CONFLICT (key) DO UPDATE SET uploaded_at = now()`,
          [image.key, JSON.stringify(image), [image.key, ...image.variants.map((variant) => variant.key)], admin],
        );
        return image;
      });
    } catch (error) {
      await this.media.remove(await unusedImageKeys(this.dataSource, written).catch(() => []));
      throw error;
    }
  }

  /**
   * Stores a video for the gallery as it was sent, under the SHA-256 of its bytes; 400 in plain
   * words when its bytes are not an MP4 (H.264) or a WebM. Recorded as photos are, so the same
   * clean-up keeps it while any content or revision names it.
   */
  async uploadVideo(bytes: Buffer, admin: string): Promise<ContentVideo> {
    const verdict = checkVideo(bytes);
    if ('problem' in verdict) throw new BadRequestException(verdict.problem === 'not-h264' ? videoMessages.notH264 : videoMessages.invalid);
    const video: ContentVideo = {
      key: `${createHash('sha256').update(bytes).digest('hex')}.${verdict.type === 'video/mp4' ? 'mp4' : 'webm'}`,
      type: verdict.type,
      size: bytes.length,
    };
    let written = false;
    try {
      return await this.dataSource.transaction(async (manager) => {
        await manager.query(`SELECT pg_advisory_xact_lock_shared(hashtext($1))`, [UPLOADS_LOCK]);
        await this.media.saveVideo(video.key, bytes, video.type);
        written = true;
        await manager.query(
          `INSERT INTO content_upload (key, image, keys, uploaded_by) VALUES ($1, $2, $3, $4)
           ON CONFLICT (key) DO UPDATE SET uploaded_at = now()`,
          [video.key, JSON.stringify(video), [video.key], admin],
        );
        return video;
      });
    } catch (error) {
      if (written) await this.media.remove(await unusedImageKeys(this.dataSource, [video.key]).catch(() => []));
      throw error;
    }
  }

  /**
   * Inside a content write: every photo the item names must be one this site stored; each is
   * replaced by the stored record, so sizes and renditions are the store's, not the client's.
   */
  async resolve<T>(manager: EntityManager, item: T): Promise<T> {
    await manager.query(`SELECT pg_advisory_xact_lock_shared(hashtext($1))`, [UPLOADS_LOCK]);
    const found: Array<{ path: string; upload: ContentUpload }> = [];
    walk(item, '', (path, upload) => found.push({ path, upload }));
    if (found.length === 0) return item;
    const rows: Array<{ key: string; image: ContentUpload }> = await manager.query(
      `SELECT key, image FROM content_upload WHERE key = ANY($1)`,
      [found.map(({ upload }) => upload.key)],
    );
    const stored = new Map(rows.map((row) => [row.key, row.image]));
    // A photo's record for a photo, a video's for a video.
    const matches = (upload: ContentUpload) => {
      const record = stored.get(upload.key);
      return record !== undefined && isContentVideo(record) === isContentVideo(upload);
    };
    const missing = found.find(({ upload }) => !matches(upload));
    if (missing) {
      const message = isContentVideo(missing.upload) ? UPLOAD_VIDEO_AGAIN : UPLOAD_AGAIN;
      throw new BadRequestException({ message, fields: { [missing.path]: message } });
    }
    return replaceUploads(item, (upload) => stored.get(upload.key)!) as T;
  }

  /**
   * Removes uploads older than `olderThanMs` that no content item and no revision names, and their
   * objects unless an article uses the same bytes. Once across replicas at a time.
   */
  async sweep(olderThanMs = UNUSED_UPLOAD_GRACE_MS): Promise<string[]> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [UPLOADS_LOCK]);
      const rows: Array<{ keys: string[] }> = await manager.query(
        `WITH removed AS (
           DELETE FROM content_upload u
            WHERE u.uploaded_at < now() - make_interval(secs => $1::double precision / 1000)
              AND NOT EXISTS (SELECT 1 FROM content_item i WHERE strpos(i.data::text, u.key) > 0)
              AND NOT EXISTS (SELECT 1 FROM content_revision r WHERE strpos(r.data::text, u.key) > 0)
            RETURNING u.keys
         )
         SELECT keys FROM removed`,
        [olderThanMs],
      );
      const unused = await unusedImageKeys(manager, rows.flatMap((row) => row.keys));
      await this.media.remove(unused);
      return unused;
    });
  }

  private async sweepQuietly() {
    try {
      const removed = await this.sweep();
      if (removed.length > 0) this.logger.log(`Removed ${removed.length} image objects of uploads no content used`);
    } catch (error) {
      this.logger.warn(`Cleaning up unused uploads failed: ${(error as Error).message}`);
    }
  }
}

function contentImageOf({ key, width, height, variants }: StoredImage): ContentImage {
  return { key, width, height, variants: variants.map((variant) => ({ key: variant.key, width: variant.width, height: variant.height })) };
}

/** Calls `visit` with the dotted path of every photo and video in a content item. */
function walk(value: unknown, path: string, visit: (path: string, upload: ContentUpload) => void): void {
  if (isContentImage(value) || isContentVideo(value)) {
    visit(path, value);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key, visit);
}

function replaceUploads(value: unknown, replace: (upload: ContentUpload) => ContentUpload): unknown {
  if (isContentImage(value) || isContentVideo(value)) return replace(value);
  if (Array.isArray(value)) return value.map((child) => replaceUploads(child, replace));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, replaceUploads(child, replace)]));
}
