import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { toast, ToastContainer, type ToastContainerProps, type ToastContent, type ToastOptions } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/**
 * How long a toast stays, in ms (the spec): a success 2 s; an error, a plain or a custom toast 4 s.
 * The container's own default is the 4 s one; a loading toast stays until it is dismissed.
 */
export const TOAST_AUTO_CLOSE_MS = { success: 2000, error: 4000, default: 4000 } as const;

/** At most this many toasts on screen at once; the rest wait their turn. */
export const TOAST_LIMIT = 20;

/** The container's settings: top right, at most 20 at once, 4 s unless told otherwise, paused on hover. */
export const toastContainerProps = {
  position: 'top-right',
  limit: TOAST_LIMIT,
  autoClose: TOAST_AUTO_CLOSE_MS.default,
  pauseOnHover: true,
  newestOnTop: false,
} as const satisfies ToastContainerProps;

let hostShown = false;

/**
 * Puts the toast container on the page, once, the first time something shows a toast. Toasts live in their own
 * root, so no page loads this code (or its CSS) before it has something to say; toasts shown
 * before the container is drawn wait for it. A container the page already has is used instead.
 */
export function showToastHost(): void {
  if (hostShown || document.querySelector('.Toastify')) return;
  hostShown = true;
  const host = document.createElement('div');
  host.dataset.toasts = '';
  document.body.append(host);
  createRoot(host).render(createElement(ToastContainer, toastContainerProps));
}

/**
 * Toasts with the spec's durations. react-toastify's container has one default duration for
 * every kind, so a success toast needs its 2 s said when it is shown: this says it.
 */
export const notify = {
  success: (message: ToastContent, options?: ToastOptions) => {
    showToastHost();
    return toast.success(message, { autoClose: TOAST_AUTO_CLOSE_MS.success, ...options });
  },
  error: (message: ToastContent, options?: ToastOptions) => {
    showToastHost();
    return toast.error(message, { autoClose: TOAST_AUTO_CLOSE_MS.error, ...options });
  },
};
