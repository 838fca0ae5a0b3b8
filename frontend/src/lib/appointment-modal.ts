import { createContext, useContext } from 'react';

export interface OpenAppointmentOptions {
  /** Preselected concern: one of the concern options' labels, or a treatment's title. */
  concern?: string;
}

export interface AppointmentModalApi {
  open(options?: OpenAppointmentOptions): void;
  close(): void;
}

/** The appointment dialog, the same on every public page; any button can open it (app/appointment-modal-provider.tsx draws it). */
export const AppointmentModalContext = createContext<AppointmentModalApi | null>(null);

export function useAppointmentModal(): AppointmentModalApi {
  const api = useContext(AppointmentModalContext);
  if (!api) throw new Error('useAppointmentModal needs AppointmentModalProvider (the site layout has it)');
  return api;
}
