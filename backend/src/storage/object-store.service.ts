import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { Env } from '../config/env';

export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength?: number;
  etag?: string;
}

/** A client of an S3-compatible store (MinIO, s3rver, a cloud bucket), path-style. */
export function s3ClientOf(store: { endpoint: string; region?: string; accessKey: string; secretKey: string }, maxAttempts = 2): S3Client {
  return new S3Client({
    endpoint: store.endpoint,
    region: store.region || 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: store.accessKey, secretAccessKey: store.secretKey },
    // The SDK's default checksums are not understood by every S3-compatible store
    // (s3rver stores the aws-chunked trailer with the bytes; older MinIO rejects batch deletes).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts,
  });
}

/** Keeps the clinic's images in an S3-compatible bucket (MinIO in production, s3rver locally). */
@Injectable()
export class ObjectStoreService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ObjectStoreService.name);
  readonly client: S3Client;
  readonly bucket: string;

  constructor(env: Env) {
    this.bucket = env.S3_BUCKET;
    this.client = s3ClientOf({ endpoint: env.S3_ENDPOINT, region: env.S3_REGION, accessKey: env.S3_ACCESS_KEY, secretKey: env.S3_SECRET_KEY });
  }

  async onModuleInit() {
    await this.ensureBucket();
  }

  onApplicationShutdown() {
    this.client.destroy();
  }

  /** Creates the bucket when it does not exist yet; safe to call any number of times. */
  async ensureBucket() {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      try {
        await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
        this.logger.log(`Created bucket ${this.bucket}`);
      } catch (createError) {
        const name = (createError as Error).name;
        if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw createError;
      }
    }
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** The size of an object in bytes, or null when there is no such key. */
  async size(key: string): Promise<number | null> {
    try {
      const result = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return result.ContentLength ?? null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** The object (or only its bytes `range`, e.g. 'bytes=0-99'), or null when there is no such key. */
  async get(key: string, ifNoneMatch?: string, range?: string): Promise<StoredObject | null> {
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, IfNoneMatch: ifNoneMatch, Range: range }),
      );
      return {
        body: result.Body as Readable,
        contentType: result.ContentType ?? 'application/octet-stream',
        contentLength: result.ContentLength,
        etag: result.ETag,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /**
   * Deletes the objects in one batch. S3 answers 200 even when some keys could not be deleted and
   * lists those under Errors (the only thing a quiet answer lists), so they are turned into an error.
   */
  async deleteMany(keys: string[]): Promise<void> {
    // Guard against sending an empty batch, which S3 rejects as malformed.
    if (keys.length === 0) return;
    const result = await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const failures = result.Errors ?? [];
    if (failures.length > 0) {
      const details = failures.map(
        (failure) => `${failure.Key ?? '?'} (${failure.Code ?? 'Error'}: ${failure.Message ?? 'no message'})`,
      );
      throw new Error(`Could not delete ${failures.length} of ${keys.length} objects: ${details.join(', ')}`);
    }
  }
}

export function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.$metadata?.httpStatusCode === 404 || ['NotFound', 'NoSuchKey', 'NoSuchBucket'].includes(error.name);
  }
  return false;
}
