import type { CallbackRequest, EnquiryExtras } from '@aura/contract';
import { postEnquiry } from './post-enquiry';

/** Asks the clinic to call the visitor back. */
export async function sendCallback(request: CallbackRequest, extras: EnquiryExtras): Promise<boolean> {
  return (await postEnquiry('/enquiries/callback', { ...request, ...extras })).ok;
}
