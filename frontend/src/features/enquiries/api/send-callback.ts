import { postEnquiry, type EnquiryExtras } from './post-enquiry';

export interface CallbackRequest {
  name: string;
  phone: string;
}

/** Asks the clinic to call the visitor back. */
export function sendCallback(request: CallbackRequest, extras: EnquiryExtras): Promise<boolean> {
  return postEnquiry('/enquiries/callback', { ...request, ...extras });
}
