import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When staff last sent a forward or a mail that had given up again: its retry window counts from
 * then (the enquiry's and the mail's own time stay what they were).
 */
export class AddDeliveryRetry1764001100000 implements MigrationInterface {
  name = 'AddDeliveryRetry1764001100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE enquiry ADD COLUMN retried_at timestamptz`);
    await queryRunner.query(`ALTER TABLE outgoing_mail ADD COLUMN retried_at timestamptz`);
    await queryRunner.query(`CREATE INDEX enquiry_forward_failed_idx ON enquiry (updated_at DESC) WHERE forward_state = 'failed'`);
    await queryRunner.query(`CREATE INDEX outgoing_mail_failed_idx ON outgoing_mail (created_at DESC) WHERE state = 'failed'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX outgoing_mail_failed_idx`);
    await queryRunner.query(`DROP INDEX enquiry_forward_failed_idx`);
    await queryRunner.query(`ALTER TABLE outgoing_mail DROP COLUMN retried_at`);
    await queryRunner.query(`ALTER TABLE enquiry DROP COLUMN retried_at`);
  }
}
