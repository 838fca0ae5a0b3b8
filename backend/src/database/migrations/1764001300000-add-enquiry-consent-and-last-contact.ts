import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consent per enquiry: besides the notice shown (consent_notice), what the patient agreed their
 * details are used for (consent_purpose) and when (consented_at). And the last time the clinic
 * and the patient dealt with the enquiry (last_contact_at), which the retention period counts
 * from. Enquiries made before take their form's purpose, consented when they were sent, and their
 * last change as their last contact. The purposes are written here as they were at the time, so
 * a later change of the contract's wording leaves this migration as it ran.
 */
export class AddEnquiryConsentAndLastContact1764001300000 implements MigrationInterface {
  name = 'AddEnquiryConsentAndLastContact1764001300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE enquiry ADD COLUMN consent_purpose varchar(40), ADD COLUMN consented_at timestamptz, ADD COLUMN last_contact_at timestamptz NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(
      `UPDATE enquiry SET consented_at = created_at, last_contact_at = GREATEST(created_at, updated_at),
              consent_purpose = CASE type
                WHEN 'callback' THEN 'To call you back'
                WHEN 'appointment' THEN 'To arrange your appointment'
                WHEN 'contact' THEN 'To answer your message'
                WHEN 'newsletter' THEN 'To send you the newsletter'
              END`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE enquiry DROP COLUMN consent_purpose, DROP COLUMN consented_at, DROP COLUMN last_contact_at`);
  }
}
