import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { StoredImage } from '../media/stored-image';

/** A news article of the clinic ("Blogs" in the site's menus). */
@Entity('news_article')
export class NewsArticle {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Made from the title at creation and never changed by an edit, so shared links keep working. */
  @Column({ type: 'varchar', length: 120 })
  slug: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  title: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  excerpt: string;

  @Column({ name: 'hero_intro', type: 'varchar', length: 1000, default: '' })
  heroIntro: string;

  @Column({ name: 'content_intro', type: 'varchar', length: 5000, default: '' })
  contentIntro: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  paragraphs: string[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  tags: string[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  popular: string[];

  @Column({ name: 'card_image', type: 'jsonb', nullable: true })
  cardImage: StoredImage | null;

  @Column({ name: 'content_image', type: 'jsonb', nullable: true })
  contentImage: StoredImage | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
