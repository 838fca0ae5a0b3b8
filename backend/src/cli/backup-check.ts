// `node dist/cli/backup-check.js FILE|-`: opens a backup and checks every table's rows and every
// image's hash against its manifest, changing nothing; exits 0 when it is whole, 1 saying what is
// wrong. Needs only BACKUP_IDENTITY or BACKUP_PASSPHRASE. `make backup-check FILE=…` runs it.
import { createReadStream } from 'node:fs';
import { checkBackup } from '../backup/clinic-backup';
import { backupKeys, fail } from './backup-settings';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Name the backup: make backup-check FILE=backups/clinic-….backup.age');
  const started = Date.now();
  const { manifest } = await checkBackup(file === '-' ? process.stdin : createReadStream(file), backupKeys());
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `The backup is whole: taken ${manifest.takenAt}, ${Object.keys(manifest.tables).length} tables (${rows} rows), ` +
      `${Object.keys(manifest.objects).length} images, each matching its manifest (checked in ${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
  for (const [table, entry] of Object.entries(manifest.tables)) console.log(`  ${table}: ${entry.rows}`);
}

main().catch(fail);
