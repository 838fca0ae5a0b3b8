import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The clinic content the admin edits: the current item of each kind (only items the admin has
 * saved; the others are the site build's built-in ones) and every saved revision of it.
 */
export class CreateSiteContent1764000200000 implements MigrationInterface {
  name = 'CreateSiteContent1764000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content_item (
        kind varchar(40) NOT NULL,
        item_key varchar(120) NOT NULL DEFAULT '',
        data jsonb NOT NULL,
        version integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by varchar(64) NOT NULL,
        PRIMARY KEY (kind, item_key)
      )`);
    await queryRunner.query(`
      CREATE TABLE content_revision (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(40) NOT NULL,
        item_key varchar(120) NOT NULL DEFAULT '',
        data jsonb NOT NULL,
        version integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by varchar(64) NOT NULL,
        restored_from uuid
      )`);
    await queryRunner.query(`CREATE INDEX content_revision_item_idx ON content_revision (kind, item_key, version DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE content_revision`);
    await queryRunner.query(`DROP TABLE content_item`);
  }
}
