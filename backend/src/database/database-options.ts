import type { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';

/** Connection settings shared by the app, the database set-up, the migration CLI and the tests. Never `synchronize`. */
export function databaseOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations,
    // The database set-up runs them as the owner (prepare-database.ts); the API only checks them.
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    entities: [],
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}
