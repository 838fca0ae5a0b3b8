// `node dist/cli/backup-daily.js`: compose's `backup` service. One backup a day at BACKUP_TIME
// (HH:MM in CLINIC_TIMEZONE, 02:30 by default) into BACKUP_DIR (/backups), named
// clinic-daily-<UTC time>.backup.age, then the daily ones past 7 days and 4 weeks removed (here
// and in the BACKUP_S3_* bucket); backups taken by hand (`make backup`) are never removed.
import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { encrypterFor } from '../backup/backup-archive';
import { backupFileName, nextDailyBackup, pruned } from '../backup/retention';
import { backup } from './backup';
import { backupCopyStore, backupKeys, fail } from './backup-settings';

const RETRY_MS = 30 * 60_000;


async function prune(dir: string) {
  for (const name of pruned(readdirSync(dir))) {
    rmSync(join(dir, name), { force: true });
    console.log(`Removed ${name} (past 7 daily and 4 weekly backups)`);
  }
  const copy = backupCopyStore();
  if (!copy) return;
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await copy.client.send(new ListObjectsV2Command({ Bucket: copy.bucket, Prefix: copy.prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice(copy.prefix.length));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  const gone = pruned(names);
  if (gone.length > 0) {
    await copy.client.send(new DeleteObjectsCommand({ Bucket: copy.bucket, Delete: { Objects: gone.map((name) => ({ Key: copy.prefix + name })), Quiet: true } }));
    console.log(`Removed ${gone.length} daily backup(s) from s3://${copy.bucket}/${copy.prefix}`);
  }
}

async function main() {
  const time = process.env.BACKUP_TIME || '02:30';
  const timeZone = process.env.CLINIC_TIMEZONE || 'Asia/Kolkata';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) throw new Error(`BACKUP_TIME must be HH:MM (24 h), not "${time}"`);
  const dir = resolve(process.env.BACKUP_DIR || '/backups');
  encrypterFor(backupKeys()); // a missing key is said at start, not at 02:30
  mkdirSync(dir, { recursive: true });
  for (;;) {
    const at = nextDailyBackup(time, timeZone);
    console.log(`Next backup at ${at.toISOString()} (${time} ${timeZone}) into ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now()));
    for (let attempt = 1; ; attempt += 1) {
      try {
        await backup(join(dir, backupFileName(new Date(), true)), true);
        await prune(dir);
        break;
      } catch (error) {
        console.error(`The daily backup failed (${error instanceof Error ? error.message : String(error)})${attempt < 3 ? '; trying again in 30 minutes' : ''}`);
        if (attempt === 3) break;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }
}

main().catch(fail);
