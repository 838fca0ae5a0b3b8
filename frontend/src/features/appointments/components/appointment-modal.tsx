// Placeholder until the appointment form lands: the real modal replaces this file.
export function AppointmentModal(_props: { open: boolean; initialConcern?: string; onClose: () => void }) {
  return null;
}
