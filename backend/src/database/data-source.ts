import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadEnv } from '../config/env';
import { entities } from './entities';
import { databaseOptions } from './database-options';

/**
 * For the TypeORM CLI (`npm run migration:run -w backend`), as the database's owner. The database
 * set-up (cli/prepare-database.ts) runs the same migrations and then grants the API's role its rights.
 */
export default new DataSource({ ...databaseOptions(loadEnv().databaseUrl), entities });
