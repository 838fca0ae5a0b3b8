// make dev: the API in watch mode behind Vite's dev server (which proxies /api/api), both reloading
// on change. Postgres and S3 come from `make start`'s data folder, so run `make start` once first,
// or set DATABASE_URL and S3_ENDPOINT.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './nginx-config.mjs';

const children = [
  // The API runs the contract's built JavaScript: it is rebuilt on change too (the site reads its source).
  spawn('npm', ['run', 'build', '-w', 'contract', '--', '--watch', '--preserveWatchOutput'], { cwd: repoRoot, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'backend'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, PORT: '3000' } }),
  spawn('npm', ['run', 'dev', '-w', 'frontend'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, VITE_API_PROXY: 'http://127.0.0.1:3000' } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`[dev] site at http://localhost:5173 (source in ${join(repoRoot, 'frontend/src')})`);
