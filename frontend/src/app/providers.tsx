import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '../lib/toast';

/** Toasts at the top right with the spec's defaults: at most 20 shown, 4 s unless told otherwise, paused on hover. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastContainer position="top-right" limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS.default} pauseOnHover newestOnTop={false} />
    </>
  );
}
