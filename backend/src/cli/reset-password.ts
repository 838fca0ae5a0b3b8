// `node dist/cli/reset-password.js <username>`: gives a staff account a one-time password, ends its
// sessions and lifts its sign-in lockout, on the database the API uses (DATABASE_URL, or POSTGRES_*
// as in compose). `make reset-password ACCOUNT=name` runs it.
import { hostname } from 'node:os';
import { resetPassword } from '../auth/reset-password';
import { connectToClinicDatabase } from './database-client';

async function main() {
  const username = process.argv[2]?.trim();
  if (!username) {
    console.error('Name the account: make reset-password ACCOUNT=<username>');
    process.exit(2);
  }
  const client = await connectToClinicDatabase();
  try {
    await client.query('BEGIN');
    const by = { actor: { id: null, username: 'operator' }, ip: `operator@${hostname()}` };
    const reset = await resetPassword((sql, params) => client.query(sql, params), username, by);
    if (!reset) {
      await client.query('ROLLBACK');
      const { rows } = await client.query<{ username: string }>('SELECT username FROM admin_account ORDER BY created_at');
      console.error(`No account is called "${username}". The accounts are: ${rows.map((row) => row.username).join(', ')}`);
      process.exit(3);
    }
    await client.query('COMMIT');
    console.log(`"${reset.username}" can sign in once with this password: ${reset.password}`);
    console.log('It must choose its own password straight after; its other sessions have ended.');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

void main();
