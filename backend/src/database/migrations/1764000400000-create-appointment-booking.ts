import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Appointments as visits: the time an appointment request books (an instant, so the clinic's time
 * zone is applied once), its status, every change of it with who made it, and the clinic's mail to
 * patients, kept until it is sent (an outbox, retried like forwarding).
 */
export class CreateAppointmentBooking1764000400000 implements MigrationInterface {
  name = 'CreateAppointmentBooking1764000400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE enquiry
        ADD COLUMN starts_at timestamptz,
        ADD COLUMN ends_at timestamptz,
        ADD COLUMN appointment_status varchar(20)`);
    // Requests stored before times were booked keep the time the visitor asked for, read at the clinic.
    await queryRunner.query(`
      UPDATE enquiry
         SET starts_at = (preferred_date + preferred_time::time) AT TIME ZONE 'Asia/Kolkata',
             ends_at = (preferred_date + preferred_time::time + interval '30 minutes') AT TIME ZONE 'Asia/Kolkata',
             appointment_status = 'requested'
       WHERE type = 'appointment' AND preferred_date IS NOT NULL AND preferred_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`);
    await queryRunner.query(`
      CREATE INDEX enquiry_held_time_idx ON enquiry (starts_at)
       WHERE type = 'appointment' AND appointment_status IN ('requested', 'proposed', 'confirmed') AND NOT spam`);
    await queryRunner.query(`
      CREATE TABLE appointment_change (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        enquiry_id uuid NOT NULL REFERENCES enquiry(id) ON DELETE CASCADE,
        status varchar(20) NOT NULL,
        starts_at timestamptz,
        changed_by varchar(64) NOT NULL,
        note varchar(500),
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX appointment_change_enquiry_idx ON appointment_change (enquiry_id, changed_at)`);
    await queryRunner.query(`
      CREATE TABLE outgoing_mail (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        enquiry_id uuid REFERENCES enquiry(id) ON DELETE CASCADE,
        kind varchar(40) NOT NULL,
        to_address varchar(254) NOT NULL,
        subject varchar(200) NOT NULL,
        body text NOT NULL,
        calendar text,
        state varchar(20) NOT NULL,
        attempts int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        last_error varchar(500),
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX outgoing_mail_due_idx ON outgoing_mail (next_attempt_at) WHERE state = 'pending'`);
    await queryRunner.query(`CREATE INDEX outgoing_mail_enquiry_idx ON outgoing_mail (enquiry_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE outgoing_mail`);
    await queryRunner.query(`DROP TABLE appointment_change`);
    await queryRunner.query(`DROP INDEX enquiry_held_time_idx`);
    await queryRunner.query(`ALTER TABLE enquiry DROP COLUMN starts_at, DROP COLUMN ends_at, DROP COLUMN appointment_status`);
  }
}
