import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminAccount } from '../auth/admin-account.entity';
import { hashPassword } from '../auth/password-hasher';
import { isCommonPassword } from '../auth/password-rules';
import { Env } from '../config/env';
import { DemoArticlesSeeder } from './demo-articles.seeder';

/**
 * At start-up: the owner's account from ADMIN_USERNAME / ADMIN_PASSWORD when there is none (never
 * overwritten), and demo articles into an empty news table when SEED_DEMO_CONTENT is on. An advisory
 * lock makes two instances starting at once seed only once.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    private readonly env: Env,
    private readonly dataSource: DataSource,
    private readonly demoArticles: DemoArticlesSeeder,
  ) {}

  async onApplicationBootstrap() {
    await this.seedAdmin();
    if (this.env.SEED_DEMO_CONTENT) await this.demoArticles.seedIfEmpty();
  }

  async seedAdmin(): Promise<void> {
    if ((await this.dataSource.getRepository(AdminAccount).count()) > 0) return;
    // The owner's first password meets the rules every other password meets.
    if (isCommonPassword(this.env.ADMIN_PASSWORD)) {
      throw new Error('ADMIN_PASSWORD is one of the most common passwords: choose another before the owner\'s account is made');
    }
    const passwordHash = await hashPassword(this.env.ADMIN_PASSWORD);
    const created = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('clinic:seed-admin'))`);
      if ((await manager.count(AdminAccount)) > 0) return false;
      // The app's clock, like the session tokens' `iat` it is compared with (not the database's).
      await manager.insert(AdminAccount, { username: this.env.ownerUsername, passwordHash, role: 'owner', sessionsValidAfter: new Date() });
      return true;
    });
    if (created) this.logger.log(`Created the owner's account "${this.env.ownerUsername}"`);
  }
}
