// Run in the API's own container (`docker-compose exec -T backend node --input-type=module - <owner>
// < check-database-role.mjs`), with the credentials the running API uses (its POSTGRES_* settings):
// its role is not the owner named, no superuser, and the database refuses it every schema change
// (DROP TABLE news_article among them) and any change to the audit log. Each statement runs in a
// transaction that is rolled back, so nothing it might have done stays.
import { createRequire } from 'node:module';

const require = createRequire('/app/backend/dist/main.js');
const { Client } = require('pg');
const { databaseUrlOf } = require('/app/backend/dist/config/env.js');

const owner = process.argv[2];
const failures = [];
const client = new Client({ connectionString: databaseUrlOf(process.env), connectionTimeoutMillis: 10_000 });
await client.connect();
await client.query('BEGIN');

/** The SQLSTATE the statement fails with, or 'done'; undone either way. */
async function attempt(sql) {
  await client.query('SAVEPOINT attempt');
  try {
    await client.query(sql);
    return 'done';
  } catch (error) {
    return error.code;
  } finally {
    await client.query('ROLLBACK TO SAVEPOINT attempt');
  }
}

const { rows: [role] } = await client.query(
  'SELECT current_user AS name, rolsuper, rolcreaterole, rolcreatedb, rolbypassrls FROM pg_roles WHERE rolname = current_user',
);
if (role.name === owner) failures.push(`the API connects as the database's owner (${owner})`);
if (role.rolsuper || role.rolcreaterole || role.rolcreatedb || role.rolbypassrls) failures.push(`the API's role ${role.name} has more than rows: ${JSON.stringify(role)}`);

const refused = [
  'DROP TABLE news_article',
  'CREATE TABLE patient_copy (name text)',
  'ALTER TABLE news_article ADD COLUMN note text',
  'TRUNCATE news_article',
];
const { rows: [{ audited }] } = await client.query(`SELECT to_regclass('audit_log') IS NOT NULL AS audited`);
if (audited) refused.push('UPDATE audit_log SET actor = actor', 'DELETE FROM audit_log');
for (const sql of refused) {
  const outcome = await attempt(sql);
  if (outcome !== '42501') failures.push(`${sql}: ${outcome === 'done' ? 'allowed' : `failed with ${outcome}, not for want of rights`}`);
}
const read = await attempt('SELECT count(*) FROM news_article');
if (read !== 'done') failures.push(`the API's role cannot read news_article (${read})`);

await client.query('ROLLBACK');
await client.end();
if (failures.length > 0) {
  for (const failure of failures) console.error(`✗ ${failure}`);
  process.exit(1);
}
console.log(`✓ the API connects as "${role.name}", no superuser, and is refused: ${refused.join('; ')}`);
