import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The privacy page's own form: a patient's request about their data (see, correct, erase, withdraw
 * consent, complain, nominate) is kept as an enquiry of its own type, the request as its subject,
 * and answered_at says when the staff marked it answered (the privacy notice promises 30 days).
 */
export class AddDataRequest1764001400000 implements MigrationInterface {
  name = 'AddDataRequest1764001400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE enquiry DROP CONSTRAINT enquiry_type_check`);
    await queryRunner.query(`ALTER TABLE enquiry ADD CONSTRAINT enquiry_type_check CHECK (type IN ('callback', 'appointment', 'contact', 'newsletter', 'data-request'))`);
    await queryRunner.query(`ALTER TABLE enquiry ADD COLUMN answered_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM enquiry WHERE type = 'data-request'`);
    await queryRunner.query(`ALTER TABLE enquiry DROP COLUMN answered_at`);
    await queryRunner.query(`ALTER TABLE enquiry DROP CONSTRAINT enquiry_type_check`);
    await queryRunner.query(`ALTER TABLE enquiry ADD CONSTRAINT enquiry_type_check CHECK (type IN ('callback', 'appointment', 'contact', 'newsletter'))`);
  }
}
