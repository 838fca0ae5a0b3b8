import { DataSource } from 'typeorm';

/**
 * Runs the pending migrations while holding a Postgres advisory lock, so API processes that start
 * together (API_REPLICAS, `docker compose up --scale backend=N`) migrate the database once: the
 * others wait for the lock, then find nothing left to run.
 */
export async function runMigrationsOnce(dataSource: DataSource): Promise<void> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock(hashtext('clinic:migrations'))`);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lock.query(`SELECT pg_advisory_unlock(hashtext('clinic:migrations'))`).catch(() => undefined);
    await lock.release();
  }
}
