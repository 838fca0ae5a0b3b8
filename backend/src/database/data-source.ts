import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadEnv } from '../config/env';
import { entities } from './entities';
import { databaseOptions } from './database-options';

/** For the TypeORM CLI (`npm run migration:run -w backend`). */
export default new DataSource({ ...databaseOptions(loadEnv().databaseUrl), entities });
