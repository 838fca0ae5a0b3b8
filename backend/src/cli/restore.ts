// `node dist/cli/restore.js FILE|-`: puts the clinic back as a backup holds it, while the site runs
// (`make restore FILE=…`). The backup is checked whole first (a changed or cut-off file changes
// nothing); then its images go back, the API's writes are answered 503 until the end, the rows are
// replaced in one transaction (the audit log keeps what was written since; every staff session
// ends), and the running API republishes the site within seconds. Settings: the database owner's
// connection, S3_*, and BACKUP_IDENTITY or BACKUP_PASSPHRASE (cli/backup-settings.ts).
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { restoreBackup } from '../backup/clinic-backup';
import { backupKeys, clinicObjectStore, fail } from './backup-settings';
import { connectToClinicDatabase } from './database-client';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Name the backup: make restore FILE=backups/clinic-….backup.age');
  const keys = backupKeys();
  const store = clinicObjectStore();
  // The backup is read twice (checked, then restored): from standard input it is kept, still
  // encrypted, in a private temp folder.
  let path = file;
  let spool: string | undefined;
  if (file === '-') {
    spool = mkdtempSync(join(tmpdir(), 'clinic-restore-'));
    path = join(spool, 'backup.age');
    await pipeline(process.stdin, createWriteStream(path, { mode: 0o600 }));
  }
  const db = await connectToClinicDatabase();
  try {
    const report = await restoreBackup(db, store, keys, () => createReadStream(path), file === '-' ? 'backup from standard input' : basename(file));
    console.log(`Restored the backup taken ${report.manifest.takenAt} in ${(report.ms / 1000).toFixed(1)} s:`);
    for (const [table, rows] of Object.entries(report.rows)) console.log(`  ${table}: ${rows}`);
    console.log(`  images: ${report.objectsPut} put back, ${report.objectsRemoved} not in the backup removed`);
    console.log(`  audit log: kept, ${report.auditEntriesAdded} entries of the backup added back`);
    console.log(`  erasures: kept and applied again (${report.erasuresApplied} restored records of erased people deleted)`);
    console.log('Every staff member signs in again. The site is republished by the API within seconds.');
  } finally {
    await db.end();
    if (spool) rmSync(spool, { recursive: true, force: true });
  }
}

main().catch(fail);
