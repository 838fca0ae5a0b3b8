import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Failed sign-ins of one (username, client IP) pair, kept in Postgres so a restart does not forget a lockout. */
@Entity('admin_login_failure')
export class LoginFailure {
  /** Lower-cased, trimmed username as typed (it need not exist); see usernameKeyOf. */
  @PrimaryColumn({ name: 'username_key', type: 'varchar', length: 64 })
  usernameKey: string;

  @PrimaryColumn({ name: 'client_ip', type: 'varchar', length: 64 })
  clientIp: string;

  /** Failures since the last lockout (or since the first failure). */
  @Column({ type: 'int', default: 0 })
  failures: number;

  /** Lockouts so far; each one doubles the next lock's length. */
  @Column({ type: 'int', default: 0 })
  lockouts: number;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
