import type { EnquiryType } from './statuses.js';

/**
 * The version of the privacy notice the site shows under its forms today. Each enquiry records
 * the version shown with its form (one sent without it records this one). Change it when the
 * notice (the site's content/privacy.ts) changes in substance.
 */
export const CONSENT_NOTICE_VERSION = 'privacy-2026-11-27';

/** What the patient's details are used for, by the form they sent: recorded with each enquiry. */
export const CONSENT_PURPOSES: Record<EnquiryType, string> = {
  callback: 'To call you back',
  appointment: 'To arrange your appointment',
  contact: 'To answer your message',
  newsletter: 'To send you the newsletter',
  'data-request': 'To answer your request about your data',
};
