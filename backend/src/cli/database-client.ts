import { Client } from 'pg';
import { databaseUrlOf } from '../config/env';

/**
 * The operator's commands' connection to the database the API uses (DATABASE_URL, or POSTGRES_*
 * as in compose); when it cannot be reached, says so in one line and exits.
 */
export async function connectToClinicDatabase(): Promise<Client> {
  const client = new Client({ connectionString: databaseUrlOf(process.env), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    console.error(`Cannot reach the database (${(error as Error).message}): is the site running?`);
    process.exit(1);
  }
  return client;
}
