import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in (TOTP) for staff accounts, their single-use recovery codes, the owner's rule
 * that every account must use it, and what the staff see of their sessions: when each was last
 * used, from which address and browser.
 *
 * The TOTP secrets are stored encrypted (see two-factor/secret-box.ts) and the recovery codes as
 * keyed hashes, so neither a copy of the database nor a backup lets anyone compute a code.
 */
export class AddTwoFactorAndSessionActivity1764000800000 implements MigrationInterface {
  name = 'AddTwoFactorAndSessionActivity1764000800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE admin_account
        ADD COLUMN two_factor_secret text,
        ADD COLUMN two_factor_pending_secret text,
        ADD COLUMN two_factor_enabled_at timestamptz,
        ADD COLUMN two_factor_last_step bigint`);
    await queryRunner.query(`
      CREATE TABLE admin_recovery_code (
        account_id uuid NOT NULL REFERENCES admin_account (id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        PRIMARY KEY (account_id, code_hash)
      )`);
    await queryRunner.query(`
      ALTER TABLE admin_session
        ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN ip varchar(64),
        ADD COLUMN user_agent varchar(400)`);
    await queryRunner.query(`UPDATE admin_session SET last_seen_at = created_at`);
    await queryRunner.query(`
      CREATE TABLE staff_sign_in_policy (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        two_factor_required boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO staff_sign_in_policy DEFAULT VALUES`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE staff_sign_in_policy`);
    await queryRunner.query(`ALTER TABLE admin_session DROP COLUMN last_seen_at, DROP COLUMN ip, DROP COLUMN user_agent`);
    await queryRunner.query(`DROP TABLE admin_recovery_code`);
    await queryRunner.query(`
      ALTER TABLE admin_account
        DROP COLUMN two_factor_secret, DROP COLUMN two_factor_pending_secret,
        DROP COLUMN two_factor_enabled_at, DROP COLUMN two_factor_last_step`);
  }
}
