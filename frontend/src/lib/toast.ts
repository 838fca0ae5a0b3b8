import { toast, type ToastContent, type ToastOptions } from 'react-toastify';

/**
 * How long a toast stays, in ms (the spec): a success 2 s; an error, a plain or a custom toast 4 s.
 * The container's own default is the 4 s one; a loading toast stays until it is dismissed.
 */
export const TOAST_AUTO_CLOSE_MS = { success: 2000, error: 4000, default: 4000 } as const;

/** At most this many toasts on screen at once; the rest wait their turn. */
export const TOAST_LIMIT = 20;

/**
 * Success and error toasts with the spec's durations. react-toastify's container has one default
 * duration for every kind, so a success toast needs its 2 s said when it is shown: this says it.
 */
export const notify = {
  success: (message: ToastContent, options?: ToastOptions) =>
    toast.success(message, { autoClose: TOAST_AUTO_CLOSE_MS.success, ...options }),
  error: (message: ToastContent, options?: ToastOptions) => toast.error(message, { autoClose: TOAST_AUTO_CLOSE_MS.error, ...options }),
};
