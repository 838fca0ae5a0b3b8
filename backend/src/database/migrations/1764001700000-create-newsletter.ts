import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletters: what was sent (newsletter), each subscriber's mail in the outbox with its HTML part,
 * its List-Unsubscribe headers and the hash of its own unsubscribe token, and when a subscriber
 * left (enquiry.unsubscribed_at, kept with the address it is about, so erasing one erases both).
 */
export class CreateNewsletter1764001700000 implements MigrationInterface {
  name = 'CreateNewsletter1764001700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE newsletter (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subject varchar(150) NOT NULL,
        intro varchar(2000) NOT NULL DEFAULT '',
        articles jsonb NOT NULL,
        sent_by varchar(64) NOT NULL,
        recipients int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX newsletter_created_idx ON newsletter (created_at DESC)`);
    await queryRunner.query(`
      ALTER TABLE outgoing_mail
        ADD COLUMN newsletter_id uuid REFERENCES newsletter(id) ON DELETE CASCADE,
        ADD COLUMN html text,
        ADD COLUMN headers jsonb,
        ADD COLUMN unsubscribe_token_hash char(64)`);
    await queryRunner.query(`CREATE INDEX outgoing_mail_newsletter_idx ON outgoing_mail (newsletter_id) WHERE newsletter_id IS NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX outgoing_mail_unsubscribe_idx ON outgoing_mail (unsubscribe_token_hash) WHERE unsubscribe_token_hash IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE enquiry ADD COLUMN unsubscribed_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE enquiry DROP COLUMN unsubscribed_at`);
    await queryRunner.query(`ALTER TABLE outgoing_mail DROP COLUMN newsletter_id, DROP COLUMN html, DROP COLUMN headers, DROP COLUMN unsubscribe_token_hash`);
    await queryRunner.query(`DROP TABLE newsletter`);
  }
}
