/**
 * The WhatsApp box on the appointment and call-back forms, apart from the rest of the messages'
 * contract (patient-messages.ts) so the pages' forms carry only this.
 */

/** The WhatsApp box on the appointment and call-back forms: never ticked until the patient ticks it. */
export const WHATSAPP_OPT_IN_LABEL = 'Send me updates about this on WhatsApp';

/** What the WhatsApp box says when it is ticked without a phone number. */
export const WHATSAPP_NEEDS_PHONE = 'Give your phone number for WhatsApp updates';

/** The box as a form sends it: true from the page's scripts, 'yes' (its value) from a form sent without them. */
export const isTicked = (value: unknown): boolean => value === true || value === 'yes' || value === 'on';

/** The box's rule: ticked or not, and only with a phone to write to. */
export function whatsAppOptInProblem(value: unknown, phone: unknown): string | null {
  if (value === undefined || value === null || value === '' || value === false) return null;
  if (!isTicked(value)) return 'Invalid WhatsApp choice';
  return typeof phone === 'string' && phone.trim() !== '' ? null : WHATSAPP_NEEDS_PHONE;
}
