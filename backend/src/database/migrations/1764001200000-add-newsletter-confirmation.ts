import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletter double opt-in: a sign-up counts once its address confirms it (confirmed_at), through
 * a link whose token is kept only as its SHA-256 (confirm_token_hash), mailed at most once every
 * ten minutes (confirm_sent_at). Sign-ups made before are taken as confirmed: they were accepted
 * under the notice of their time, and the clinic keeps its list.
 */
export class AddNewsletterConfirmation1764001200000 implements MigrationInterface {
  name = 'AddNewsletterConfirmation1764001200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE enquiry ADD COLUMN confirmed_at timestamptz, ADD COLUMN confirm_token_hash char(64), ADD COLUMN confirm_sent_at timestamptz`);
    await queryRunner.query(`UPDATE enquiry SET confirmed_at = created_at WHERE type = 'newsletter'`);
    await queryRunner.query(`CREATE UNIQUE INDEX enquiry_confirm_token_idx ON enquiry (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX enquiry_confirm_token_idx`);
    await queryRunner.query(`ALTER TABLE enquiry DROP COLUMN confirmed_at, DROP COLUMN confirm_token_hash, DROP COLUMN confirm_sent_at`);
  }
}
