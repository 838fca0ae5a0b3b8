import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateEnquiry1763900100000 implements MigrationInterface {
  name = 'CreateEnquiry1763900100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE enquiry (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        type varchar(20) NOT NULL CHECK (type IN ('callback', 'appointment', 'contact', 'newsletter')),
        name varchar(100),
        phone varchar(20),
        email varchar(254),
        subject varchar(150),
        message varchar(5000),
        preferred_date date,
        preferred_time varchar(5),
        concern varchar(100),
        consent_notice varchar(40),
        spam boolean NOT NULL DEFAULT false,
        client_ip inet,
        user_agent varchar(300),
        status varchar(20) NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'booked', 'closed')),
        forward_state varchar(20) NOT NULL CHECK (forward_state IN ('pending', 'delivered', 'failed', 'skipped')),
        forward_attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        last_error varchar(500),
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX enquiry_forward_due_idx ON enquiry (forward_state, next_attempt_at)`);
    await queryRunner.query(`CREATE INDEX enquiry_created_at_idx ON enquiry (created_at DESC)`);
    await queryRunner.query(`CREATE INDEX enquiry_type_idx ON enquiry (type)`);
    await queryRunner.query(`CREATE INDEX enquiry_status_idx ON enquiry (status)`);
    // One newsletter sign-up per address; suspected spam must not take a real subscriber's place.
    await queryRunner.query(
      `CREATE UNIQUE INDEX enquiry_newsletter_email_key ON enquiry (lower(email)) WHERE type = 'newsletter' AND NOT spam`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE enquiry`);
  }
}
