import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A newsletter as it was sent: its words, the articles' titles then, who sent it, to how many. */
@Entity('newsletter')
export class Newsletter {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 150 })
  subject: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  intro: string;

  /** The chosen articles as they were when it was sent. */
  @Column({ type: 'jsonb' })
  articles: Array<{ slug: string; title: string }>;

  /** The staff member's username. */
  @Column({ name: 'sent_by', type: 'varchar', length: 64 })
  sentBy: string;

  @Column({ type: 'int' })
  recipients: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
