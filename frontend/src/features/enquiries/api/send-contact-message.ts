import { postEnquiry, type EnquiryExtras } from './post-enquiry';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Sends the contact page's message to the clinic. */
export async function sendContactMessage(message: ContactMessage, extras: EnquiryExtras): Promise<boolean> {
  return (await postEnquiry('/enquiries/contact', { ...message, ...extras })).ok;
}
