import type { AppointmentRequest, EnquiryExtras, OfferedTime } from '@aura/contract';
import { postEnquiry } from './post-enquiry';

/**
 * sent: the clinic stored the request. Otherwise `refusedTime` when the time was taken (or closed)
 * meanwhile: the server's message and the next open times; any other failure carries nothing.
 */
export type AppointmentOutcome = { sent: true } | { sent: false; refusedTime?: { message: string; openTimes: OfferedTime[] } };

/** Requests an appointment at an open time; the clinic confirms it. */
export async function sendAppointment(request: AppointmentRequest, extras: EnquiryExtras): Promise<AppointmentOutcome> {
  const result = await postEnquiry('/enquiries/appointment', { ...request, ...extras });
  if (result.ok) return { sent: true };
  const data = result.data as { field?: unknown; message?: unknown; openTimes?: unknown } | null;
  if (result.status === 409 && data?.field === 'time' && typeof data.message === 'string' && Array.isArray(data.openTimes)) {
    return { sent: false, refusedTime: { message: data.message, openTimes: data.openTimes as OfferedTime[] } };
  }
  return { sent: false };
}
