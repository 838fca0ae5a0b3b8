/** The clinic as its mails sign off. */
export interface ClinicSignature {
  name: string;
  phone: string;
  email: string;
  address: { lines: string[] };
}

/** The end of every mail from the clinic: its name, address, phone and e-mail. */
export const signature = (clinic: ClinicSignature) =>
  ['Warm regards,', clinic.name, ...clinic.address.lines, `Phone / WhatsApp: ${clinic.phone}`, `E-mail: ${clinic.email}`].join('\n');
