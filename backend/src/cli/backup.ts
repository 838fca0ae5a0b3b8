// `node dist/cli/backup.js [--out FILE | --out - | --dir DIR]`: one encrypted backup of the clinic
// (every table's rows, every stored image, a manifest counting and hashing them), written to FILE,
// to standard output (-), or as DIR/clinic-<UTC time>.backup.age (backups/ by default), then
// copied to the BACKUP_S3_* bucket when one is set. `make backup` runs it. Settings: the
// database owner's connection, S3_*, and BACKUP_RECIPIENT or BACKUP_PASSPHRASE (cli/backup-settings.ts).
import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { encrypterFor } from '../backup/backup-archive';
import { takeBackup } from '../backup/clinic-backup';
import { backupFileName } from '../backup/retention';
import { backupCopyStore, backupKeys, clinicObjectStore, copyBackupAway, fail } from './backup-settings';
import { connectToClinicDatabase } from './database-client';

/** Takes one backup into `target` (a path, or '-' for standard output); answers the file's name. */
export async function backup(target: string, daily = false): Promise<string> {
  const keys = backupKeys();
  encrypterFor(keys); // refused before anything is read when there is no key
  const store = clinicObjectStore();
  const copy = backupCopyStore();
  const name = target === '-' ? backupFileName(new Date(), daily) : basename(target);
  // Written beside its place under a passing name (in the temp folder for standard output), so a
  // backup that fails half-way never leaves a file that looks like one.
  const partial = target === '-' ? join(tmpdir(), `.${name}.partial`) : join(dirname(target), `.${name}.partial`);
  const started = Date.now();
  const db = await connectToClinicDatabase();
  try {
    const { manifest } = await takeBackup(db, store, keys, createWriteStream(partial, { mode: 0o600 }), name);
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    const bytes = Object.values(manifest.objects).reduce((sum, object) => sum + object.size, 0);
    if (target === '-') {
      await pipeline(createReadStream(partial), process.stdout);
    } else {
      renameSync(partial, target);
    }
    console.error(
      `Backup ${name}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${Object.keys(manifest.objects).length} images (${(bytes / 1e6).toFixed(1)} MB), ` +
        `taken in ${((Date.now() - started) / 1000).toFixed(1)} s${target === '-' ? '' : ` → ${target}`}`,
    );
    if (copy) console.error(`Copied to ${await copyBackupAway(copy, target === '-' ? partial : target, name)}`);
    return name;
  } finally {
    rmSync(partial, { force: true });
    await db.end();
  }
}

function targetOf(args: string[]): string {
  const out = args.indexOf('--out');
  if (out >= 0) {
    const target = args[out + 1];
    if (!target) throw new Error('--out needs a file name, or - for standard output');
    return target === '-' ? '-' : resolve(target);
  }
  const dirAt = args.indexOf('--dir');
  const dir = resolve(dirAt >= 0 ? args[dirAt + 1] ?? 'backups' : 'backups');
  mkdirSync(dir, { recursive: true });
  return join(dir, backupFileName(new Date()));
}

if (require.main === module) {
  backup(targetOf(process.argv.slice(2))).catch(fail);
}
