import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';

/** Toasts at the top right with the spec's defaults: at most 20 shown, paused on hover. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastContainer position="top-right" limit={20} autoClose={4000} pauseOnHover newestOnTop={false} />
    </>
  );
}
