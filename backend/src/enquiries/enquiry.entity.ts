import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const ENQUIRY_TYPES = ['callback', 'appointment', 'contact', 'newsletter'] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/** What the clinic has done about an enquiry; the admin sets it. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'booked', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * Where an appointment request stands: requested until the clinic confirms, declines or proposes
 * another time (proposed, until the patient accepts it or the clinic confirms it); cancelled by
 * the patient or the clinic; completed or no-show after the visit. Requested, proposed and
 * confirmed hold their place in the time booked.
 */
export const APPOINTMENT_STATUSES = ['requested', 'proposed', 'confirmed', 'declined', 'cancelled', 'completed', 'no-show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** skipped: stored only (suspected spam, or no forwarding service configured). */
export const FORWARD_STATES = ['pending', 'delivered', 'failed', 'skipped'] as const;
export type ForwardState = (typeof FORWARD_STATES)[number];

/** A visitor's call-back or appointment request, contact message or newsletter sign-up. */
@Entity('enquiry')
export class Enquiry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 20 })
  type: EnquiryType;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  subject: string | null;

  @Column({ type: 'varchar', length: 5000, nullable: true })
  message: string | null;

  /** YYYY-MM-DD, as the visitor chose it (no time zone). */
  @Column({ name: 'preferred_date', type: 'date', nullable: true })
  preferredDate: string | null;

  /** HH:MM. */
  @Column({ name: 'preferred_time', type: 'varchar', length: 5, nullable: true })
  preferredTime: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
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

  @Column({ type: 'boolean', default: false })
  spam: boolean;

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
