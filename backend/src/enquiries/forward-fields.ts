import { DATA_REQUEST_LABELS, dataRequestDueBy, isDataRequestKind, type EnquiryType } from '@aura/contract';
import type { Enquiry } from './enquiry.entity';

/** The stored fields of an enquiry that the form-forwarding service needs. */
export type ForwardableEnquiry = Pick<Enquiry, 'type' | 'name' | 'phone' | 'email' | 'subject' | 'message' | 'preferredDate' | 'preferredTime' | 'concern'> & {
  /** When it arrived: a data request says when its answer is due. */
  createdAt?: Date;
};

const SUBJECTS: Record<EnquiryType, string> = {
  callback: 'Request A Call Back',
  appointment: 'New Appointment Request',
  contact: 'New Contact Message',
  newsletter: 'Newsletter Subscription',
  'data-request': 'Personal Data Request',
};

/**
 * The multipart fields of each form exactly as the original site posted them (spec section 7),
 * in the same order, so the clinic's mailbox shows the same table as before. The privacy page's
 * data request, which the spec does not have, is told the same way, with when its answer is due.
 */
export function forwardFields(enquiry: ForwardableEnquiry): Array<[string, string]> {
  const text = (value: string | null) => value ?? '';
  const fields: Array<[string, string]> = [];
  switch (enquiry.type) {
    case 'callback':
      fields.push(['Name', text(enquiry.name)], ['Phone', text(enquiry.phone)]);
      break;
    case 'appointment':
      fields.push(['Name', text(enquiry.name)]);
      if (enquiry.phone) fields.push(['Phone', enquiry.phone]);
      if (enquiry.email) fields.push(['Email', enquiry.email]);
      fields.push(
        ['Date', text(enquiry.preferredDate)],
        ['Time', text(enquiry.preferredTime)],
        ['Concern', text(enquiry.concern)],
      );
      break;
    case 'newsletter':
      fields.push(['Email', text(enquiry.email)]);
      break;
    case 'contact':
      fields.push(
        ['name', text(enquiry.name)],
        ['email', text(enquiry.email)],
        ['subject', text(enquiry.subject)],
        ['message', text(enquiry.message)],
        ['Name', text(enquiry.name)],
        ['Email', text(enquiry.email)],
        ['Subject', text(enquiry.subject)],
        ['Message', text(enquiry.message)],
      );
      break;
    case 'data-request':
      fields.push(['Name', text(enquiry.name)]);
      if (enquiry.phone) fields.push(['Phone', enquiry.phone]);
      if (enquiry.email) fields.push(['Email', enquiry.email]);
      fields.push(['Request', isDataRequestKind(enquiry.subject) ? DATA_REQUEST_LABELS[enquiry.subject] : text(enquiry.subject)]);
      if (enquiry.message) fields.push(['Details', enquiry.message]);
      if (enquiry.createdAt) fields.push(['Answer due by', dataRequestDueBy(enquiry.createdAt).toISOString().slice(0, 10)]);
      break;
  }
  fields.push(['_captcha', 'false'], ['_template', 'table'], ['_subject', SUBJECTS[enquiry.type]]);
  return fields;
}
