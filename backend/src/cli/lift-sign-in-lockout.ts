// `node dist/cli/lift-sign-in-lockout.js [username]`: lifts the sign-in lockout and the account-wide
// slow-down of a username (by default the owner's), on the database the API uses
// (DATABASE_URL, or POSTGRES_* as in compose). `make lift-lockout` runs it.
import type { Client } from 'pg';
import { liftSignInLockout } from '../auth/lift-lockout';
import { connectToClinicDatabase } from './database-client';

async function main() {
  const client = await connectToClinicDatabase();
  try {
    const username = process.argv[2] || (await adminUsername(client));
    if (!username) {
      console.error("There is no owner's account yet; name the username: lift-sign-in-lockout <username>");
      process.exit(2);
    }
    const lifted = await liftSignInLockout((sql, params) => client.query(sql, params), username);
    const addresses = `${lifted.addresses} ${lifted.addresses === 1 ? 'address' : 'addresses'}`;
    console.log(`Sign-in for "${username}" is open again: failures forgotten for ${addresses}${lifted.slowDown ? ', and the count of failures from every address' : ''}.`);
  } finally {
    await client.end();
  }
}

/** The first owner's username as it is now (it may have been changed in the dashboard). */
async function adminUsername(client: Client): Promise<string | undefined> {
  const { rows } = await client.query<{ username: string }>(`SELECT username FROM admin_account WHERE role = 'owner' ORDER BY created_at LIMIT 1`);
  return rows[0]?.username;
}

void main();
