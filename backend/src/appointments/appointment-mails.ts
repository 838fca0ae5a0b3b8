/** The clinic's mails to a patient about an appointment, in the clinic's words. */

/** The clinic as its mails sign off. */
export interface ClinicSignature {
  name: string;
  phone: string;
  email: string;
  address: { lines: string[] };
}

/** 'Tuesday, 1 December 2026 at 11:30 AM IST': the visit's time at the clinic, zone named. */
export function visitTime(startsAt: Date, timeZone: string, zoneName: string): string {
  const day = new Intl.DateTimeFormat('en-IN', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(startsAt);
  const clock = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(startsAt);
  return `${day} at ${clock} ${zoneName}`;
}

const signature = (clinic: ClinicSignature) =>
  [clinic.name, ...clinic.address.lines, `Phone / WhatsApp: ${clinic.phone}`, `E-mail: ${clinic.email}`].join('\n');

/** Sent at once when a patient asks for a time: the request is in, not yet confirmed. */
export function requestReceivedMail(patient: { name: string; concern: string }, when: string, clinic: ClinicSignature) {
  return {
    subject: `We have received your appointment request – ${clinic.name}`,
    body: [
      `Dear ${patient.name},`,
      '',
      `Thank you for choosing ${clinic.name}. We have received your appointment request:`,
      '',
      `  Time:    ${when}`,
      `  Concern: ${patient.concern}`,
      '',
      'This time is held for you while our team confirms it. You will receive another e-mail once the appointment is confirmed.',
      '',
      `To change or cancel the request, call or WhatsApp us on ${clinic.phone}.`,
      '',
      'Warm regards,',
      signature(clinic),
    ].join('\n'),
  };
}
