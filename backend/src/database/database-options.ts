import type { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';

/** Connection settings shared by the app, the migration CLI and the tests. Never `synchronize`. */
export function databaseOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations,
    // The app runs them itself, one process at a time (run-migrations.ts); the CLI on demand.
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    entities: [],
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}
