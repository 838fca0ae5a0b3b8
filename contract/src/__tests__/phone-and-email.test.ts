import { CONSENT_NOTICE_VERSION } from '../consent-notice.js';
import { isEmailAddress, looksLikeEmail } from '../email-address.js';
import { e164, internationalDigits } from '../phone-number.js';

describe('phone numbers', () => {
  it.each([
    ['98220 12345', '919822012345'],
    ['+91 98220-12345', '919822012345'],
    ['098220 12345', '919822012345'],
    ['0091 9822012345', '919822012345'],
    ['91 98220 12345', '919822012345'],
    ['020 2567 8901', '912025678901'],
    ['+44 20 7946 0958', '442079460958'],
  ])('reads %s as %s', (written, digits) => {
    expect(internationalDigits(written)).toBe(digits);
    expect(e164(written)).toBe(`+${digits}`);
  });

  it.each(['', 'call me', '12345', '+91 98220 1234', '9822O12345'])('is not a number to dial: %j', (written) => {
    expect(internationalDigits(written)).toBeNull();
    expect(e164(written)).toBeNull();
  });
});

describe('e-mail addresses', () => {
  it('accepts what a browser accepts, and nothing a link would read as its own', () => {
    expect(isEmailAddress('a@b')).toBe(true);
    expect(looksLikeEmail('a@b')).toBe(false);
    expect(isEmailAddress('priya@example.in')).toBe(true);
    expect(isEmailAddress('priya@example.in?bcc=x@y.in')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(250)}@b.in`)).toBe(false);
    expect(isEmailAddress(42)).toBe(false);
  });
});

describe('the consent notice version', () => {
  it('is what a form may send as consentNotice', () => {
    expect(CONSENT_NOTICE_VERSION.length).toBeLessThanOrEqual(40);
    expect(CONSENT_NOTICE_VERSION).toMatch(/^[\w.:-]+$/);
  });
});
