import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { AppointmentModalContext, type OpenAppointmentOptions } from '../lib/appointment-modal';
import { useHeldTap } from '../lib/held-tap';

/** The dialog and its form are fetched the first time a visitor opens it, not with every page. */
const AppointmentModal = lazy(() => import('../features/appointments/components/appointment-modal').then(({ AppointmentModal }) => ({ default: AppointmentModal })));

/** The appointment modal, the same on every public page; any button can open it. */
export function AppointmentModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; concern?: string; everOpened?: boolean }>({ open: false });
  const open = useCallback((options?: OpenAppointmentOptions) => setState({ open: true, concern: options?.concern, everOpened: true }), []);
  // The dialog gives the focus back to what opened it.
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const api = useMemo(() => ({ open, close }), [open, close]);
  // A booking button tapped before the app had started.
  useHeldTap('book', ({ concern }) => open({ concern }));
  return (
    <AppointmentModalContext.Provider value={api}>
      {children}
      {state.everOpened && (
        <Suspense fallback={null}>
          <AppointmentModal open={state.open} initialConcern={state.concern} onClose={close} />
        </Suspense>
      )}
    </AppointmentModalContext.Provider>
  );
}
