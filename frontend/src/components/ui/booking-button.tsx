import { useContext, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { AppointmentModalContext } from '../../lib/appointment-modal';

/** The booking form as a page of its own, for a browser that never runs the page's scripts. */
export const BOOKING_PAGE = '/book-appointment';

interface BookingButtonProps {
  className?: string;
  children: ReactNode;
  /** Preselected concern for the dialog. */
  concern?: string;
  /** Instead of opening the dialog (a caller that opens it itself, after its own steps). */
  onBook?: () => void;
  'aria-label'?: string;
}

/**
 * A booking button. It opens the appointment dialog; in the HTML it is a link to the booking
 * page, so a browser whose scripts never run still reaches a form that works. A tap before the
 * scripts have started is held by the page's tap holder (index.html, `data-tap-after-start`) and
 * opens the dialog once they have (lib/held-tap.ts). A click with a modifier key opens the booking page in a new tab.
 */
export function BookingButton({ className, children, concern, onBook, 'aria-label': label }: BookingButtonProps) {
  const book = useBooking(onBook, concern);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    book();
  };
  // A button answers to the space bar too.
  const space = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return (
    <a href={BOOKING_PAGE} role="button" className={className} aria-label={label} onClick={open} onKeyDown={space} data-tap-after-start="book" data-concern={concern}>
      {children}
    </a>
  );
}

/** What a booking button does: the caller's own step, or else opening the site's appointment dialog. */
function useBooking(onBook: (() => void) | undefined, concern: string | undefined): () => void {
  const modal = useContext(AppointmentModalContext);
  if (onBook) return onBook;
  // Without the caller's step the dialog is needed: the site layout provides it.
  if (!modal) throw new Error('A BookingButton without onBook needs AppointmentModalProvider (the site layout has it)');
  return () => modal.open({ concern });
}
