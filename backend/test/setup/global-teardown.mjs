import { rmSync } from 'node:fs';
import pg from 'pg';

export default async function globalTeardown() {
  const started = globalThis.__clinicTestServers;
  if (!started) return;
  // The run's migrated database, which the suites' databases were copied from (test-app.ts); on
  // a server the tests did not start, it would otherwise stay behind.
  if (!started.pg && process.env.CLINIC_TEST_RUN) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS clinic_test_template_${process.env.CLINIC_TEST_RUN} WITH (FORCE)`);
    await admin.end();
  }
  await started.s3?.close();
  await started.pg?.stop();
  for (const dir of started.dirs) rmSync(dir, { recursive: true, force: true });
}
