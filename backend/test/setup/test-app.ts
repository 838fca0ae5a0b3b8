import { Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.setup';
import { Env, loadEnv } from '../../src/config/env';

export const TEST_ADMIN = { username: 'clinicadmin', password: 'Start-Password-1' };

export interface TestApp {
  app: NestExpressApplication;
  env: Env;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  databaseUrl: string;
  close(): Promise<void>;
}

/** A fresh database (migrated by the app at start) and a fresh bucket, so each suite starts clean. */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const suffix = randomBytes(5).toString('hex');
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const database = `clinic_test_${suffix}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;

  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: url.toString(),
    S3_ENDPOINT: process.env.TEST_S3_ENDPOINT,
    S3_ACCESS_KEY: process.env.TEST_S3_ACCESS_KEY ?? 'minioadmin',
    S3_SECRET_KEY: process.env.TEST_S3_SECRET_KEY ?? 'minioadmin',
    S3_BUCKET: `clinic-test-${suffix}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    API_DOCS: 'false',
    ...overrides,
  });

  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(env)] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, logger: false });
  Logger.overrideLogger(false);
  configureApp(app, env);
  await app.init();

  return {
    app,
    env,
    http: app.getHttpServer(),
    databaseUrl: url.toString(),
    close: async () => {
      await app.close();
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
