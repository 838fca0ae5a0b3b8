/**
 * Phone numbers as the clinic dials them: one normaliser for the clinic's own numbers (tel: and
 * wa.me links) and for the numbers patients type, whatever way they are written.
 */

/** India's country code, assumed for a 10-digit mobile number written without one. */
const INDIA = '91';

/**
 * The digits of a number in international form (country code first, as E.164 without the +), or
 * null when it is not a phone number: '98220 12345', '+91 98220-12345', '098220 12345' and
 * '0091 9822012345' all give '919822012345'.
 */
export function internationalDigits(number: string): string | null {
  const trimmed = number.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (!trimmed.startsWith('+')) {
    // Written the Indian way: '98220 12345', '020 2567 8901' (trunk 0), '0091…' or '91 98220 12345'.
    if (digits.startsWith('00')) digits = digits.slice(2);
    else if (/^0\d{10}$/.test(digits)) digits = INDIA + digits.slice(1);
    else if (/^\d{10}$/.test(digits)) digits = INDIA + digits;
  }
  // E.164: at most 15 digits, no leading zero; Indian numbers are 91 and 10 digits.
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  if (digits.startsWith(INDIA) && digits.length !== 12) return null;
  return digits;
}

/** The number in E.164 ('+919822012345'), or null: a tel: target, and the key a person's data is found by. */
export function e164(number: string): string | null {
  const digits = internationalDigits(number);
  return digits ? `+${digits}` : null;
}
