import { escapeIdentifier, escapeLiteral } from 'pg';
import { DataSource, type QueryRunner } from 'typeorm';
import { databaseOptions } from './database-options';

/** Tables the API may read and add to, never change or empty: what was written there stays. */
export const APPEND_ONLY_TABLES = ['audit_log', 'data_erasure'];
/** Tables only the database's owner writes (a restore from a backup); the API reads them. */
export const READ_ONLY_TABLES = ['data_restore'];

/** The role the API connects as. */
export interface DatabaseRole {
  user: string;
  password: string;
}

/**
 * The database set-up, run as the database's owner before any API process starts
 * (`node dist/cli/prepare-database.js`, which `make start` and compose's `migrate` service run):
 * the pending migrations, then the API's own role, which may read and write the clinic's rows and
 * nothing more (no superuser, no schema changes, no TRUNCATE, the migration history read-only,
 * the append-only tables without UPDATE or DELETE). Safe to run again: each run sets the role's
 * password and rights as they should be, and rights on the tables new migrations made.
 */
export async function prepareDatabase(ownerUrl: string, api: DatabaseRole, report: (line: string) => void = () => undefined): Promise<void> {
  const dataSource = await new DataSource(databaseOptions(ownerUrl)).initialize();
  const runner = dataSource.createQueryRunner();
  try {
    // Two set-ups at once (two `migrate` runs, or a restart during one) migrate the database once:
    // the second waits, then finds nothing left to run.
    await runner.query(`SELECT pg_advisory_lock(hashtext('clinic:migrations'))`);
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    report(ran.length === 0 ? 'no migrations to run' : `ran ${ran.length} migration(s): ${ran.map((migration) => migration.name).join(', ')}`);
    await grantApiRole(runner, api, migrationsTableOf(dataSource));
    report(`the API connects as "${api.user}": rows only, no schema rights`);
  } finally {
    await runner.query(`SELECT pg_advisory_unlock(hashtext('clinic:migrations'))`).catch(() => undefined);
    await runner.release();
    await dataSource.destroy();
  }
}

/** Creates the API's role when missing, then sets its password and its rights, in one transaction. */
async function grantApiRole(runner: QueryRunner, api: DatabaseRole, migrationsTable: string): Promise<void> {
  const [{ owner, database }] = (await runner.query(`SELECT current_user AS owner, current_database() AS database`)) as Array<{ owner: string; database: string }>;
  if (api.user === owner) throw new Error(`DATABASE_API_USER is "${owner}", the database's owner: the API needs a role of its own`);
  const role = escapeIdentifier(api.user);
  const sql = (statement: string) => runner.query(statement);
  await runner.startTransaction();
  try {
    const existing = (await runner.query(`SELECT 1 FROM pg_roles WHERE rolname = $1`, [api.user])) as unknown[];
    if (existing.length === 0) await sql(`CREATE ROLE ${role}`);
    await sql(`ALTER ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS PASSWORD ${escapeLiteral(api.password)}`);
    // A role it belonged to would lend it that role's rights through SET ROLE.
    const memberOf = (await runner.query(
      `SELECT m.roleid::regrole::text AS name FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.member WHERE r.rolname = $1`,
      [api.user],
    )) as Array<{ name: string }>;
    for (const { name } of memberOf) await sql(`REVOKE ${name} FROM ${role}`);

    await sql(`REVOKE ALL ON DATABASE ${escapeIdentifier(database)} FROM ${role}`);
    await sql(`GRANT CONNECT ON DATABASE ${escapeIdentifier(database)} TO ${role}`);
    await sql(`REVOKE CREATE ON SCHEMA public FROM PUBLIC`);
    await sql(`REVOKE ALL ON SCHEMA public FROM ${role}`);
    await sql(`GRANT USAGE ON SCHEMA public TO ${role}`);
    // Rights from scratch each time, so nothing granted by hand (TRUNCATE, REFERENCES, TRIGGER) stays.
    await sql(`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${role}`);
    await sql(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`);
    await sql(`REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${role}`);
    await sql(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
    // Functions run with their owner's rights where they say so (the audit log's purge): the API's role only.
    await sql(`REVOKE EXECUTE ON ALL FUNCTIONS IN SCHEMA public FROM PUBLIC`);
    await sql(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO ${role}`);
    // The API reads the migration history (to refuse a database not set up), never writes it.
    await sql(`REVOKE INSERT, UPDATE, DELETE ON ${escapeIdentifier(migrationsTable)} FROM ${role}`);
    for (const table of APPEND_ONLY_TABLES) {
      const [{ found }] = (await runner.query(`SELECT to_regclass($1) IS NOT NULL AS found`, [table])) as Array<{ found: boolean }>;
      if (found) await sql(`REVOKE UPDATE, DELETE, TRUNCATE ON ${escapeIdentifier(table)} FROM ${role}`);
    }
    for (const table of READ_ONLY_TABLES) {
      const [{ found }] = (await runner.query(`SELECT to_regclass($1) IS NOT NULL AS found`, [table])) as Array<{ found: boolean }>;
      if (found) await sql(`REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ${escapeIdentifier(table)} FROM ${role}`);
    }
    await runner.commitTransaction();
  } catch (error) {
    await runner.rollbackTransaction();
    throw error;
  }
}

const migrationsTableOf = (dataSource: DataSource) => dataSource.options.migrationsTableName ?? 'migrations';

/** The API refuses a database the set-up has not brought up to date; it never migrates one itself. */
export class DatabaseNotPreparedError extends Error {}

/**
 * The API's check at start: every migration it knows has run. Its role may not change the schema,
 * so a database the set-up has not brought up to date (a new release, an empty database, a restore
 * of an older backup) is refused with what to run, rather than failing later on a missing column.
 */
export async function requireMigrated(dataSource: DataSource): Promise<void> {
  const [{ readable }] = (await dataSource.query(`SELECT coalesce(has_table_privilege(to_regclass($1), 'SELECT'), false) AS readable`, [
    migrationsTableOf(dataSource),
  ])) as Array<{ readable: boolean }>;
  // Without its migration history (or the right to read it) showMigrations would try to create it.
  if (!readable || (await dataSource.showMigrations())) {
    throw new DatabaseNotPreparedError(
      'The database has migrations that have not run: run the database set-up first, as the database owner ' +
        '(`node dist/cli/prepare-database.js` in backend/; `make start` and docker compose run it by themselves).',
    );
  }
}
