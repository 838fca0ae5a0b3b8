import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One signed-in admin session; its id is the `jti` of the session token. */
@Entity('admin_session')
export class AdminSession {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'admin_id', type: 'uuid' })
  adminId: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
