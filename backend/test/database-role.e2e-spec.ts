import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { migrations } from '../src/database/migrations';
import { prepareDatabase } from '../src/database/prepare-database';
import { apiUrlOf, createTestApp, startApp, TEST_API_ROLE, TestApp } from './setup/test-app';

/** Postgres's "insufficient privilege" (and "must be owner"). */
const REFUSED = '42501';

async function connected(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * The API connects as a role of its own: it reads and writes the clinic's rows and nothing more.
 * Checked with the very credentials the running API uses (apiDatabaseUrl).
 */
describe("the API's database role", () => {
  let sut: TestApp;
  let api: Client;
  let owner: Client;
  /** The SQLSTATE a statement fails with as the API's role, or 'done'. */
  const asApi = (sql: string) =>
    api.query(sql).then(
      () => 'done',
      (error: { code?: string }) => error.code,
    );

  beforeAll(async () => {
    sut = await createTestApp();
    api = await connected(sut.apiDatabaseUrl);
    owner = await connected(sut.databaseUrl);
  });
  afterAll(async () => {
    await api.end();
    await owner.end();
    await sut.close();
  });

  it('is the role the running API connects as, not the owner', async () => {
    await request(sut.http).get('/api/api/health').expect(200);
    const { rows } = await owner.query<{ usename: string }>(
      `SELECT DISTINCT usename FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND usename <> current_user`,
    );
    expect(rows.map((row) => row.usename)).toEqual([TEST_API_ROLE.user]);
    expect(new URL(sut.settings.DATABASE_URL!).username).toBe(TEST_API_ROLE.user);
  });

  it('is no superuser and can make no roles or databases', async () => {
    const { rows } = await api.query(
      `SELECT rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls, rolinherit FROM pg_roles WHERE rolname = current_user`,
    );
    expect(rows).toEqual([{ rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolreplication: false, rolbypassrls: false, rolinherit: false }]);
    expect(await asApi(`CREATE ROLE someone_else`)).toBe(REFUSED);
    expect(await asApi(`CREATE DATABASE somewhere_else`)).toBe(REFUSED);
  });

  it('cannot change the schema: no CREATE, DROP, ALTER or TRUNCATE', async () => {
    expect(await asApi(`CREATE TABLE patient_copy (name text)`)).toBe(REFUSED);
    expect(await asApi(`CREATE SCHEMA elsewhere`)).toBe(REFUSED);
    expect(await asApi(`CREATE FUNCTION one() RETURNS int LANGUAGE sql AS 'SELECT 1'`)).toBe(REFUSED);
    expect(await asApi(`DROP TABLE news_article`)).toBe(REFUSED);
    expect(await asApi(`ALTER TABLE news_article ADD COLUMN note text`)).toBe(REFUSED);
    expect(await asApi(`CREATE INDEX news_article_note_idx ON news_article (title)`)).toBe(REFUSED);
    expect(await asApi(`TRUNCATE news_article`)).toBe(REFUSED);
    expect(await asApi(`TRUNCATE enquiry`)).toBe(REFUSED);
    const { rows } = await owner.query(`SELECT to_regclass('news_article') IS NOT NULL AS kept`);
    expect(rows[0].kept).toBe(true);
  });

  it('reads, adds, changes and deletes the rows the clinic works with', async () => {
    const key = `role-test:${randomBytes(4).toString('hex')}`;
    expect(await asApi(`INSERT INTO rate_limit (key, points) VALUES ('${key}', 1)`)).toBe('done');
    expect(await asApi(`UPDATE rate_limit SET points = 2 WHERE key = '${key}'`)).toBe('done');
    const { rows } = await api.query(`SELECT points FROM rate_limit WHERE key = $1`, [key]);
    expect(rows).toEqual([{ points: 2 }]);
    expect(await asApi(`DELETE FROM rate_limit WHERE key = '${key}'`)).toBe('done');
    expect(await asApi(`SELECT count(*) FROM news_article`)).toBe('done');
  });

  it('reads the migration history and never writes it', async () => {
    const { rows } = await api.query<{ name: string }>(`SELECT name FROM migrations ORDER BY id`);
    expect(rows.map((row) => row.name)).toEqual(migrations.map((migration) => new migration().name));
    expect(await asApi(`INSERT INTO migrations (timestamp, name) VALUES (1, 'Forged1')`)).toBe(REFUSED);
    expect(await asApi(`DELETE FROM migrations`)).toBe(REFUSED);
    expect(await asApi(`UPDATE migrations SET name = name`)).toBe(REFUSED);
  });

  it('adds to the audit log and reads it, but never changes, deletes or empties it', async () => {
    expect(await asApi(`INSERT INTO audit_log (actor, action, ip, outcome) VALUES ('clinicadmin', 'sign-in', '127.0.0.1', 'success')`)).toBe('done');
    const { rows } = await api.query(`SELECT actor FROM audit_log WHERE action = 'sign-in'`);
    expect(rows).toEqual([{ actor: 'clinicadmin' }]);
    expect(await asApi(`UPDATE audit_log SET actor = 'someone else'`)).toBe(REFUSED);
    expect(await asApi(`DELETE FROM audit_log`)).toBe(REFUSED);
    expect(await asApi(`TRUNCATE audit_log`)).toBe(REFUSED);
    expect(await asApi(`DROP TABLE audit_log`)).toBe(REFUSED);
    // Its purge runs with the owner's rights and keeps a year whatever it is asked.
    await owner.query(`INSERT INTO audit_log (at, actor, action, ip, outcome) VALUES (now() - interval '200 days', 'kept', 'sign-in', '127.0.0.1', 'success')`);
    const purged = await api.query(`SELECT purge_audit_log(1) AS removed`);
    expect(purged.rows).toEqual([{ removed: 0 }]);
    expect((await api.query(`SELECT count(*)::int AS n FROM audit_log WHERE actor = 'kept'`)).rows).toEqual([{ n: 1 }]);
  });

  it('sets up the same database again, twice at once, and nothing changes', async () => {
    const rights = async () =>
      (
        await owner.query(
          `SELECT table_name, privilege_type FROM information_schema.role_table_grants WHERE grantee = $1 ORDER BY table_name, privilege_type`,
          [TEST_API_ROLE.user],
        )
      ).rows;
    const before = await rights();
    expect(before.length).toBeGreaterThan(0);

    await Promise.all([prepareDatabase(sut.databaseUrl, TEST_API_ROLE), prepareDatabase(sut.databaseUrl, TEST_API_ROLE)]);

    expect(await rights()).toEqual(before);
    const { rows } = await owner.query<{ name: string }>(`SELECT name FROM migrations ORDER BY id`);
    expect(rows.map((row) => row.name)).toEqual(migrations.map((migration) => new migration().name));
    await request(sut.http).get('/api/api/health').expect(200);
    expect(await asApi(`DROP TABLE news_article`)).toBe(REFUSED);
  });

  it('takes back rights given to the role by hand', async () => {
    await owner.query(`GRANT TRUNCATE, TRIGGER, REFERENCES ON news_article TO ${TEST_API_ROLE.user}`);
    await owner.query(`GRANT CREATE ON SCHEMA public TO ${TEST_API_ROLE.user}`);
    const truncate = async () => (await api.query(`SELECT has_table_privilege('news_article', 'TRUNCATE') AS may`)).rows[0].may;
    expect(await truncate()).toBe(true);

    await prepareDatabase(sut.databaseUrl, TEST_API_ROLE);

    expect(await truncate()).toBe(false);
    expect(await asApi(`TRUNCATE news_article`)).toBe(REFUSED);
    expect(await asApi(`CREATE TABLE patient_copy (name text)`)).toBe(REFUSED);
  });

  it("refuses to make the database's owner the API's role", async () => {
    const ownerName = decodeURIComponent(new URL(sut.databaseUrl).username);
    await expect(prepareDatabase(sut.databaseUrl, { user: ownerName, password: TEST_API_ROLE.password })).rejects.toThrow(/the database's owner/);
  });

  describe('an API started before the set-up ran', () => {
    const scratch: string[] = [];

    /** An empty database of the server's, its URL as its owner. */
    async function emptyDatabase(): Promise<string> {
      const name = `clinic_test_unprepared_${randomBytes(4).toString('hex')}`;
      const server = await connected(process.env.TEST_DATABASE_URL!);
      try {
        await server.query(`CREATE DATABASE ${name}`);
      } finally {
        await server.end();
      }
      scratch.push(name);
      const url = new URL(sut.databaseUrl);
      url.pathname = `/${name}`;
      return url.toString();
    }

    /** What the API does at start-up there, and how many connections it left open. */
    async function startOn(ownerUrl: string) {
      const started = startApp({ ...sut.settings, DATABASE_URL: apiUrlOf(ownerUrl) });
      const outcome = await started.then(
        async ({ app }) => {
          await app.close();
          return 'started';
        },
        (error: Error) => error.message,
      );
      const check = await connected(ownerUrl);
      try {
        const { rows } = await check.query<{ open: number }>(
          `SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = current_database() AND usename = $1`,
          [TEST_API_ROLE.user],
        );
        return { outcome, openConnections: rows[0].open };
      } finally {
        await check.end();
      }
    }

    afterAll(async () => {
      const server = await connected(process.env.TEST_DATABASE_URL!);
      try {
        for (const name of scratch) await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await server.end();
      }
    });

    it('refuses an empty database, saying to run the set-up, and starts once it ran', async () => {
      const url = await emptyDatabase();
      // The role may connect and look, as it would once set up; the schema is still empty.
      const empty = await connected(url);
      try {
        await empty.query(`GRANT CONNECT ON DATABASE ${new URL(url).pathname.slice(1)} TO ${TEST_API_ROLE.user}`);
        await empty.query(`GRANT USAGE ON SCHEMA public TO ${TEST_API_ROLE.user}`);
      } finally {
        await empty.end();
      }

      const { outcome, openConnections } = await startOn(url);

      expect(outcome).toMatch(/migrations that have not run: run the database set-up first.*prepare-database\.js/);
      expect(openConnections).toBe(0);
      const check = await connected(url);
      try {
        const { rows } = await check.query(`SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'`);
        expect(rows[0].tables).toBe(0);
      } finally {
        await check.end();
      }

      await prepareDatabase(url, TEST_API_ROLE);
      expect((await startOn(url)).outcome).toBe('started');
    });

    it("refuses a database a release's newest migration has not run on", async () => {
      const url = await emptyDatabase();
      await prepareDatabase(url, TEST_API_ROLE);
      const owned = await connected(url);
      try {
        // As though the newest migration came with a release whose set-up has not run yet.
        const newest = new migrations[migrations.length - 1]().name!;
        const forgotten = await owned.query(`DELETE FROM migrations WHERE name = $1`, [newest]);
        expect(forgotten.rowCount).toBe(1);
      } finally {
        await owned.end();
      }

      const refused = await startOn(url);
      expect(refused.outcome).toMatch(/migrations that have not run/);
      expect(refused.openConnections).toBe(0);
    });
  });
});
