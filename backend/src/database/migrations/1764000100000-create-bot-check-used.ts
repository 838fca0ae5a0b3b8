import { MigrationInterface, QueryRunner } from 'typeorm';

/** Bot-check challenges already spent on an enquiry: each solves one form only. */
export class CreateBotCheckUsed1764000100000 implements MigrationInterface {
  name = 'CreateBotCheckUsed1764000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE bot_check_used (
        signature varchar(128) PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX bot_check_used_expires_at_idx ON bot_check_used (expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE bot_check_used`);
  }
}
