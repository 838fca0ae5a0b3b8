import type { ContactMessage, EnquiryExtras } from '@aura/contract';
import { postEnquiry } from './post-enquiry';

/** Sends the contact page's message to the clinic. */
export async function sendContactMessage(message: ContactMessage, extras: EnquiryExtras): Promise<boolean> {
  return (await postEnquiry('/enquiries/contact', { ...message, ...extras })).ok;
}
