import type { AppointmentRequest } from '@aura/contract';
import type { AppointmentTiming } from '../../components/enquiry-forms/use-open-times';
import type { Clinic } from '../../content/clinic';
import { readableTime } from '../../content/opening-hours';
import { formatLongDate } from '../../lib/display-date';

/**
 * An appointment the patient has just asked for, as the confirmation shows it: the concern and the
 * time chosen from the clinic's lists, and how the patient can be reached (whether, never what).
 * Nothing the patient typed is kept here.
 */
export interface RequestedVisit {
  concern: string;
  /** YYYY-MM-DD and HH:MM in the clinic's zone. */
  date: string;
  time: string;
  timing: AppointmentTiming;
  /** Which ways back the patient left: a phone number, an e-mail address, WhatsApp ticked. */
  reachBy: { phone: boolean; email: boolean; whatsApp: boolean };
  /** The calendar entry's identity and stamp, fixed when the request was sent. */
  uid: string;
  sentAt: Date;
}

/** A calendar UID no other request shares (crypto.randomUUID needs https; this works on http too). */
function newUid(host: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `appointment-request-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}@${host}`;
}

/** The visit just requested, from what the form sent and what the API told of its times. */
export function requestedVisit(request: AppointmentRequest, timing: AppointmentTiming, clinic: Pick<Clinic, 'email'>, sentAt = new Date()): RequestedVisit {
  return {
    concern: request.concern,
    date: request.date,
    time: request.time,
    timing,
    reachBy: { phone: Boolean(request.phone), email: Boolean(request.email), whatsApp: request.whatsapp === true },
    uid: newUid(clinic.email.split('@')[1] || 'clinic'),
    sentAt,
  };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Friday 4 December 2026, 11:00 AM IST': the day is a calendar day of the clinic's zone. */
export function visitWhen({ date, time, timing }: Pick<RequestedVisit, 'date' | 'time' | 'timing'>): string {
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return `${weekday} ${formatLongDate(date)}, ${readableTime(time)} ${timing.zoneName}`;
}

/** The instant a wall-clock date and time in `timeZone` names (Asia/Kolkata: 5 h 30 min before it in UTC). */
export function instantIn(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const clock = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
  /** How far the zone's clock is ahead of UTC at `at`. */
  const offset = (at: number) => {
    const part = Object.fromEntries(clock.formatToParts(at).map(({ type, value }) => [type, Number(value)]));
    return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute) - Math.floor(at / 60_000) * 60_000;
  };
  // Taken twice, so a zone that changes its offset near the time still lands on the right hour.
  return new Date(wall - offset(wall - offset(wall)));
}

/** TEXT as RFC 5545 (3.3.11) writes it: backslash, semicolon, comma and line breaks escaped. */
export function calendarText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A UTC DATE-TIME: 20261204T053000Z. */
const calendarInstant = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');

/** A content line folded at 75 octets (RFC 5545 3.1): continued after CRLF and a space, never inside a character. */
function folded(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > 75) {
      pieces.push(piece);
      piece = ' ';
      octets = 1;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n');
}

/**
 * The request as an iCalendar file (RFC 5545) the patient can add to their calendar: one tentative
 * event at the clinic, in UTC, as long as one appointment. It says it is a request until the clinic
 * confirms it (the confirmation mail then brings its own invitation).
 */
export function visitCalendar(visit: RequestedVisit, clinic: Pick<Clinic, 'brandName' | 'address' | 'phone'>): string {
  const start = instantIn(visit.date, visit.time, visit.timing.timeZone);
  const end = new Date(start.getTime() + visit.timing.slotMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${calendarText(clinic.brandName)}//Appointment requests//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${visit.uid}`,
    `DTSTAMP:${calendarInstant(visit.sentAt)}`,
    `DTSTART:${calendarInstant(start)}`,
    `DTEND:${calendarInstant(end)}`,
    `SUMMARY:${calendarText(`Appointment request: ${visit.concern} at ${clinic.brandName}`)}`,
    `LOCATION:${calendarText(clinic.address.oneLine)}`,
    `DESCRIPTION:${calendarText(
      `This is an appointment request, not yet confirmed: ${clinic.brandName} will confirm it with you.\n${visit.concern}, ${visitWhen(visit)}.\nQuestions or a change: ${clinic.phone.display}`,
    )}`,
    'STATUS:TENTATIVE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(folded).join('\r\n') + '\r\n';
}
