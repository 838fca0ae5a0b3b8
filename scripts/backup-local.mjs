// `make backup`, `make backup-check FILE=…` and `make restore FILE=…` on this machine: runs the
// API's own backup commands (backend/dist/cli/) against what `make start` runs, which must be
// running: its database as the owner (a restore replaces rows the API's role may not empty) and
// its image store. Keys come from the environment or .env: BACKUP_RECIPIENT or BACKUP_PASSPHRASE
// to write, BACKUP_IDENTITY or BACKUP_PASSPHRASE to read; BACKUP_S3_* to copy each backup away;
// BACKUP_DIR for another folder than backups/.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { databaseUrl, dataDir, fileEnv, s3Port, setting } from './local-settings.mjs';
import { repoRoot } from './nginx-config.mjs';

const COMMANDS = { backup: 'backup', check: 'backup-check', restore: 'restore' };
const [what, file] = process.argv.slice(2);
const name = COMMANDS[what];
if (!name) {
  console.error('Usage: node scripts/backup-local.mjs backup | check FILE | restore FILE');
  process.exit(2);
}
if (what !== 'backup' && !file) {
  console.error(`Name the backup: make ${what === 'check' ? 'backup-check' : 'restore'} FILE=backups/clinic-….backup.age`);
  process.exit(2);
}
const command = join(repoRoot, `backend/dist/cli/${name}.js`);
if (!existsSync(command)) {
  console.error('The API is not built yet: run `make build` (or `make start`) first.');
  process.exit(1);
}
const secretsFile = join(dataDir, 'secrets.json');
const secrets = existsSync(secretsFile) ? JSON.parse(readFileSync(secretsFile, 'utf8')) : {};
const backupSettings = Object.fromEntries(
  [...new Set([...Object.keys(fileEnv), ...Object.keys(process.env)])].filter((key) => key.startsWith('BACKUP_')).map((key) => [key, setting(key)]),
);
const env = {
  ...process.env,
  ...backupSettings,
  DATABASE_URL: databaseUrl(),
  S3_ENDPOINT: setting('S3_ENDPOINT', `http://127.0.0.1:${s3Port}`),
  S3_REGION: setting('S3_REGION', 'us-east-1'),
  S3_BUCKET: setting('S3_BUCKET', 'clinic-media'),
  S3_ACCESS_KEY: setting('S3_ACCESS_KEY', 'S3RVER'),
  S3_SECRET_KEY: setting('S3_SECRET_KEY', secrets.S3_SECRET_KEY ?? 'S3RVER'),
};
const args = what === 'backup' ? ['--dir', resolve(repoRoot, setting('BACKUP_DIR', 'backups'))] : [file];
const result = spawnSync(process.execPath, [command, ...args], { stdio: 'inherit', env, cwd: repoRoot });
process.exit(result.status ?? 1);
