import { postEnquiry, type EnquiryExtras } from './post-enquiry';

export interface CallbackRequest {
  name: string;
  phone: string;
}

/** Asks the clinic to call the visitor back. */
export async function sendCallback(request: CallbackRequest, extras: EnquiryExtras): Promise<boolean> {
  return (await postEnquiry('/enquiries/callback', { ...request, ...extras })).ok;
}
