/**
 * The version of the privacy notice the site shows under its forms today. Each enquiry records
 * the version shown with its form (one sent without it records this one). Change it when the
 * notice (the site's content/privacy.ts) changes in substance.
 */
export const CONSENT_NOTICE_VERSION = 'privacy-2026-11-27';
