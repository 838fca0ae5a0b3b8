/**
 * Appointments: where a request stands, and the one table of the changes the clinic and the
 * patient may make. The API refuses any other change; the agenda offers only these.
 */
import type { PatientMessageItem } from './patient-messages.js';
import { ACTIVE_APPOINTMENT_STATUSES, type AppointmentStatus, type EnquiryStatus } from './statuses.js';

/** What the clinic does with an appointment in the agenda. */
export const CLINIC_ACTIONS = ['confirm', 'propose', 'decline', 'cancel', 'complete', 'no-show'] as const;
export type ClinicAction = (typeof CLINIC_ACTIONS)[number];

/** What a patient does on their appointment page. */
export const PATIENT_ACTIONS = ['accept', 'cancel', 'another-time'] as const;
export type PatientAction = (typeof PATIENT_ACTIONS)[number];

export interface AppointmentChange {
  /** The statuses it may be made from. */
  from: readonly AppointmentStatus[];
  to: AppointmentStatus;
  /** The inbox's status the request's enquiry gets. */
  handled: EnquiryStatus;
}

const ACTIVE = ACTIVE_APPOINTMENT_STATUSES;

export const CLINIC_CHANGES: Record<ClinicAction, AppointmentChange> = {
  confirm: { from: ['requested', 'proposed'], to: 'confirmed', handled: 'booked' },
  propose: { from: ACTIVE, to: 'proposed', handled: 'contacted' },
  decline: { from: ['requested', 'proposed'], to: 'declined', handled: 'closed' },
  cancel: { from: ACTIVE, to: 'cancelled', handled: 'closed' },
  complete: { from: ['confirmed'], to: 'completed', handled: 'closed' },
  'no-show': { from: ['confirmed'], to: 'no-show', handled: 'closed' },
};

/** A patient's change is new to the clinic again: the inbox counts it as new. */
export const PATIENT_CHANGES: Record<PatientAction, AppointmentChange> = {
  cancel: { from: ACTIVE, to: 'cancelled', handled: 'new' },
  accept: { from: ['proposed'], to: 'confirmed', handled: 'new' },
  // Asking for another time changes nothing yet: the clinic is told and proposes one.
  'another-time': { from: ACTIVE, to: 'requested', handled: 'new' },
};

/** The order the agenda lists the clinic's actions in. */
const AGENDA_ORDER: readonly ClinicAction[] = ['confirm', 'complete', 'no-show', 'propose', 'decline', 'cancel'];

/**
 * What the agenda offers for an appointment in this status: every allowed change, except that an
 * unanswered request is declined rather than cancelled.
 */
export function clinicActionsFor(status: AppointmentStatus): ClinicAction[] {
  const allowed = (action: ClinicAction) => CLINIC_CHANGES[action].from.includes(status);
  return AGENDA_ORDER.filter((action) => allowed(action) && !(action === 'cancel' && allowed('decline')));
}

/** What the patient's page offers for an appointment in this status. */
export function patientActionsFor(status: AppointmentStatus): PatientAction[] {
  return PATIENT_ACTIONS.filter((action) => PATIENT_CHANGES[action].from.includes(status));
}

/** An open time the clinic offers: YYYY-MM-DD and HH:MM at the clinic. */
export interface OfferedTime {
  date: string;
  time: string;
}

/** An appointment as the agenda shows it (GET /admin/appointments). */
export interface AgendaAppointment {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  concern: string;
  /** At the clinic: YYYY-MM-DD and HH:MM. */
  date: string;
  time: string;
  /** 'Friday, 27 November 2026 at 11:00 AM IST', as the mails say it. */
  when: string;
  /** ISO timestamps. */
  startsAt: string;
  endsAt: string;
  status: AppointmentStatus;
  requestedAt: string;
  history: Array<{ status: string; date: string | null; time: string | null; by: string; note: string | null; at: string }>;
  mails: Array<{ kind: string; state: string; sentAt: string | null }>;
  /** Its WhatsApp and SMS messages to the patient, oldest first, each with where it stands. */
  messages: PatientMessageItem[];
}

/** The patient's own page (GET /appointments/mine). */
export interface PatientAppointment {
  name: string;
  concern: string;
  date: string;
  time: string;
  when: string;
  status: AppointmentStatus;
  actions: PatientAction[];
}
