// `make lift-lockout [ACCOUNT=name]` on this machine: lifts the sign-in lockout of the admin (or of
// the username named) on the database `make start` uses (which must be running), with the API's
// own command.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { databaseUrl } from './local-settings.mjs';
import { repoRoot } from './nginx-config.mjs';

const command = join(repoRoot, 'backend/dist/cli/lift-sign-in-lockout.js');
if (!existsSync(command)) {
  console.error('The API is not built yet: run `make build` (or `make start`) first.');
  process.exit(1);
}
const result = spawnSync(process.execPath, [command, ...process.argv.slice(2).filter(Boolean)], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl() } });
process.exit(result.status ?? 1);
