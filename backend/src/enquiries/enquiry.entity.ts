import { FIELD_LIMITS, type AppointmentStatus, type EnquiryStatus, type EnquiryType, type ForwardState } from '@aura/contract';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A visitor's call-back or appointment request, contact message or newsletter sign-up. */
@Entity('enquiry')
export class Enquiry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 20 })
  type: EnquiryType;

  @Column({ type: 'varchar', length: FIELD_LIMITS.name, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: FIELD_LIMITS.phone, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: FIELD_LIMITS.email, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: FIELD_LIMITS.subject, nullable: true })
  subject: string | null;

  @Column({ type: 'varchar', length: FIELD_LIMITS.message, nullable: true })
  message: string | null;

  /** YYYY-MM-DD, as the visitor chose it (no time zone). */
  @Column({ name: 'preferred_date', type: 'date', nullable: true })
  preferredDate: string | null;

  /** HH:MM. */
  @Column({ name: 'preferred_time', type: 'varchar', length: 5, nullable: true })
  preferredTime: string | null;

  @Column({ type: 'varchar', length: FIELD_LIMITS.concern, nullable: true })
  concern: string | null;

  /** The appointment's time: preferredDate and preferredTime at the clinic, as an instant. */
  @Column({ name: 'starts_at', type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ name: 'ends_at', type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  @Column({ name: 'appointment_status', type: 'varchar', length: 20, nullable: true })
  appointmentStatus: AppointmentStatus | null;

  @Column({ name: 'reminder_queued_at', type: 'timestamptz', nullable: true })
  reminderQueuedAt: Date | null;

  /** Which privacy notice the visitor was shown with the form. */
  @Column({ name: 'consent_notice', type: 'varchar', length: 40, nullable: true })
  consentNotice: string | null;

  /** What the visitor agreed their details are used for (the contract's CONSENT_PURPOSES), and when. */
  @Column({ name: 'consent_purpose', type: 'varchar', length: 40, nullable: true })
  consentPurpose: string | null;

  @Column({ name: 'consented_at', type: 'timestamptz', nullable: true })
  consentedAt: Date | null;

  @Column({ type: 'boolean', default: false })
  spam: boolean;

  /** Sent as a plain form before the page's scripts ran (or without them), so without the bot check. */
  @Column({ name: 'sent_without_scripts', type: 'boolean', default: false })
  sentWithoutScripts: boolean;

  @Column({ name: 'client_ip', type: 'inet', nullable: true })
  clientIp: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 300, nullable: true })
  userAgent: string | null;

  @Column({ type: 'varchar', length: 20, default: 'new' })
  status: EnquiryStatus;

  @Column({ name: 'forward_state', type: 'varchar', length: 20 })
  forwardState: ForwardState;

  @Column({ name: 'forward_attempts', type: 'int', default: 0 })
  forwardAttempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  /** When the address confirmed its newsletter sign-up (double opt-in); null until then. */
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** When the subscriber left through a newsletter's unsubscribe link; null while subscribed. */
  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  /** A data request: when the staff marked it answered (the notice promises DATA_REQUEST_DAYS). */
  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt: Date | null;

  /**
   * When the clinic and the patient last dealt with it (sent, a status change, an appointment
   * change, a confirmation, a correction): the retention period counts from it.
   */
  @Column({ name: 'last_contact_at', type: 'timestamptz', default: () => 'now()' })
  lastContactAt: Date;

  /** The patient ticked the WhatsApp box (with the notice above): updates about it on WhatsApp. */
  @Column({ name: 'whatsapp_opt_in', type: 'boolean', default: false })
  whatsAppOptIn: boolean;

  @Column({ name: 'whatsapp_opt_in_at', type: 'timestamptz', nullable: true })
  whatsAppOptInAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
