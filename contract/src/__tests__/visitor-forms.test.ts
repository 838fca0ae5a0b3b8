import {
  appointmentMessages,
  appointmentRules,
  callbackMessages,
  callbackRules,
  contactMessages,
  contactRules,
  firstProblem,
  homeNewsletterRules,
  isClockTime,
  isIsoDate,
  listedConcern,
  newsletterMessages,
  newsletterRules,
  pastDateProblem,
} from '../index.js';

describe('the call-back form', () => {
  it('asks for the name first, then the phone', () => {
    expect(firstProblem(callbackRules, { name: '', phone: '' })).toEqual({ field: 'name', message: callbackMessages.name });
    expect(firstProblem(callbackRules, { name: 'Priya', phone: '' })).toEqual({ field: 'phone', message: callbackMessages.phone });
    expect(firstProblem(callbackRules, { name: 'Priya', phone: '98220 12345' })).toBeNull();
  });

  it('refuses a name or phone longer than the inputs allow', () => {
    expect(callbackRules.name('x'.repeat(101), { name: '', phone: '' })).toBe('Name must be at most 100 characters');
    expect(callbackRules.phone('9'.repeat(21), { name: '', phone: '' })).toBe('Phone must be at most 20 characters');
  });
});

describe('the appointment form', () => {
  const complete = { name: 'Priya', phone: '9822012345', email: '', date: '2026-12-01', time: '11:00', concern: 'Acne' };

  it('checks name, phone or e-mail, date, time and concern in that order', () => {
    const empty = { name: '', phone: '', email: '', date: '', time: '', concern: '' };
    expect(firstProblem(appointmentRules, empty)?.message).toBe(appointmentMessages.name);
    expect(firstProblem(appointmentRules, { ...empty, name: 'Priya' })?.message).toBe(appointmentMessages.contact);
    expect(firstProblem(appointmentRules, { ...empty, name: 'Priya', email: 'not-an-address' })?.message).toBe(appointmentMessages.email);
    expect(firstProblem(appointmentRules, { ...empty, name: 'Priya', email: 'priya@example.in' })?.message).toBe(appointmentMessages.date);
    expect(firstProblem(appointmentRules, { ...complete, time: '' })?.message).toBe(appointmentMessages.time);
    expect(firstProblem(appointmentRules, { ...complete, concern: '' })?.message).toBe(appointmentMessages.concern);
    expect(firstProblem(appointmentRules, complete)).toBeNull();
  });

  it('takes an e-mail address instead of a phone', () => {
    expect(firstProblem(appointmentRules, { ...complete, phone: null, email: 'priya@example.in' })).toBeNull();
  });

  it('refuses a date before the earliest one allowed, and only real dates and times', () => {
    expect(pastDateProblem('2026-11-25', '2026-11-26')).toBe(appointmentMessages.pastDate);
    expect(pastDateProblem('2026-11-26', '2026-11-26')).toBeNull();
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('09:30')).toBe(true);
  });

  it("takes a concern from the list or a shown treatment's title, spelt as the list spells it", () => {
    expect(listedConcern('  hair gfc ')).toBe('HAIR GFC');
    expect(listedConcern('hydrafacial', ['HydraFacial'])).toBe('HydraFacial');
    expect(listedConcern('HydraFacial')).toBeNull();
    expect(listedConcern('Call me about a loan')).toBeNull();
    expect(listedConcern('   ')).toBeNull();
  });
});

describe('the contact form', () => {
  it('has one message for any missing or malformed field', () => {
    const message = { name: 'Priya', email: 'priya@example.in', subject: 'Visit', message: 'Hello' };
    expect(firstProblem(contactRules, message)).toBeNull();
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      expect(firstProblem(contactRules, { ...message, [field]: '' })).toEqual({ field, message: contactMessages.invalid });
    }
    expect(firstProblem(contactRules, { ...message, email: 'priya' })?.message).toBe(contactMessages.invalid);
    expect(firstProblem(contactRules, { ...message, message: 'x'.repeat(5001) })?.message).toBe(contactMessages.invalid);
  });
});

describe('the newsletter forms', () => {
  it('ask for an address, then a valid one', () => {
    expect(firstProblem(newsletterRules, { email: '' })?.message).toBe(newsletterMessages.empty);
    expect(firstProblem(newsletterRules, { email: 'priya' })?.message).toBe(newsletterMessages.invalid);
    expect(firstProblem(newsletterRules, { email: 'priya@example.in' })).toBeNull();
  });

  it('lets through what the browser accepts on the article pages, while the home page wants a domain with a dot', () => {
    expect(firstProblem(newsletterRules, { email: 'a@b' })).toBeNull();
    expect(firstProblem(homeNewsletterRules, { email: 'a@b' })?.message).toBe(newsletterMessages.invalid);
    expect(firstProblem(homeNewsletterRules, { email: 'prīya@example.in' })).toBeNull();
    expect(firstProblem(newsletterRules, { email: 'prīya@example.in' })).toBeNull();
  });
});
