import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import request from 'supertest';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.setup';
import { Env, loadEnv } from '../../src/config/env';
import { databaseOptions } from '../../src/database/database-options';
import { prepareDatabase } from '../../src/database/prepare-database';
import { ObjectStoreService } from '../../src/storage/object-store.service';

export const TEST_ADMIN = { username: 'clinicadmin', password: 'Start-Password-1' };

/**
 * The API's role in the test databases. A role belongs to the whole Postgres server, not to one
 * database: each jest worker has its own, so two suites setting theirs up at once do not both
 * alter the same role (which Postgres refuses: "tuple concurrently updated").
 */
export const TEST_API_ROLE = { user: `clinic_api_${process.env.JEST_WORKER_ID ?? '1'}`, password: 'clinic-api-test-password' };

export interface TestApp {
  app: NestExpressApplication;
  env: Env;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  /** The suite's database as its owner, for the tests' own SQL (backdating rows and the like). */
  databaseUrl: string;
  /** The same database as the running API connects to it: its own role, rows only. */
  apiDatabaseUrl: string;
  /** The settings it was started with, for another instance on the same database (createReplica). */
  settings: Record<string, string | undefined>;
  close(): Promise<void>;
}

/**
 * A fresh database (set up as make start and compose do: migrated by its owner, the API's role
 * granted) and a fresh bucket, so each suite starts clean. The app connects as the API's role.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  /** Runs after the app's configuration and before its routes are set up (as main.ts does). */
  beforeInit?: (app: NestExpressApplication, env: Env) => void,
  /** More instances started at the same moment on the same fresh database (closed with the first). */
  alongside = 0,
): Promise<TestApp & { others: TestApp[] }> {
  const suffix = randomBytes(5).toString('hex');
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const database = `clinic_test_${suffix}`;
  await createMigratedDatabase(adminUrl, database);
  const databaseUrl = databaseUrlOf(adminUrl, database);
  await prepareDatabase(databaseUrl, TEST_API_ROLE);
  const apiDatabaseUrl = apiUrlOf(databaseUrl);

  const settings = {
    NODE_ENV: 'test',
    DATABASE_URL: apiDatabaseUrl,
    S3_ENDPOINT: process.env.TEST_S3_ENDPOINT,
    S3_ACCESS_KEY: process.env.TEST_S3_ACCESS_KEY ?? 'minioadmin',
    S3_SECRET_KEY: process.env.TEST_S3_SECRET_KEY ?? 'minioadmin',
    S3_BUCKET: `clinic-test-${suffix}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    API_DOCS: 'false',
    // Suites post enquiries as scripts do; test/bot-check.e2e-spec.ts turns the check on.
    BOT_CHECK: 'false',
    // A suite's failed sign-ins add up for its one admin: past a few, every later check would wait
    // 2 s. The account-wide slow-down is tested where it is set (test/replicas.e2e-spec.ts).
    SIGN_IN_SLOWDOWN_MS: '0',
    ...overrides,
  };
  const [{ app, env }, ...started] = await Promise.all([
    startApp(settings, beforeInit),
    ...Array.from({ length: alongside }, () => startApp(settings)),
  ]);
  const others = started.map((other) => ({
    ...other,
    http: other.app.getHttpServer(),
    databaseUrl,
    apiDatabaseUrl,
    settings,
    close: () => other.app.close(),
  }));

  return {
    app,
    env,
    http: app.getHttpServer(),
    databaseUrl,
    apiDatabaseUrl,
    settings,
    others,
    close: async () => {
      await Promise.all(others.map((other) => other.close()));
      await app.close();
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

const databaseUrlOf = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/**
 * A new database with every migration run: a copy of one migrated database made once per test run
 * (the first suite to need it makes it, the others wait), which is much quicker than migrating
 * each. Without the run's name (a suite run without the global set-up) it is migrated itself.
 */
async function createMigratedDatabase(serverUrl: string, database: string): Promise<void> {
  const run = process.env.CLINIC_TEST_RUN;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (!run) {
      await admin.query(`CREATE DATABASE ${database}`);
      return;
    }
    const template = `clinic_test_template_${run}`;
    await admin.query(`SELECT pg_advisory_lock(hashtext('clinic:test-template'))`);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount === 0) {
        await admin.query(`CREATE DATABASE ${template}`);
        // Migrations only: each copy's API role gets its rights from prepareDatabase.
        const dataSource = await new DataSource(databaseOptions(databaseUrlOf(serverUrl, template))).initialize();
        try {
          await dataSource.runMigrations({ transaction: 'each' });
        } finally {
          await dataSource.destroy();
        }
      }
    } finally {
      await admin.query(`SELECT pg_advisory_unlock(hashtext('clinic:test-template'))`);
    }
    await admin.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
}

export async function startApp(settings: Record<string, string | undefined>, beforeInit?: (app: NestExpressApplication, env: Env) => void) {
  const env = loadEnv(settings);
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(env)] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, logger: process.env.TEST_LOG ? ['error', 'warn'] : false });
  Logger.overrideLogger(process.env.TEST_LOG ? ["error", "warn"] : false);
  configureApp(app, env);
  beforeInit?.(app, env);
  await app.init();
  return { app, env };
}

/**
 * Another API instance on the same database, bucket and secrets as `first`: a second replica, or
 * the same server restarted. Nothing but Postgres and the object store is shared between them.
 */
export async function createReplica(first: TestApp, overrides: Record<string, string> = {}): Promise<TestApp> {
  const settings = { ...first.settings, ...overrides };
  const { app, env } = await startApp(settings);
  return { app, env, http: app.getHttpServer(), databaseUrl: first.databaseUrl, apiDatabaseUrl: first.apiDatabaseUrl, settings, close: () => app.close() };
}

/** The owner's URL of a database with the API's role as its user. */
export function apiUrlOf(ownerUrl: string): string {
  const url = new URL(ownerUrl);
  url.username = encodeURIComponent(TEST_API_ROLE.user);
  url.password = encodeURIComponent(TEST_API_ROLE.password);
  return url.toString();
}

export const SESSION_COOKIE_NAME = 'clinic_admin_session';

/** Signs in through the real endpoint and returns the `name=value` session cookie for `.set('Cookie', …)`. */
export async function signIn(
  http: TestApp['http'],
  credentials: { username: string; password: string } = TEST_ADMIN,
): Promise<string> {
  const res = await request(http).post('/api/api/admin-login').send(credentials);
  if (res.status !== 200) throw new Error(`signIn failed: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = sessionCookieOf(res.headers['set-cookie']);
  if (!cookie) throw new Error('signIn: no session cookie was set');
  return cookie;
}

/** The `name=value` part of the session cookie in a Set-Cookie header, if any. */
export function sessionCookieOf(setCookie: string | string[] | undefined): string | undefined {
  const headers = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const header = headers.find((value) => value.startsWith(`${SESSION_COOKIE_NAME}=`));
  return header?.split(';')[0];
}

/** A real PNG of one calm colour, made with sharp. */
export async function pngImage(width = 1200, height = 800, background = '#A8C3B5'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

/** Every object key in the suite's bucket (to prove an upload left nothing behind, or was deleted). */
export async function storedObjectKeys(sut: TestApp): Promise<string[]> {
  const store = sut.app.get(ObjectStoreService);
  const res = await store.client.send(new ListObjectsV2Command({ Bucket: store.bucket }));
  return (res.Contents ?? []).map((object) => object.Key!).sort();
}
