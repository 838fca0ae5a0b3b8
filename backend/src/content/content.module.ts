import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MediaModule } from '../media/media.module';
import { ContentAdminController } from './content-admin.controller';
import { ContentUploadsService } from './content-uploads.service';
import { ContentService } from './content.service';
import { SiteBuildService } from './site-build.service';
import { SitePublisher } from './site-publisher.service';

/** The clinic content the admin edits: stored in Postgres, checked with the site build's own rules, published as the site's pages. */
@Module({
  imports: [AuthModule, MediaModule],
  controllers: [ContentAdminController],
  providers: [ContentService, ContentUploadsService, SiteBuildService, SitePublisher],
  exports: [ContentService, SitePublisher],
})
export class ContentModule {}
