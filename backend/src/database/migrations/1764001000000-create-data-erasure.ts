import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The record of each erasure of a person's data (DPDP Act): when, how many records of each kind,
 * the ids of the rows erased (ids are not personal data; a restore of an older backup deletes
 * those rows again), and keyed hashes of the phone and e-mail (HMAC with a key derived from
 * JWT_SECRET, so the table alone does not tell whose they were) to tell staff a person was erased
 * before. Append-only for the API's role; a restore keeps it rather than rolling it back.
 */
export class CreateDataErasure1764001000000 implements MigrationInterface {
  name = 'CreateDataErasure1764001000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE data_erasure (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        erased_at timestamptz NOT NULL DEFAULT now(),
        phone_hash char(64),
        email_hash char(64),
        erased jsonb NOT NULL,
        enquiry_ids uuid[] NOT NULL DEFAULT '{}',
        mail_ids uuid[] NOT NULL DEFAULT '{}'
      )`);
    await queryRunner.query(`CREATE INDEX data_erasure_phone_idx ON data_erasure (phone_hash)`);
    await queryRunner.query(`CREATE INDEX data_erasure_email_idx ON data_erasure (email_hash)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE data_erasure`);
  }
}
