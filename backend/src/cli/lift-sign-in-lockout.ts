// `node dist/cli/lift-sign-in-lockout.js [username]`: lifts the sign-in lockout and the account-wide
// slow-down of a username (by default the admin account's own), on the database the API uses
// (DATABASE_URL, or POSTGRES_* as in compose). `make lift-lockout` runs it.
import { Client } from 'pg';
import { liftSignInLockout } from '../auth/lift-lockout';
import { databaseUrlOf } from '../config/env';

async function main() {
  const client = new Client({ connectionString: databaseUrlOf(process.env), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    console.error(`Cannot reach the database (${(error as Error).message}): is the site running?`);
    process.exit(1);
  }
  try {
    const username = process.argv[2] || (await adminUsername(client));
    if (!username) {
      console.error('There is no admin account yet; name the username: lift-sign-in-lockout <username>');
      process.exit(2);
    }
    const lifted = await liftSignInLockout((sql, params) => client.query(sql, params), username);
    const addresses = `${lifted.addresses} ${lifted.addresses === 1 ? 'address' : 'addresses'}`;
    console.log(`Sign-in for "${username}" is open again: failures forgotten for ${addresses}${lifted.slowDown ? ', and the count of failures from every address' : ''}.`);
  } finally {
    await client.end();
  }
}

/** The one admin account's username as it is now (the admin may have changed it in the dashboard). */
async function adminUsername(client: Client): Promise<string | undefined> {
  const { rows } = await client.query<{ username: string }>('SELECT username FROM admin_account ORDER BY created_at LIMIT 1');
  return rows[0]?.username;
}

void main();
