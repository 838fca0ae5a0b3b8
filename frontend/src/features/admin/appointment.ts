/** Appointments as the dashboard's agenda shows them, and the one-tap WhatsApp messages to patients. */
import { MESSAGE_CHANNEL_LABELS, MESSAGE_MOMENT_LABELS, MESSAGE_STATE_LABELS, type AgendaAppointment, type AppointmentStatus, type ClinicAction, type PatientMessageItem } from '@aura/contract';
import { whatsAppTarget } from '../../content/phone-number';

export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  requested: 'Requested',
  proposed: 'Other time proposed',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed',
  'no-show': 'No-show',
};

export const clinicActionLabels: Record<ClinicAction, string> = {
  confirm: 'Confirm',
  propose: 'Propose another time',
  decline: 'Decline',
  cancel: 'Cancel visit',
  complete: 'Mark completed',
  'no-show': 'Mark no-show',
};

/** The clinic as its messages sign off. */
export interface AgendaClinic {
  name: string;
  phone: string;
  address: string;
}

/** A wa.me link that opens WhatsApp with `text` ready to send to `phone`; null when the number cannot be dialled. */
export function whatsAppLink(phone: string | null, text: string): string | null {
  const target = phone ? whatsAppTarget(phone) : null;
  return target ? `https://wa.me/${target}?text=${encodeURIComponent(text)}` : null;
}

/** The clinic's WhatsApp messages for an appointment: a confirmation and a reminder. */
export function whatsAppMessages(appointment: AgendaAppointment, clinic: AgendaClinic) {
  const first = appointment.name.split(/\s+/)[0] || appointment.name;
  return {
    confirmation: `Namaste ${first}, your appointment at ${clinic.name} is confirmed for ${appointment.when}. We are at ${clinic.address}. Please arrive 10 minutes early. To change or cancel, reply here or call ${clinic.phone}.`,
    reminder: `Namaste ${first}, a reminder of your appointment at ${clinic.name} on ${appointment.when}. We are at ${clinic.address}. To change or cancel, reply here or call ${clinic.phone}.`,
  };
}

/** How a mail to the patient stands, in words: 'Confirmation sent', 'Reminder waiting'. */
/** One WhatsApp or SMS message under its appointment: 'WhatsApp · Appointment confirmed · Read', and why it failed. */
export function messageLine(message: PatientMessageItem): string {
  const line = `${MESSAGE_CHANNEL_LABELS[message.channel]} · ${MESSAGE_MOMENT_LABELS[message.moment]} · ${MESSAGE_STATE_LABELS[message.state]}`;
  return message.reason && (message.state === 'failed' || message.state === 'skipped') ? `${line}: ${message.reason}` : line;
}

export function mailLine(mail: AgendaAppointment['mails'][number]): string {
  const what: Record<string, string> = {
    'appointment-received': 'Request received',
    'appointment-confirmed': 'Confirmation',
    'appointment-proposed': 'Other time proposed',
    'appointment-declined': 'Declined',
    'appointment-cancelled': 'Cancellation',
    'appointment-reminder': 'Reminder',
  };
  const state: Record<string, string> = { sent: 'sent', pending: 'waiting to send', failed: 'could not be sent', skipped: 'not sent (no mail server)' };
  return `${what[mail.kind] ?? mail.kind} mail ${state[mail.state] ?? mail.state}`;
}
