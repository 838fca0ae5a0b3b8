import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messages to patients on WhatsApp and by SMS: the WhatsApp opt-in kept with each enquiry (with the
 * notice it already records), the outbox of messages (patient_message) with each one's state as the
 * provider reports it (an appointment's WhatsApp message keeps the SMS wording of its moment,
 * sms_variables, and an SMS sent instead of it names it in `replaces`), and the WhatsApp events
 * already handled (whatsapp_event), so a webhook delivered twice changes nothing the second time.
 */
export class CreatePatientMessage1764001500000 implements MigrationInterface {
  name = 'CreatePatientMessage1764001500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE enquiry ADD COLUMN whatsapp_opt_in boolean NOT NULL DEFAULT false, ADD COLUMN whatsapp_opt_in_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE patient_message (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        enquiry_id uuid NOT NULL REFERENCES enquiry(id) ON DELETE CASCADE,
        channel varchar(10) NOT NULL CHECK (channel IN ('whatsapp', 'sms')),
        moment varchar(20) NOT NULL,
        to_number varchar(15) NOT NULL,
        template varchar(100) NOT NULL,
        variables jsonb NOT NULL,
        sms_variables jsonb,
        buttons jsonb NOT NULL DEFAULT '[]',
        state varchar(10) NOT NULL CHECK (state IN ('pending', 'sent', 'delivered', 'read', 'failed', 'skipped')),
        attempts int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        last_error varchar(500),
        provider_id varchar(200),
        replaces uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        retried_at timestamptz,
        sent_at timestamptz,
        delivered_at timestamptz,
        read_at timestamptz,
        failed_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX patient_message_due_idx ON patient_message (next_attempt_at) WHERE state = 'pending'`);
    await queryRunner.query(`CREATE INDEX patient_message_enquiry_idx ON patient_message (enquiry_id)`);
    await queryRunner.query(`CREATE UNIQUE INDEX patient_message_provider_idx ON patient_message (channel, provider_id) WHERE provider_id IS NOT NULL`);
    await queryRunner.query(`CREATE TABLE whatsapp_event (id varchar(300) PRIMARY KEY, received_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE whatsapp_event`);
    await queryRunner.query(`DROP TABLE patient_message`);
    await queryRunner.query(`ALTER TABLE enquiry DROP COLUMN whatsapp_opt_in, DROP COLUMN whatsapp_opt_in_at`);
  }
}
