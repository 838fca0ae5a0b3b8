import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts with roles (the one admin account becomes the owner) and the audit log of what
 * each of them did. The audit log is append-only for the API's own database role (granted by the
 * database set-up); entries older than the retention period are removed by `purge_audit_log`,
 * which runs with its owner's rights and never removes one less than a year old.
 */
export class AddStaffRolesAndAuditLog1764000700000 implements MigrationInterface {
  name = 'AddStaffRolesAndAuditLog1764000700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE admin_account
        ADD COLUMN role varchar(16) NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'reception', 'editor')),
        ADD COLUMN disabled_at timestamptz,
        ADD COLUMN must_change_password boolean NOT NULL DEFAULT false,
        ADD COLUMN last_sign_in_at timestamptz`);
    // Accounts from now on name their role; the one that existed is the owner.
    await queryRunner.query(`ALTER TABLE admin_account ALTER COLUMN role DROP DEFAULT`);
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        actor_id uuid,
        actor varchar(64) NOT NULL,
        action varchar(40) NOT NULL,
        target varchar(200),
        ip varchar(64) NOT NULL,
        outcome varchar(16) NOT NULL CHECK (outcome IN ('success', 'failure', 'refused'))
      )`);
    await queryRunner.query(`CREATE INDEX audit_log_at_idx ON audit_log (at DESC)`);
    await queryRunner.query(`CREATE INDEX audit_log_action_at_idx ON audit_log (action, at DESC)`);
    await queryRunner.query(`
      CREATE FUNCTION purge_audit_log(keep_days integer) RETURNS integer
        LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
          WITH gone AS (
            DELETE FROM audit_log WHERE at < now() - make_interval(days => greatest(keep_days, 365)) RETURNING 1
          )
          SELECT count(*)::integer FROM gone
        $$`);
    await queryRunner.query(`REVOKE ALL ON FUNCTION purge_audit_log(integer) FROM PUBLIC`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION purge_audit_log(integer)`);
    await queryRunner.query(`DROP TABLE audit_log`);
    await queryRunner.query(`
      ALTER TABLE admin_account DROP COLUMN role, DROP COLUMN disabled_at, DROP COLUMN must_change_password, DROP COLUMN last_sign_in_at`);
  }
}
