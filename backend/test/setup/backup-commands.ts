import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestApp } from './test-app';

/**
 * Runs one of the operator's built backup commands (dist/cli/<name>.js: backup, backup-check,
 * restore) on a test app's database (as its owner) and bucket, with the backup keys given.
 */
export function runBackupCommand(sut: TestApp, name: string, args: string[], keys: Record<string, string>) {
  const env = {
    PATH: process.env.PATH,
    DATABASE_URL: sut.databaseUrl,
    S3_ENDPOINT: sut.settings.S3_ENDPOINT,
    S3_ACCESS_KEY: sut.settings.S3_ACCESS_KEY,
    S3_SECRET_KEY: sut.settings.S3_SECRET_KEY,
    S3_BUCKET: sut.settings.S3_BUCKET,
    ...keys,
  };
  return promisify(execFile)(process.execPath, [join(__dirname, `../../dist/cli/${name}.js`), ...args], { env, maxBuffer: 64 * 1024 * 1024 });
}
