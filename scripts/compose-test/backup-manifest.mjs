// Run in a one-off container of the backup service (`docker-compose run --rm -T backup node
// --input-type=module -e "$(cat backup-manifest.mjs)" < FILE`), with the key the service holds
// (BACKUP_PASSPHRASE): opens the backup on standard input, checks it whole with the API's own
// code, and prints what its manifest says: the rows of each table and the sha256 of each image,
// as JSON, for two backups to be compared (the clinic before a wipe and after its restore).
import { createRequire } from 'node:module';

const require = createRequire('/app/backend/dist/main.js');
const { checkBackup } = require('/app/backend/dist/backup/clinic-backup.js');
const { backupKeysOf } = require('/app/backend/dist/backup/backup-archive.js');

const { manifest } = await checkBackup(process.stdin, backupKeysOf(process.env));
const tables = Object.fromEntries(Object.entries(manifest.tables).map(([table, entry]) => [table, entry.rows]));
const objects = Object.fromEntries(Object.entries(manifest.objects).map(([key, entry]) => [key, entry.sha256]));
process.stdout.write(`${JSON.stringify({ takenAt: manifest.takenAt, tables, objects })}\n`);
