import type { AppointmentRequest } from '@aura/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBodyScrollLock } from '../../../components/layout/use-body-scroll-lock';
import { useFocusTrap } from '../../../components/layout/use-focus-trap';
import { useReturnFocus } from '../../../components/layout/use-return-focus';
import { clinic } from '../../../content/clinic';
import { AppointmentForm } from '../../../components/enquiry-forms/appointment-form';
import type { AppointmentTiming } from '../../../components/enquiry-forms/use-open-times';
import { requestedVisit, type RequestedVisit } from '../requested-visit';
import { AppointmentConfirmation } from './appointment-confirmation';
import styles from './appointment-modal.module.css';

/** The dialog closes itself this long after a request is sent, so the confirmation can be read. */
export const APPOINTMENT_AUTO_CLOSE_MS = 1200;
/** Length of the closing fade. */
const CLOSE_ANIMATION_MS = 200;

interface AppointmentModalProps {
  open: boolean;
  initialConcern?: string;
  onClose: () => void;
}

/**
 * The appointment request dialog, the same on every page. Closes on Escape, the backdrop, the
 * close icon, Cancel, or by itself after a successful request. The form stays mounted once
 * opened, so what a visitor typed survives an accidental close. Once it has closed after a
 * request, the request's confirmation stays on the page until the patient closes it or leaves.
 */
export function AppointmentModal({ open, initialConcern, onClose }: AppointmentModalProps) {
  const headingId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [everOpened, setEverOpened] = useState(open);
  const [visible, setVisible] = useState(open);
  if (open && !everOpened) setEverOpened(true);
  if (open && !visible) setVisible(true);
  const autoClose = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { pathname } = useLocation();
  /** The request just sent, shown once the dialog has closed, on the page it was sent from. */
  const [sentVisit, setSentVisit] = useState<{ visit: RequestedVisit; page: string; shown: boolean } | null>(null);
  if (sentVisit && !open && !sentVisit.shown) setSentVisit({ ...sentVisit, shown: true });
  if (sentVisit && sentVisit.page !== pathname) setSentVisit(null);

  useEffect(() => {
    if (open) return;
    clearTimeout(autoClose.current);
    const timer = setTimeout(() => setVisible(false), CLOSE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open]);
  useEffect(() => () => clearTimeout(autoClose.current), []);

  useBodyScrollLock(open);
  // Focus goes back to what opened the dialog.
  useReturnFocus(open, dialog);
  useFocusTrap(dialog, open, { initialFocus: 'input[name="name"]', onEscape: onClose });

  const sent = useCallback(
    (request: AppointmentRequest, timing: AppointmentTiming) => {
      setSentVisit({ visit: requestedVisit(request, timing, clinic), page: pathname, shown: false });
      clearTimeout(autoClose.current);
      autoClose.current = setTimeout(onClose, APPOINTMENT_AUTO_CLOSE_MS);
    },
    [onClose, pathname],
  );

  if (!everOpened) return null;
  return (
    <>
      {sentVisit?.shown && (
        <AppointmentConfirmation key={sentVisit.visit.uid} visit={sentVisit.visit} floating onClose={() => setSentVisit(null)} />
      )}
      <div className={styles.root} data-open={open} hidden={!visible}>
        <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
        <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={headingId} tabIndex={-1}>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <h2 id={headingId} className={styles.heading}>
            Book an Appointment
          </h2>
          <p className={styles.lead}>
            Tell us when suits you and our team will call to confirm. {clinic.hours.lines.join(', ')}.
          </p>
          <AppointmentForm initialConcern={initialConcern} active={open} onSent={sent} onCancel={onClose} />
        </div>
      </div>
    </>
  );
}
