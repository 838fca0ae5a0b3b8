import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import { BackupRefused, backupKeysOf, type BackupKeys } from '../backup/backup-archive';
import type { ClinicObjectStore } from '../backup/clinic-backup';
import { s3ClientOf } from '../storage/object-store.service';

/**
 * The settings the backup commands read from their environment: the image store (S3_*, as the
 * API has them) and the keys (BACKUP_RECIPIENT or BACKUP_PASSPHRASE to write, BACKUP_IDENTITY or
 * BACKUP_PASSPHRASE to read). The database is the owner's connection (DATABASE_URL or POSTGRES_*).
 */
export function backupKeys(): BackupKeys {
  return backupKeysOf(process.env);
}

export function clinicObjectStore(): ClinicObjectStore {
  const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'].filter((name) => !process.env[name]);
  if (missing.length > 0) throw new BackupRefused(`The image store is not configured: set ${missing.join(', ')}`);
  return {
    client: s3ClientOf({ endpoint: process.env.S3_ENDPOINT!, region: process.env.S3_REGION, accessKey: process.env.S3_ACCESS_KEY!, secretKey: process.env.S3_SECRET_KEY! }, 4),
    bucket: process.env.S3_BUCKET || 'clinic-media',
  };
}

/** The bucket backups are copied to (BACKUP_S3_*), when the operator set one. */
export function backupCopyStore(): (ClinicObjectStore & { prefix: string }) | undefined {
  const bucket = process.env.BACKUP_S3_BUCKET;
  if (!bucket) return undefined;
  const missing = ['BACKUP_S3_ENDPOINT', 'BACKUP_S3_ACCESS_KEY', 'BACKUP_S3_SECRET_KEY'].filter((name) => !process.env[name]);
  if (missing.length > 0) throw new BackupRefused(`BACKUP_S3_BUCKET is set but not ${missing.join(', ')}`);
  return {
    client: s3ClientOf(
      { endpoint: process.env.BACKUP_S3_ENDPOINT!, region: process.env.BACKUP_S3_REGION, accessKey: process.env.BACKUP_S3_ACCESS_KEY!, secretKey: process.env.BACKUP_S3_SECRET_KEY! },
      4,
    ),
    bucket,
    prefix: (process.env.BACKUP_S3_PREFIX ?? '').replace(/^\/+/, ''),
  };
}

/** Copies a backup file to the backup bucket; answers where it went. */
export async function copyBackupAway(store: ClinicObjectStore & { prefix: string }, file: string, name = basename(file)): Promise<string> {
  const key = `${store.prefix}${name}`;
  await store.client.send(
    new PutObjectCommand({ Bucket: store.bucket, Key: key, Body: createReadStream(file), ContentLength: statSync(file).size, ContentType: 'application/octet-stream' }),
  );
  return `s3://${store.bucket}/${key}`;
}

/** Ends the command with the reason in one line: a refusal as it is, anything else with its message. */
export function fail(error: unknown): never {
  console.error(error instanceof BackupRefused ? error.message : `Failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
