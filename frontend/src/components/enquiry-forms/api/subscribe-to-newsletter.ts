import type { EnquiryExtras } from '@aura/contract';
import { postEnquiry } from './post-enquiry';

/** Subscribes an e-mail address to the clinic's newsletter. */
export async function subscribeToNewsletter(email: string, extras: EnquiryExtras): Promise<boolean> {
  return (await postEnquiry('/enquiries/newsletter', { email, ...extras })).ok;
}
