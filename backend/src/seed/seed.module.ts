import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { DemoArticlesSeeder } from './demo-articles.seeder';
import { SeedService } from './seed.service';

@Module({ imports: [MediaModule], providers: [SeedService, DemoArticlesSeeder] })
export class SeedModule {}
