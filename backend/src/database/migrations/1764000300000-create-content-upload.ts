import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Photos the admin uploads for the clinic's content (a treatment, its before/after, the doctor):
 * what the image store holds for each, so a save can only name a photo the API stored, and an
 * upload no content ever used can be cleaned up.
 */
export class CreateContentUpload1764000300000 implements MigrationInterface {
  name = 'CreateContentUpload1764000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content_upload (
        key varchar(80) PRIMARY KEY,
        image jsonb NOT NULL,
        keys text[] NOT NULL,
        uploaded_at timestamptz NOT NULL DEFAULT now(),
        uploaded_by varchar(64) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX content_upload_keys_idx ON content_upload USING gin (keys)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE content_upload`);
  }
}
