/**
 * What each visitor form says once the clinic has it (the spec's success messages), apart from the
 * forms' rules: the thank-you pages a form sent without scripts lands on say it without them.
 */
export const FORM_THANKS = {
  callback: "Thanks! We'll call you soon.",
  contact: "Thank you! We'll get back to you soon.",
  newsletter: "You're subscribed! Thanks for joining.",
  appointment: "Appointment request sent. We'll contact you soon.",
  /** Not the spec's: the privacy page's own form (its days are DATA_REQUEST_DAYS). */
  'data-request': 'Thank you. We have your request and will answer it within 30 days.',
} as const;

export type ThankedForm = keyof typeof FORM_THANKS;
