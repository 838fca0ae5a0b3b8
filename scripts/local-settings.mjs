// The settings `make start` runs with, for it and for the commands that talk to what it started.
// The process environment wins over .env, so `HTTP_PORT=9000 make start` works without editing a file.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { repoRoot } from './nginx-config.mjs';

export const fileEnv = existsSync(join(repoRoot, '.env')) ? parseEnv(readFileSync(join(repoRoot, '.env'), 'utf8')) : {};
export const setting = (name, fallback) => process.env[name] || fileEnv[name] || fallback;

export const httpPort = Number(setting('HTTP_PORT', '8080'));
export const apiPort = Number(setting('API_PORT', String(httpPort + 1000)));
export const pgPort = Number(setting('PG_PORT', String(httpPort + 46329 - 8080)));
export const s3Port = Number(setting('S3_PORT', String(httpPort + 46569 - 8080)));
/** The local mail server `make start` runs unless SMTP_URL names a relay: its SMTP port and its web page of kept mail. */
export const mailSmtpPort = Number(setting('MAIL_SMTP_PORT', String(httpPort + 46525 - 8080)));
export const mailPort = Number(setting('MAIL_PORT', String(httpPort + 46580 - 8080)));
export const dataDir = resolve(repoRoot, setting('DATA_DIR', '.data'));

/** The embedded Postgres `make start` runs unless DATABASE_URL names another. */
export const localPostgres = { user: 'clinic', password: 'clinic-local', database: 'clinic' };
export const databaseUrl = () =>
  setting('DATABASE_URL') ?? `postgres://${localPostgres.user}:${localPostgres.password}@127.0.0.1:${pgPort}/${localPostgres.database}`;
