import { describe, expect, it } from 'vitest';
import { builtInClinicFacts } from '../clinic-facts';
import { homeFaq } from '../faq';
import { clinicKind, homeFaqKind } from '../site-content';

describe('the clinic facts the admin sends', () => {
  it('takes the e-mail for data questions when it is an address, and facts saved before it existed', () => {
    expect(clinicKind.parse({ ...builtInClinicFacts, privacyEmail: 'not an address' }).problems).toEqual({ privacyEmail: 'Enter a valid e-mail address' });
    const { privacyEmail: _left, ...older } = builtInClinicFacts;
    expect(clinicKind.parse(older).item).toMatchObject({ privacyEmail: '' });
  });

  it('takes the built-in facts as they are, trimmed text and all', () => {
    expect(clinicKind.parse(builtInClinicFacts)).toEqual({ item: builtInClinicFacts });
    const padded = { ...builtInClinicFacts, name: '  Aura Clinic  ', phone: ' 98220 12345 ' };
    expect(clinicKind.parse(padded).item).toMatchObject({ name: 'Aura Clinic', phone: '98220 12345' });
  });

  it('names each wrong field with a message a clinic owner understands', () => {
    const sent = {
      ...builtInClinicFacts,
      name: '',
      phone: 'call reception',
      whatsapp: '12345',
      email: 'care@clinic.in?bcc=x@evil.example',
      address: { ...builtInClinicFacts.address, lines: [], postalCode: '41104' },
      hours: { ...builtInClinicFacts.hours, sat: { open: '19:00', close: '10:00' } },
      social: { ...builtInClinicFacts.social, youtube: 'http://youtube.com/x' },
      founded: 1200,
    };
    expect(clinicKind.parse(sent).problems).toEqual({
      name: 'Enter the clinic name',
      phone: 'Enter a phone number that can be dialled, e.g. +91 98220 12345',
      whatsapp: 'Enter a WhatsApp number with its country code, e.g. +91 98220 12345',
      email: 'Enter a valid e-mail address',
      'address.lines': 'Enter the address in one to four lines of at most 100 characters',
      'address.postalCode': 'Enter a 6-digit PIN code',
      hours: 'Sat: closing time must be after opening time',
      'social.youtube': 'YouTube link must be a web address starting with https://',
      founded: 'Year founded must be a whole number from 1900 to 2100',
    });
  });

  it('refuses what is not an object of facts at all, field by field, without throwing', () => {
    for (const sent of [null, 'clinic', 42, [], { name: { $gt: '' } }]) {
      const { problems } = clinicKind.parse(sent);
      expect(problems).toBeDefined();
      expect(problems?.name).toMatch(/^(Enter the clinic name|Clinic name must be text)$/);
    }
  });

  it('refuses fields the facts do not have, at any level', () => {
    const sent = { ...builtInClinicFacts, isAdmin: true, address: { ...builtInClinicFacts.address, country: 'US' } };
    expect(clinicKind.parse(sent).problems).toEqual({ isAdmin: 'Unknown field: isAdmin', 'address.country': 'Unknown field: address.country' });
  });
});

describe('the home FAQ the admin sends', () => {
  it('starts as the five built-in questions and takes them back as they are', () => {
    expect(homeFaqKind.builtIn.items).toEqual(homeFaq.items);
    expect(homeFaqKind.parse(homeFaqKind.builtIn)).toEqual({ item: homeFaqKind.builtIn });
  });

  it('names an empty answer, and refuses no questions or too many', () => {
    const items = [...homeFaqKind.builtIn.items];
    items[2] = { question: items[2].question, answer: ' ' };
    expect(homeFaqKind.parse({ items }).problems).toEqual({ 'items.2.answer': 'Enter the answer' });
    expect(homeFaqKind.parse({ items: [] }).problems).toEqual({ items: 'Give one to ten questions with their answers' });
    expect(homeFaqKind.parse({ items: Array(11).fill(items[0]) }).problems).toEqual({ items: 'Give one to ten questions with their answers' });
  });
});
