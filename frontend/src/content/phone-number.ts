/**
 * Phone numbers the clinic publishes: as people read them, for tel: links and for wa.me links.
 * A number that would not make a working link is refused when the admin enters it.
 */

/** India's country code, assumed for a 10-digit mobile number written without one. */
const INDIA = '91';

/** The digits of a number in international form (country code first), or null when it is not a phone number. */
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

/** The tel: target ('+919822012345'), or null. */
export function telTarget(number: string): string | null {
  const digits = internationalDigits(number);
  return digits ? `+${digits}` : null;
}

/** The number as wa.me wants it (digits only, country code first), or null. */
export function whatsAppTarget(number: string): string | null {
  return internationalDigits(number);
}
