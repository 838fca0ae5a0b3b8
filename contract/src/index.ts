/** What the clinic's site and its API agree on. Each rule and shape is written once, here. */
export * from './field-limits.js';
export * from './email-address.js';
export * from './phone-number.js';
export * from './form-rules.js';
export * from './callback-request.js';
export * from './appointment-request.js';
export * from './concerns.js';
export * from './form-thanks.js';
export * from './contact-message.js';
export * from './newsletter-sign-up.js';
export * from './consent-notice.js';
export * from './statuses.js';
export * from './enquiries.js';
export * from './appointments.js';
export * from './articles.js';
export * from './clinic-hours.js';
export * from './staff.js';
