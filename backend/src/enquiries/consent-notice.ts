/**
 * The version of the privacy notice the site shows under its forms today. It must equal
 * consentNotice.version in frontend/src/content/consent-notice.ts; change both together when the notice
 * changes in substance. An enquiry sent without a consentNotice records this one.
 */
export const CURRENT_CONSENT_NOTICE = 'privacy-2026-11';
