import { MigrationInterface, QueryRunner } from 'typeorm';

/** When the reminder of a confirmed appointment was queued (once, a day before the visit). */
export class AddAppointmentReminder1764000500000 implements MigrationInterface {
  name = 'AddAppointmentReminder1764000500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE enquiry ADD COLUMN reminder_queued_at timestamptz`);
    await queryRunner.query(`
      CREATE INDEX enquiry_reminder_due_idx ON enquiry (starts_at)
       WHERE type = 'appointment' AND appointment_status = 'confirmed' AND reminder_queued_at IS NULL AND NOT spam`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX enquiry_reminder_due_idx`);
    await queryRunner.query(`ALTER TABLE enquiry DROP COLUMN reminder_queued_at`);
  }
}
