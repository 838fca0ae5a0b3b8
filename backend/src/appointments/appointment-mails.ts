/** The clinic's mails about an appointment, in the clinic's words. */
import { createEvent } from 'ics';

import { signature, type ClinicSignature } from '../mail/clinic-signature';

export type { ClinicSignature };

/** What the mails say about one appointment. */
export interface VisitFacts {
  id: string;
  name: string;
  concern: string;
  startsAt: Date;
  endsAt: Date;
  /** 'Tuesday, 1 December 2026 at 11:30 AM IST'. */
  when: string;
  /** The patient's own page: cancel, accept a proposed time, ask for another. */
  link: string;
}

export interface MailText {
  subject: string;
  body: string;
}

/** 'Tuesday, 1 December 2026 at 11:30 AM IST': the visit's time at the clinic, zone named. */
export function visitTime(startsAt: Date, timeZone: string, zoneName: string): string {
  const day = new Intl.DateTimeFormat('en-IN', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(startsAt);
  const clock = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(startsAt);
  return `${day} at ${clock} ${zoneName}`;
}

/** The visit's day and time, short, for an SMS: { date: 'Tue 1 Dec', time: '11:30 AM IST' }. */
export function shortVisitTime(startsAt: Date, timeZone: string, zoneName: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).formatToParts(startsAt);
  const part = (type: string) => parts.find((one) => one.type === type)?.value ?? '';
  const clock = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(startsAt);
  return { date: `${part('weekday')} ${part('day')} ${part('month')}`, time: `${clock} ${zoneName}` };
}

const details = (visit: VisitFacts) => [`  Time:    ${visit.when}`, `  Concern: ${visit.concern}`];

const manage = (visit: VisitFacts) => ['To cancel or ask for another time, open your appointment page:', visit.link];

/**
 * A mail to the patient's address. Whoever sent the form typed that address, and nobody has
 * confirmed it is theirs: the mail carries the clinic's words and the concern from the list,
 * never the name (or anything else) the sender typed.
 */
const letter = (subject: string, clinic: ClinicSignature, paragraphs: string[][]): MailText => ({
  subject: `${subject} – ${clinic.name}`,
  body: ['Hello,', ...paragraphs.map((lines) => lines.join('\n')), signature(clinic)].join('\n\n'),
});

/** Sent at once when a patient asks for a time: the request is in, not yet confirmed. */
export function requestReceivedMail(visit: VisitFacts, clinic: ClinicSignature): MailText {
  return letter('We have received your appointment request', clinic, [
    [`Thank you for choosing ${clinic.name}. We have received your appointment request:`],
    details(visit),
    ['This time is held for you while our team confirms it. You will receive another e-mail once the appointment is confirmed.'],
    manage(visit),
  ]);
}

/** The clinic confirmed the time; an invitation for the patient's calendar goes with it. */
export function confirmedMail(visit: VisitFacts, clinic: ClinicSignature): MailText {
  return letter('Your appointment is confirmed', clinic, [
    ['Your appointment is confirmed:'],
    details(visit),
    [`Please arrive 10 minutes early. We are at ${clinic.address.lines.join(', ')}.`, 'The invitation attached adds it to your calendar.'],
    manage(visit),
  ]);
}

/** The clinic cannot see the patient at the time asked and offers another. */
export function proposedMail(visit: VisitFacts, clinic: ClinicSignature): MailText {
  return letter('We suggest another time for your appointment', clinic, [
    ['We are sorry, the time you asked for is not possible. We can see you at this time instead:'],
    details(visit),
    ['Accept this time, cancel, or ask for another time on your appointment page:', visit.link],
  ]);
}

export function declinedMail(visit: VisitFacts, clinic: ClinicSignature): MailText {
  return letter('About your appointment request', clinic, [
    ['We are sorry, we cannot offer you the appointment you asked for:'],
    details(visit),
    [`Please call or WhatsApp us on ${clinic.phone}, or book another time on our website.`],
  ]);
}

export function cancelledByClinicMail(visit: VisitFacts, clinic: ClinicSignature): MailText {
  return letter('Your appointment is cancelled', clinic, [
    ['We are sorry, we have had to cancel your appointment:'],
    details(visit),
    [`Please call or WhatsApp us on ${clinic.phone} to find another time.`],
  ]);
}

export function cancelledByPatientMail(visit: VisitFacts, clinic: ClinicSignature): MailText {
  return letter('Your appointment is cancelled', clinic, [
    ['As you asked, your appointment is cancelled:'],
    details(visit),
    [`We hope to see you another time. You can book again on our website or call us on ${clinic.phone}.`],
  ]);
}

/** A day before a confirmed visit. */
export function reminderMail(visit: VisitFacts, clinic: ClinicSignature): MailText {
  return letter('Reminder: your appointment tomorrow', clinic, [
    ['This is a reminder of your appointment:'],
    details(visit),
    [`Please arrive 10 minutes early. We are at ${clinic.address.lines.join(', ')}.`],
    manage(visit),
  ]);
}

/** To the clinic's own address when a patient acts on their appointment page. */
const NOTICES = {
  cancel: { subject: 'Appointment cancelled by the patient', line: 'cancelled their appointment on their appointment page.' },
  accept: { subject: 'Patient accepted the time you proposed', line: 'accepted the time you proposed: the appointment is confirmed.' },
  'another-time': { subject: 'Patient asks for another time', line: 'asks for another time for their appointment.' },
};

export function clinicNoticeMail(what: keyof typeof NOTICES, visit: VisitFacts & { phone: string | null; email: string | null }, note: string | null, clinic: ClinicSignature): MailText {
  return {
    subject: `${NOTICES[what].subject}: ${visit.name}`,
    body: [
      `${visit.name} ${NOTICES[what].line}`,
      '',
      ...details(visit),
      `  Phone:   ${visit.phone ?? '-'}`,
      `  E-mail:  ${visit.email ?? '-'}`,
      ...(note ? ['', 'Their message:', note] : []),
      '',
      `The agenda in the dashboard shows it: ${clinic.name}.`,
    ].join('\n'),
  };
}

/**
 * An iCalendar invitation for the visit (METHOD:REQUEST), or its withdrawal (METHOD:CANCEL) once
 * a confirmed visit is cancelled or moved, so the patient's calendar follows. Times are in UTC
 * (calendars show them in the reader's zone); one UID per appointment, and SEQUENCE counts its
 * changes, so each version supersedes the one before.
 */
export function visitInvitation(visit: VisitFacts, patientEmail: string, clinic: ClinicSignature, method: 'REQUEST' | 'CANCEL', sequence: number): string {
  const { error, value } = createEvent({
    uid: `appointment-${visit.id}@${clinic.email.split('@')[1] ?? 'clinic'}`,
    sequence,
    method,
    productId: 'clinic-appointments',
    start: visit.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: visit.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Appointment at ${clinic.name}`,
    description: `${visit.concern}\n${visit.when}\nTo cancel or ask for another time: ${visit.link}`,
    location: clinic.address.lines.join(', '),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: clinic.name, email: clinic.email },
    // The address only: the name was typed by whoever sent the form.
    attendees: [{ email: patientEmail, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('The invitation could not be written');
  return value;
}
