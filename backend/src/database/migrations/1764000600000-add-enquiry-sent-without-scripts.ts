import { MigrationInterface, QueryRunner } from 'typeorm';

/** Enquiries a browser sent as a plain form, before (or without) the page's scripts: no bot check to judge them by. */
export class AddEnquirySentWithoutScripts1764000600000 implements MigrationInterface {
  name = 'AddEnquirySentWithoutScripts1764000600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE enquiry ADD COLUMN sent_without_scripts boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE enquiry DROP COLUMN sent_without_scripts`);
  }
}
