import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row saying whether a restore from a backup is under way (the API answers writes 503 while
 * the restoring connection lives) and how many restores there have been (each API process
 * republishes the site when the number moves). Written by the restore, as the database's owner;
 * the API's role only reads it.
 */
export class CreateDataRestore1764000900000 implements MigrationInterface {
  name = 'CreateDataRestore1764000900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE data_restore (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        restoring_since timestamptz,
        restoring_pid integer,
        restoring_from varchar(200),
        generation integer NOT NULL DEFAULT 0,
        restored_at timestamptz,
        restored_from varchar(200),
        restored_backup_taken_at timestamptz
      )`);
    await queryRunner.query(`INSERT INTO data_restore (id) VALUES (true)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE data_restore`);
  }
}
