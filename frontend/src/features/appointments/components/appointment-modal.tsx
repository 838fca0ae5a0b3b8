import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useBodyScrollLock } from '../../../components/layout/use-body-scroll-lock';
import { useFocusTrap } from '../../../components/layout/use-focus-trap';
import { clinic } from '../../../content/clinic';
import { AppointmentForm } from '../../../components/enquiry-forms/appointment-form';
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
 * opened, so what a visitor typed survives an accidental close.
 */
export function AppointmentModal({ open, initialConcern, onClose }: AppointmentModalProps) {
  const headingId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [everOpened, setEverOpened] = useState(open);
  const [visible, setVisible] = useState(open);
  if (open && !everOpened) setEverOpened(true);
  if (open && !visible) setVisible(true);
  const autoClose = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (open) return;
    clearTimeout(autoClose.current);
    const timer = setTimeout(() => setVisible(false), CLOSE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open]);
  useEffect(() => () => clearTimeout(autoClose.current), []);

  useBodyScrollLock(open);
  useFocusTrap(dialog, open, { initialFocus: 'input[name="name"]', onEscape: onClose });

  const sent = useCallback(() => {
    clearTimeout(autoClose.current);
    autoClose.current = setTimeout(onClose, APPOINTMENT_AUTO_CLOSE_MS);
  }, [onClose]);

  if (!everOpened) return null;
  return (
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
  );
}
