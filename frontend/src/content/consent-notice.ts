import { CONSENT_NOTICE_VERSION } from '@aura/contract';

/**
 * The line under each form (the component adds the link to /privacy), kept apart from the privacy
 * notice's full text so a page with a form does not carry the whole notice. When the notice
 * (content/privacy.ts) changes in substance, change the contract's CONSENT_NOTICE_VERSION: each
 * enquiry records the version of the notice that was shown with its form.
 */
export interface ConsentNotice {
  /** Stored with each enquiry as consentNotice. */
  version: string;
  /** One line of plain text. */
  text: string;
}

export const consentNotice: ConsentNotice = {
  version: CONSENT_NOTICE_VERSION,
  text: 'We use these details only to respond to your request. See our Privacy Notice.',
};
