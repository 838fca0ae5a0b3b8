import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAdminAndNews1763800000000 implements MigrationInterface {
  name = 'CreateAdminAndNews1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_account (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username varchar(64) NOT NULL,
        password_hash text NOT NULL,
        sessions_valid_after timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX admin_account_username_key ON admin_account (lower(username))`);
    await queryRunner.query(`
      CREATE TABLE admin_session (
        id uuid PRIMARY KEY,
        admin_id uuid NOT NULL REFERENCES admin_account (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX admin_session_admin_id_idx ON admin_session (admin_id)`);
    await queryRunner.query(`
      CREATE TABLE news_article (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug varchar(120) NOT NULL,
        title varchar(200) NOT NULL DEFAULT '',
        excerpt varchar(1000) NOT NULL DEFAULT '',
        hero_intro varchar(1000) NOT NULL DEFAULT '',
        content_intro varchar(5000) NOT NULL DEFAULT '',
        paragraphs jsonb NOT NULL DEFAULT '[]',
        tags jsonb NOT NULL DEFAULT '[]',
        popular jsonb NOT NULL DEFAULT '[]',
        card_image jsonb,
        content_image jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT news_article_slug_key UNIQUE (slug)
      )`);
    await queryRunner.query(`CREATE INDEX news_article_created_at_idx ON news_article (created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE news_article`);
    await queryRunner.query(`DROP TABLE admin_session`);
    await queryRunner.query(`DROP TABLE admin_account`);
  }
}
