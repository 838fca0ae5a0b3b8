import { describe, expect, it } from 'vitest';
import { clinic } from '../../../content/clinic';
import { calendarText, instantIn, requestedVisit, visitCalendar, visitWhen, type RequestedVisit } from '../requested-visit';

const kolkata = { timeZone: 'Asia/Kolkata', zoneName: 'IST', slotMinutes: 30 };

const visit: RequestedVisit = {
  concern: 'Hair PRP',
  date: '2026-12-04',
  time: '11:00',
  timing: kolkata,
  reachBy: { phone: true, email: false, whatsApp: false },
  uid: 'appointment-request-0123abcd@auraskinclinic.in',
  sentAt: new Date('2026-11-26T10:15:42.123Z'),
};

/** A clinic whose address holds both characters iCalendar escapes in TEXT. */
const clinicHere = {
  brandName: 'Aura Skin & Hair Clinic',
  address: { ...clinic.address, oneLine: '2nd Floor; Sai Plaza, Baner Road, Pune' },
  phone: { display: '+91 98220 12345', tel: '+919822012345' },
};

describe('visitWhen', () => {
  it('writes the day and time in words, in the clinic’s zone', () => {
    expect(visitWhen(visit)).toBe('Friday 4 December 2026, 11:00 AM IST');
    expect(visitWhen({ date: '2027-01-31', time: '16:30', timing: kolkata })).toBe('Sunday 31 January 2027, 4:30 PM IST');
  });
});

describe('instantIn', () => {
  it('takes an IST wall-clock time 5 h 30 min back to UTC, across midnight too', () => {
    expect(instantIn('2026-12-04', '11:00', 'Asia/Kolkata').toISOString()).toBe('2026-12-04T05:30:00.000Z');
    expect(instantIn('2026-12-04', '03:15', 'Asia/Kolkata').toISOString()).toBe('2026-12-03T21:45:00.000Z');
  });

  it('follows a zone that moves its clocks (London in summer and winter)', () => {
    expect(instantIn('2026-07-01', '10:00', 'Europe/London').toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(instantIn('2026-12-01', '10:00', 'Europe/London').toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });
});

describe('calendarText', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(calendarText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });
});

describe('visitCalendar', () => {
  const text = visitCalendar(visit, clinicHere);
  /** The file's lines, folded ones joined again (RFC 5545 3.1). */
  const unfolded = text.replace(/\r\n /g, '').split('\r\n');

  it('is one tentative event in UTC, as long as one appointment, with CRLF line ends', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfolded.slice(0, 7)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Aura Skin & Hair Clinic//Appointment requests//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:appointment-request-0123abcd@auraskinclinic.in',
    ]);
    expect(unfolded).toContain('DTSTAMP:20261126T101542Z');
    expect(unfolded).toContain('DTSTART:20261204T053000Z');
    expect(unfolded).toContain('DTEND:20261204T060000Z');
    expect(unfolded).toContain('SUMMARY:Appointment request: Hair PRP at Aura Skin & Hair Clinic');
    expect(unfolded).toContain('STATUS:TENTATIVE');
    expect(unfolded.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('puts the clinic’s address in LOCATION with its commas and semicolons escaped', () => {
    expect(unfolded).toContain('LOCATION:2nd Floor\\; Sai Plaza\\, Baner Road\\, Pune');
  });

  it('says in DESCRIPTION that it is a request until the clinic confirms it', () => {
    expect(unfolded).toContain(
      'DESCRIPTION:This is an appointment request\\, not yet confirmed: Aura Skin & Hair Clinic will confirm it with you.\\nHair PRP\\, Friday 4 December 2026\\, 11:00 AM IST.\\nQuestions or a change: +91 98220 12345',
    );
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const long = visitCalendar({ ...visit, concern: `Skin tightening – ${'é'.repeat(60)}` }, clinicHere);
    const lines = long.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(long.replace(/\r\n /g, '')).toContain(`SUMMARY:Appointment request: Skin tightening – ${'é'.repeat(60)} at Aura Skin & Hair Clinic`);
  });

  it('ends the event after the slot length the clinic told', () => {
    const hour = visitCalendar({ ...visit, timing: { ...kolkata, slotMinutes: 60 } }, clinicHere);
    expect(hour).toContain('DTEND:20261204T063000Z');
  });
});

describe('requestedVisit', () => {
  it('keeps the concern and time chosen, and only whether the patient left a phone, an e-mail or WhatsApp', () => {
    const sent = requestedVisit(
      { name: 'Kiran Joshi', phone: '98220 55555', email: 'kiran@example.com', date: '2026-12-04', time: '11:00', concern: 'Facials', whatsapp: true },
      kolkata,
      clinic,
    );
    expect(sent).toMatchObject({ concern: 'Facials', date: '2026-12-04', time: '11:00', reachBy: { phone: true, email: true, whatsApp: true } });
    expect(sent.uid).toMatch(/^appointment-request-[0-9a-f]{32}@auraskinclinic\.in$/);
    expect(JSON.stringify(sent)).not.toMatch(/Kiran|98220|example\.com/);
  });
});
