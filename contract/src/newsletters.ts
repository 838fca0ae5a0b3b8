/**
 * The newsletters the clinic sends to its confirmed subscribers: what the owner or an editor may
 * write, the list of what was sent, and the words of the page a subscriber leaves from.
 */

export const NEWSLETTER_LIMITS = {
  subject: 150,
  intro: 2000,
  articlesMin: 1,
  articlesMax: 6,
  /** An address typed for the test mail. */
  email: 254,
} as const;

export const NEWSLETTER_MESSAGES = {
  subjectRequired: 'Write a subject.',
  subjectTooLong: `The subject must be at most ${NEWSLETTER_LIMITS.subject} characters.`,
  introTooLong: `The note must be at most ${NEWSLETTER_LIMITS.intro} characters.`,
  articlesRequired: `Choose between ${NEWSLETTER_LIMITS.articlesMin} and ${NEWSLETTER_LIMITS.articlesMax} articles.`,
  articleUnknown: 'One of the chosen articles is no longer on the site. Choose again.',
  testAddressInvalid: 'Enter the e-mail address the test should go to.',
  noSubscribers: 'No one has confirmed a subscription yet, so there is no one to send it to.',
  noMailServer: 'Mail cannot be sent: no mail server is set up for the site (SMTP_URL).',
  testQueued: 'The test is on its way. It may take a minute to arrive.',
  testsSpent: 'You have sent as many test mails as one account may in an hour. Please try again later.',
} as const;

/** What the page a newsletter's unsubscribe link opens says (the API writes it; it needs no script). */
export const NEWSLETTER_UNSUBSCRIBE_MESSAGES = {
  ask: 'Do you want to stop receiving our newsletter?',
  button: 'Unsubscribe',
  done: 'You are unsubscribed. We will not send you our newsletter again.',
  linkInvalid: 'This unsubscribe link is not valid. If you still receive our newsletter, reply to it and we will take you off the list.',
  failed: 'Could not unsubscribe right now. Please try again in a few minutes.',
} as const;

/** What the owner or an editor writes (POST /admin/newsletters, its preview and its test). */
export interface NewsletterDraft {
  subject: string;
  intro: string;
  /** The chosen articles' slugs, in the order they appear. */
  articles: string[];
}

/** A newsletter as the list of what was sent shows it (GET /admin/newsletters). */
export interface SentNewsletter {
  id: string;
  subject: string;
  /** ISO instant it was sent. */
  sentAt: string;
  /** The staff member's username. */
  sentBy: string;
  /** The articles' titles as they were when it was sent. */
  articles: string[];
  recipients: number;
  delivered: number;
  failed: number;
  /** Still queued (paced, or waiting for a retry). */
  waiting: number;
}
