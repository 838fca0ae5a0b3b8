import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { AppointmentModal } from './components/appointment-modal';

export interface OpenAppointmentOptions {
  /** Preselected concern: one of the concern options' labels, or a treatment's title. */
  concern?: string;
}

interface AppointmentModalApi {
  open(options?: OpenAppointmentOptions): void;
  close(): void;
}

const AppointmentModalContext = createContext<AppointmentModalApi | null>(null);

/** The appointment modal, the same on every public page; any button can open it. */
export function AppointmentModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; concern?: string }>({ open: false });
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((options?: OpenAppointmentOptions) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState({ open: true, concern: options?.concern });
  }, []);
  const close = useCallback(() => {
    setState((current) => ({ ...current, open: false }));
    // Focus goes back to what opened the modal.
    opener.current?.focus();
  }, []);
  const api = useMemo(() => ({ open, close }), [open, close]);
  return (
    <AppointmentModalContext.Provider value={api}>
      {children}
      <AppointmentModal open={state.open} initialConcern={state.concern} onClose={close} />
    </AppointmentModalContext.Provider>
  );
}

export function useAppointmentModal(): AppointmentModalApi {
  const api = useContext(AppointmentModalContext);
  if (!api) throw new Error('useAppointmentModal needs AppointmentModalProvider (the site layout has it)');
  return api;
}
