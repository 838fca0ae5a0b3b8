/**
 * Phone numbers the clinic publishes: as people read them, for tel: links and for wa.me links.
 * A number that would not make a working link is refused when the admin enters it.
 */
import { e164, internationalDigits } from '@aura/contract';

/** The tel: target ('+919822012345'), or null. */
export function telTarget(number: string): string | null {
  return e164(number);
}

/** The number as wa.me wants it (digits only, country code first), or null. */
export function whatsAppTarget(number: string): string | null {
  return internationalDigits(number);
}
