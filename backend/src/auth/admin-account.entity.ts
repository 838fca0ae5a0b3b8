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

  /** The TOTP secret, encrypted (two-factor/secret-box.ts); null while two-factor sign-in is off. */
  @Column({ name: 'two_factor_secret', type: 'text', nullable: true })
  twoFactorSecret: string | null;

  /** A secret shown for enrolment (encrypted), active only once a code from it is confirmed. */
  @Column({ name: 'two_factor_pending_secret', type: 'text', nullable: true })
  twoFactorPendingSecret: string | null;

  @Column({ name: 'two_factor_enabled_at', type: 'timestamptz', nullable: true })
  twoFactorEnabledAt: Date | null;

  /** Session tokens issued before this instant are refused (set on password or username change). */
  @Column({ name: 'sessions_valid_after', type: 'timestamptz', default: () => 'now()' })
  sessionsValidAfter: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
