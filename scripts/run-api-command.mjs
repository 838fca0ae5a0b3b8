// `make lift-lockout` and `make reset-password` on this machine: runs one of the API's own commands
// (backend/dist/cli/<name>.js) on the database `make start` uses, which must be running, as the
// API's own database role (these commands change rows only).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apiDatabaseUrl } from './local-settings.mjs';
import { repoRoot } from './nginx-config.mjs';

const [name, ...args] = process.argv.slice(2);
const command = join(repoRoot, `backend/dist/cli/${name}.js`);
if (!existsSync(command)) {
  console.error('The API is not built yet: run `make build` (or `make start`) first.');
  process.exit(1);
}
let url;
try {
  url = apiDatabaseUrl();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const result = spawnSync(process.execPath, [command, ...args.filter(Boolean)], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } });
process.exit(result.status ?? 1);
