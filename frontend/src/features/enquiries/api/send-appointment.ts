import { postEnquiry, type EnquiryExtras } from './post-enquiry';

export interface AppointmentRequest {
  name: string;
  /** At least one of phone and email is given. */
  phone?: string;
  email?: string;
  /** YYYY-MM-DD, today or later in the visitor's local date. */
  date: string;
  /** HH:MM, 24-hour clock. */
  time: string;
  concern: string;
}

/** Requests an appointment; the clinic confirms it by phone or e-mail. */
export function sendAppointment(request: AppointmentRequest, extras: EnquiryExtras): Promise<boolean> {
  return postEnquiry('/enquiries/appointment', { ...request, ...extras });
}
