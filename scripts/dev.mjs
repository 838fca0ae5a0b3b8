// make dev: the API in watch mode behind Vite's dev server (which proxies /api/api), both reloading
// on change. Postgres and S3 come from `make start`'s data folder, so run `make start` once first,
// or set DATABASE_URL and S3_ENDPOINT. The database set-up runs first as the database's owner
// (DATABASE_URL, or make start's Postgres), and the API connects as its own role, as `make start`
// runs it; a new migration needs `make dev` started again.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { apiDatabaseRole, apiDatabaseUrl, databaseUrl, localSecrets } from './local-settings.mjs';
import { repoRoot } from './nginx-config.mjs';

const { saved } = localSecrets();
const apiRole = apiDatabaseRole(saved);
const prepared = spawnSync(process.execPath, [join(repoRoot, 'backend/dist/cli/prepare-database.js')], {
  cwd: join(repoRoot, 'backend'),
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl(), DATABASE_API_USER: apiRole.user, DATABASE_API_PASSWORD: apiRole.password },
});
if (prepared.status !== 0) {
  console.error('[dev] the database set-up failed (see above): is the database running (make start, or DATABASE_URL)?');
  process.exit(1);
}

const children = [
  // The API runs the contract's built JavaScript: it is rebuilt on change too (the site reads its source).
  spawn('npm', ['run', 'build', '-w', 'contract', '--', '--watch', '--preserveWatchOutput'], { cwd: repoRoot, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'backend'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, PORT: '3000', DATABASE_URL: apiDatabaseUrl(saved) } }),
  spawn('npm', ['run', 'dev', '-w', 'frontend'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, VITE_API_PROXY: 'http://127.0.0.1:3000' } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`[dev] site at http://localhost:5173 (source in ${join(repoRoot, 'frontend/src')})`);
