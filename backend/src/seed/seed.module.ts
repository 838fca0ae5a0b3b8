import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { NewsModule } from '../news/news.module';
import { DemoArticlesSeeder } from './demo-articles.seeder';
import { SeedService } from './seed.service';

@Module({ imports: [MediaModule, NewsModule], providers: [SeedService, DemoArticlesSeeder] })
export class SeedModule {}
