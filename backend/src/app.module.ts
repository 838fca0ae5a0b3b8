import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppointmentsModule } from './appointments/appointments.module';
import { AuthModule } from './auth/auth.module';
import { DataRestoreModule } from './backup/data-restore';
import { ConfigModule } from './config/config.module';
import { ContentModule } from './content/content.module';
import { Env } from './config/env';
import { databaseOptions } from './database/database-options';
import { entities } from './database/entities';
import { DatabaseNotPreparedError, requireMigrated } from './database/prepare-database';
import { EnquiriesModule } from './enquiries/enquiries.module';
import { HealthModule } from './health/health.module';
import { MediaModule } from './media/media.module';
import { NewsModule } from './news/news.module';
import { NewslettersModule } from './newsletters/newsletters.module';
import { UndeliveredModule } from './delivery/undelivered';
import { PeopleModule } from './people/people.controller';
import { SeedModule } from './seed/seed.module';
import { StaffModule } from './staff/staff.module';
import { StorageModule } from './storage/storage.module';

@Module({})
export class AppModule {
  static forRoot(env: Env): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(env),
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...databaseOptions(env.databaseUrl),
            entities,
            retryAttempts: 3,
            retryDelay: 1000,
            toRetry: (error: unknown) => !(error instanceof DatabaseNotPreparedError),
          }),
          // The API runs no migrations (its role may not change the schema): the database set-up runs them first.
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            await requireMigrated(dataSource).catch(async (error: unknown) => {
              await dataSource.destroy();
              throw error;
            });
            return dataSource;
          },
        }),
        StorageModule,
        HealthModule,
        EnquiriesModule,
        AppointmentsModule,
        AuthModule,
        MediaModule,
        NewsModule,
        SeedModule,
        ContentModule,
        StaffModule,
        DataRestoreModule,
        PeopleModule,
        UndeliveredModule,
        NewslettersModule,
      ],
    };
  }
}
