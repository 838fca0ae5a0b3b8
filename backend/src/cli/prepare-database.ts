// `node dist/cli/prepare-database.js`: the database set-up, run as the database's owner before the
// API starts (`make start` and compose's `migrate` service run it by themselves): the pending
// migrations, then the role the API connects as, with its rights (database/prepare-database.ts).
// The owner's connection: DATABASE_URL, or POSTGRES_* as in compose. The API's role:
// DATABASE_API_USER (clinic_api) and DATABASE_API_PASSWORD.
import 'reflect-metadata';
import { databaseUrlOf } from '../config/env';
import { prepareDatabase } from '../database/prepare-database';

const MIN_PASSWORD_LENGTH = 16;

async function main() {
  const user = process.env.DATABASE_API_USER || 'clinic_api';
  const password = process.env.DATABASE_API_PASSWORD ?? '';
  const problems: string[] = [];
  if (!process.env.DATABASE_URL && !(process.env.POSTGRES_HOST && process.env.POSTGRES_USER && process.env.POSTGRES_DB)) {
    problems.push("DATABASE_URL (or POSTGRES_HOST, POSTGRES_USER and POSTGRES_DB) must be set: the database owner's connection");
  }
  if (!password) problems.push(`DATABASE_API_PASSWORD must be set: the password of the role the API connects as (at least ${MIN_PASSWORD_LENGTH} characters)`);
  else if (password.length < MIN_PASSWORD_LENGTH) problems.push(`DATABASE_API_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters`);
  if (problems.length > 0) {
    console.error(`Cannot set up the database:\n  - ${problems.join('\n  - ')}`);
    process.exit(1);
  }
  try {
    await prepareDatabase(databaseUrlOf(process.env), { user, password }, (line) => console.log(`[database set-up] ${line}`));
  } catch (error) {
    console.error(`[database set-up] failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

void main();
