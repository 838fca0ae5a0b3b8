/** Where an enquiry and an appointment stand: the lists the API checks and the dashboard offers. */

/** The visitor forms' enquiries; a data request is the privacy page's form (data-request.ts). */
export const ENQUIRY_TYPES = ['callback', 'appointment', 'contact', 'newsletter', 'data-request'] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/** What the clinic has done about an enquiry; the staff set it. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'booked', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** Whether the enquiry reached the clinic's forwarding service; skipped: stored only (suspected spam, or none configured). */
export const FORWARD_STATES = ['pending', 'delivered', 'failed', 'skipped'] as const;
export type ForwardState = (typeof FORWARD_STATES)[number];

/**
 * Requested until the clinic confirms, declines or proposes another time (proposed, until the
 * patient accepts it or the clinic confirms it); cancelled by the patient or the clinic; completed
 * or no-show after the visit. Requested, proposed and confirmed hold their place in the time booked.
 */
export const APPOINTMENT_STATUSES = ['requested', 'proposed', 'confirmed', 'declined', 'cancelled', 'completed', 'no-show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The statuses that hold a place in the agenda. */
export const ACTIVE_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = ['requested', 'proposed', 'confirmed'];
