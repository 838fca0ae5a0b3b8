import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Counters of the per-address limits (sign-in, enquiries) and the account-wide sign-in failures,
 * shared by every API process. The shape rate-limiter-flexible's Postgres store expects; `expire`
 * is a time in epoch milliseconds.
 */
export class CreateRateLimit1764000000000 implements MigrationInterface {
  name = 'CreateRateLimit1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rate_limit (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    await queryRunner.query(`CREATE INDEX rate_limit_expire_idx ON rate_limit (expire)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE rate_limit`);
  }
}
