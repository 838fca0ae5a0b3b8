import { useEffect, useId, useRef } from 'react';
import { useReturnFocus } from '../../../components/layout/use-return-focus';
import { clinic } from '../../../content/clinic';
import { visitCalendar, visitWhen, type RequestedVisit } from '../requested-visit';
import styles from './appointment-confirmation.module.css';

interface AppointmentConfirmationProps {
  visit: RequestedVisit;
  onClose: () => void;
  /** Held over the page in a corner (after the dialog), rather than in the page's flow (the booking page). */
  floating?: boolean;
}

/** How the clinic gets back to the patient, by the ways they left (as the agenda's messages go). */
function confirmationWay({ phone, email, whatsApp }: RequestedVisit['reachBy']): string {
  const ways = [
    ...(phone ? [`${whatsApp ? 'call you or message you on WhatsApp' : 'call or message you'} on the number you gave`] : []),
    ...(email ? ['e-mail you when it is confirmed'] : []),
  ];
  return `We will ${ways.join(' and ')}.`;
}

/**
 * What a patient keeps after asking for an appointment: the treatment, the day and time in the
 * clinic's zone, how and when the clinic confirms, its phone and WhatsApp, and the request as a
 * calendar file. It stays until the patient closes it (or leaves the page); focus moves to it so a
 * screen reader reads it, and goes back where it was when it closes.
 */
export function AppointmentConfirmation({ visit, onClose, floating = false }: AppointmentConfirmationProps) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const when = visitWhen(visit);

  // Back to the button that booked once closed, unless the patient has moved on meanwhile.
  useReturnFocus(true, panel);
  useEffect(() => panel.current?.focus(), [visit.uid]);

  const calendarFile = `data:text/calendar;charset=utf-8,${encodeURIComponent(visitCalendar(visit, clinic))}`;
  const whatsApp = `https://wa.me/${clinic.whatsapp.number}?text=${encodeURIComponent(`Hello ${clinic.brandName}, about my appointment request for ${when}.`)}`;
  return (
    <section
      ref={panel}
      className={`${styles.panel} ${floating ? styles.floating : ''}`}
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <h2 id={headingId} className={styles.heading}>
        Your appointment request
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Treatment</dt>
          <dd>{visit.concern}</dd>
        </div>
        <div>
          <dt>Date and time</dt>
          <dd>{when}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        <strong>Not confirmed yet:</strong> the time is held for you until our team confirms it, during opening hours ({clinic.hours.oneLine}).{' '}
        {confirmationWay(visit.reachBy)}
      </p>
      <p className={styles.note}>
        Questions or a change? Call <a href={`tel:${clinic.phone.tel}`}>{clinic.phone.display}</a> or{' '}
        <a href={whatsApp} target="_blank" rel="noopener noreferrer">
          write to us on WhatsApp
        </a>
        .
      </p>
      <a className={`btn btn-primary ${styles.calendar}`} href={calendarFile} download="appointment-request.ics">
        Add to calendar
      </a>
    </section>
  );
}
