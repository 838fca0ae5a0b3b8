import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ContentAdminController } from './content-admin.controller';
import { ContentService } from './content.service';
import { SiteBuildService } from './site-build.service';

/** The clinic content the admin edits: stored in Postgres, checked with the site build's own rules. */
@Module({
  imports: [AuthModule],
  controllers: [ContentAdminController],
  providers: [ContentService, SiteBuildService],
  exports: [ContentService],
})
export class ContentModule {}
