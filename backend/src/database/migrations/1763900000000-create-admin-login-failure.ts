import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAdminLoginFailure1763900000000 implements MigrationInterface {
  name = 'CreateAdminLoginFailure1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_login_failure (
        username_key varchar(64) NOT NULL,
        client_ip varchar(64) NOT NULL,
        failures integer NOT NULL DEFAULT 0,
        lockouts integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (username_key, client_ip)
      )`);
    await queryRunner.query(`CREATE INDEX admin_login_failure_updated_at_idx ON admin_login_failure (updated_at)`);
    await queryRunner.query(`CREATE INDEX admin_session_expires_at_idx ON admin_session (expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX admin_session_expires_at_idx`);
    await queryRunner.query(`DROP TABLE admin_login_failure`);
  }
}
