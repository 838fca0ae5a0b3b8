import type { DataRequest, EnquiryExtras } from '@aura/contract';
import { postEnquiry } from './post-enquiry';

/** Sends a patient's request about their personal data to the clinic. */
export async function sendDataRequest(request: DataRequest, extras: EnquiryExtras): Promise<boolean> {
  return (await postEnquiry('/enquiries/data-request', { ...request, ...extras })).ok;
}
