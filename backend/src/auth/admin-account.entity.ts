import type { StaffRole } from '@aura/contract';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A staff account: the owner (the spec's admin) and the staff the owner adds. Usernames are unique
 * regardless of case (index on lower(username)).
 */
@Entity('admin_account')
export class AdminAccount {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 64 })
  username: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ type: 'varchar', length: 16 })
  role: StaffRole;

  /** Set when the owner disables the account: it cannot sign in, and its sessions end. */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  /** Set by `make reset-password`: the account signs in with a one-time password and must choose its own. */
  @Column({ name: 'must_change_password', type: 'boolean', default: false })
  mustChangePassword: boolean;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  /** Session tokens issued before this instant are refused (set on password or username change). */
  @Column({ name: 'sessions_valid_after', type: 'timestamptz', default: () => 'now()' })
  sessionsValidAfter: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
