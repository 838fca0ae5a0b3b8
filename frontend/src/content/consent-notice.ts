/**
 * The line under each form (the component adds the link to /privacy), kept apart from the privacy
 * notice's full text so a page with a form does not carry the whole notice. When the notice
 * (content/privacy.ts) changes in substance, change the version too: each enquiry records the
 * version of the notice that was shown with its form.
 */
export interface ConsentNotice {
  /** Stored with each enquiry as consentNotice. */
  version: string;
  /** One line of plain text. */
  text: string;
}

export const consentNotice: ConsentNotice = {
  version: 'privacy-2026-11',
  text: 'We use these details only to respond to your request. See our Privacy Notice.',
};
