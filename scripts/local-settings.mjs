// The settings `make start` runs with, for it and for the commands that talk to what it started.
// The process environment wins over .env, so `HTTP_PORT=9000 make start` works without editing a file.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** The embedded Postgres `make start` runs unless DATABASE_URL names another. Its user `clinic` owns the database. */
export const localPostgres = { user: 'clinic', password: 'clinic-local', database: 'clinic' };
/** The database as its owner, who runs the database set-up (migrations, the API's role). */
export const databaseUrl = () =>
  setting('DATABASE_URL') ?? `postgres://${localPostgres.user}:${localPostgres.password}@127.0.0.1:${pgPort}/${localPostgres.database}`;

const secretsFile = join(dataDir, 'secrets.json');

/**
 * Secrets that are not configured, generated once into DATA_DIR/secrets.json and kept there;
 * `generatedPassword` is the admin's password when it was generated just now (to be shown once).
 */
export function localSecrets() {
  mkdirSync(dataDir, { recursive: true });
  const saved = existsSync(secretsFile) ? JSON.parse(readFileSync(secretsFile, 'utf8')) : {};
  let generatedPassword;
  if (!saved.JWT_SECRET) saved.JWT_SECRET = randomBytes(48).toString('base64url');
  if (!saved.ADMIN_PASSWORD) {
    saved.ADMIN_PASSWORD = randomBytes(12).toString('base64url');
    generatedPassword = saved.ADMIN_PASSWORD;
  }
  if (!saved.S3_SECRET_KEY) saved.S3_SECRET_KEY = 'S3RVER';
  if (!saved.DATABASE_API_PASSWORD) saved.DATABASE_API_PASSWORD = randomBytes(24).toString('base64url');
  writeFileSync(secretsFile, JSON.stringify(saved, null, 2), { mode: 0o600 });
  return { saved, generatedPassword };
}

/**
 * The role the API connects as (rows only, no schema rights): DATABASE_API_USER and
 * DATABASE_API_PASSWORD, else `clinic_api` with the password generated into DATA_DIR.
 */
export function apiDatabaseRole(secrets = existsSync(secretsFile) ? JSON.parse(readFileSync(secretsFile, 'utf8')) : {}) {
  const password = setting('DATABASE_API_PASSWORD', secrets.DATABASE_API_PASSWORD);
  if (!password) throw new Error(`No password for the API's database role: set DATABASE_API_PASSWORD, or run \`make start\` once (it keeps one in ${secretsFile})`);
  return { user: setting('DATABASE_API_USER', 'clinic_api'), password };
}

/** The database `make start` uses (databaseUrl()), as the API connects to it: its own role. */
export function apiDatabaseUrl(secrets) {
  const role = apiDatabaseRole(secrets);
  const url = new URL(databaseUrl());
  url.username = encodeURIComponent(role.user);
  url.password = encodeURIComponent(role.password);
  return url.toString();
}
