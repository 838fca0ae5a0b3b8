import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { ContentModule } from '../content/content.module';
import { MediaModule } from '../media/media.module';
import { NewsArticle } from './news-article.entity';
import { NewsAdminController } from './news-admin.controller';
import { NewsController } from './news.controller';
import { NewsService } from './news.service';
import { PublishedNews } from './published-news';

@Module({
  imports: [TypeOrmModule.forFeature([NewsArticle]), AuthModule, MediaModule, ContentModule],
  controllers: [NewsController, NewsAdminController],
  providers: [NewsService, PublishedNews],
  exports: [NewsService, PublishedNews],
})
export class NewsModule {}
