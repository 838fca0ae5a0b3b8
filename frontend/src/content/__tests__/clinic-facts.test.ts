import { describe, expect, it } from 'vitest';
import { clinic, clinicFromFacts } from '../clinic';
import { builtInClinicFacts, type ClinicFacts } from '../clinic-facts';
import type { WeeklyHours } from '@aura/contract';
import { hoursLines, hoursOneLine, hoursSchemaOrg, readableTime, weeklyHoursProblem } from '../opening-hours';
import { internationalDigits } from '@aura/contract';
import { telTarget, whatsAppTarget } from '../phone-number';

describe('the clinic derived from the facts the admin edits', () => {
  it('names the e-mail for data questions, or the clinic’s e-mail when it has none', () => {
    expect(clinicFromFacts(builtInClinicFacts).privacyEmail).toBe('privacy@auraskinclinic.in');
    expect(clinicFromFacts({ ...builtInClinicFacts, privacyEmail: '' }).privacyEmail).toBe(builtInClinicFacts.email);
    expect(clinicFromFacts({ ...builtInClinicFacts, privacyEmail: undefined }).privacyEmail).toBe(builtInClinicFacts.email);
  });

  it('is, from the built-in facts, exactly the clinic the site showed when the facts were written by hand', () => {
    expect(clinic).toMatchObject({
      brandName: 'Aura Skin & Hair Clinic',
      address: {
        lines: ['2nd Floor, Sai Plaza', 'Baner Road, Baner', 'Pune, Maharashtra 411045'],
        oneLine: '2nd Floor, Sai Plaza, Baner Road, Baner, Pune, Maharashtra 411045',
        country: 'IN',
      },
      phone: { display: '+91 98220 12345', tel: '+919822012345' },
      whatsapp: { number: '919822012345', bookingMessage: 'Hello Aura Skin & Hair Clinic, I would like to book an appointment.' },
      hours: {
        lines: ['Mon–Sat: 10:00 AM – 7:00 PM', 'Sun: 10:00 AM – 1:00 PM'],
        oneLine: 'Mon–Sat 10:00 AM – 7:00 PM, Sun 10:00 AM – 1:00 PM',
        schemaOrg: ['Mo-Sa 10:00-19:00', 'Su 10:00-13:00'],
      },
      googleMapsEmbedUrl: 'https://www.google.com/maps?q=Sai+Plaza,+Baner+Road,+Baner,+Pune,+Maharashtra+411045&output=embed',
      googleMapsLink: 'https://www.google.com/maps/search/?api=1&query=Sai+Plaza%2C+Baner+Road%2C+Baner%2C+Pune%2C+Maharashtra+411045',
    });
    expect(clinic.social.map((link) => [link.label, link.ariaLabel])).toEqual([
      ['Facebook', 'Aura Skin & Hair Clinic on Facebook'],
      ['Instagram', 'Aura Skin & Hair Clinic on Instagram'],
      ['YouTube', 'Aura Skin & Hair Clinic on YouTube'],
      ['LinkedIn', 'Aura Skin & Hair Clinic on LinkedIn'],
    ]);
  });

  it('follows a changed fact everywhere it is read', () => {
    const facts: ClinicFacts = { ...builtInClinicFacts, name: 'Aura Clinic Baner', phone: '020 2567 8901', whatsapp: '98765 43210' };
    const changed = clinicFromFacts(facts);
    expect(changed.phone).toEqual({ display: '020 2567 8901', tel: '+912025678901' });
    expect(changed.whatsapp.number).toBe('919876543210');
    expect(changed.whatsapp.bookingMessage).toBe('Hello Aura Clinic Baner, I would like to book an appointment.');
    expect(changed.social[1].ariaLabel).toBe('Aura Clinic Baner on Instagram');
  });
});

describe('opening hours', () => {
  const week = (overrides: Partial<WeeklyHours>): WeeklyHours => ({ ...builtInClinicFacts.hours, ...overrides });

  it('reads runs of days with the same hours, leaving closed days out', () => {
    const hours = week({ wed: null, sat: { open: '09:30', close: '14:00' }, sun: null });
    expect(hoursLines(hours)).toEqual(['Mon–Tue: 10:00 AM – 7:00 PM', 'Thu–Fri: 10:00 AM – 7:00 PM', 'Sat: 9:30 AM – 2:00 PM']);
    expect(hoursOneLine(hours)).toBe('Mon–Tue 10:00 AM – 7:00 PM, Thu–Fri 10:00 AM – 7:00 PM, Sat 9:30 AM – 2:00 PM');
    expect(hoursSchemaOrg(hours)).toEqual(['Mo-Tu 10:00-19:00', 'Th-Fr 10:00-19:00', 'Sa 09:30-14:00']);
  });

  it('writes noon and midnight the way people do', () => {
    expect(['00:00', '09:05', '12:00', '12:30', '13:00', '23:59'].map(readableTime)).toEqual([
      '12:00 AM',
      '9:05 AM',
      '12:00 PM',
      '12:30 PM',
      '1:00 PM',
      '11:59 PM',
    ]);
  });

  it('refuses times that are not HH:MM, a close before the opening, and a week with no open day', () => {
    expect(weeklyHoursProblem(builtInClinicFacts.hours)).toBeNull();
    expect(weeklyHoursProblem(week({ tue: { open: '9', close: '19:00' } }))).toBe('Tue: enter times as HH:MM');
    expect(weeklyHoursProblem(week({ fri: { open: '19:00', close: '10:00' } }))).toBe('Fri: closing time must be after opening time');
    const closed = Object.fromEntries(Object.keys(builtInClinicFacts.hours).map((day) => [day, null])) as unknown as WeeklyHours;
    expect(weeklyHoursProblem(closed)).toBe('The clinic must be open on at least one day');
  });
});

describe('phone numbers that make working links', () => {
  it('turns the ways Indians write a number into its international digits', () => {
    expect(internationalDigits('+91 98220 12345')).toBe('919822012345');
    expect(internationalDigits('98220 12345')).toBe('919822012345');
    expect(internationalDigits('098220-12345')).toBe('919822012345');
    expect(internationalDigits('(020) 2567 8901')).toBe('912025678901');
    expect(internationalDigits('0091 98220 12345')).toBe('919822012345');
    expect(internationalDigits('+44 20 7946 0958')).toBe('442079460958');
    expect(telTarget('98220 12345')).toBe('+919822012345');
    expect(whatsAppTarget('+91 98220 12345')).toBe('919822012345');
  });

  it('refuses what would not dial: letters, link characters, too few or too many digits', () => {
    for (const bad of ['', 'call us', '98220', '+91 98220 1234', '+91 98220 123456', '9822012345?x=1', '+0 123 456 789', '+1234567890123456']) {
      expect(internationalDigits(bad)).toBeNull();
    }
  });
});
