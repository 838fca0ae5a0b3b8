import { clinic } from '../../content/clinic';
import { BookingButton } from '../ui/booking-button';
import { CalendarIcon, PhoneIcon, WhatsAppIcon } from './icons';
import { whatsappUrl } from './whatsapp-button';
import styles from './phone-action-bar.module.css';

/**
 * On a phone, booking, calling and WhatsApp stay at the thumb: a bar fixed to the bottom of the
 * screen. It holds its own height at the end of the page, and the page scrolls what it reaches
 * (a link, a field) above it, so it never hides text for good. Wider screens have the header's
 * button and the floating chat button instead.
 */
export function PhoneActionBar() {
  return (
    <div className={styles.slot}>
      <nav className={styles.bar} aria-label="Book or contact the clinic" data-phone-bar>
        <BookingButton className={styles.action}>
          <CalendarIcon size={20} />
          Book
        </BookingButton>
        <a className={styles.action} href={`tel:${clinic.phone.tel}`} aria-label={`Call the clinic, ${clinic.phone.display}`}>
          <PhoneIcon size={20} />
          Call
        </a>
        <a className={`${styles.action} ${styles.whatsapp}`} href={whatsappUrl} target="_blank" rel="noopener noreferrer" aria-label="Chat with us on WhatsApp">
          <WhatsAppIcon size={20} />
          WhatsApp
        </a>
      </nav>
    </div>
  );
}
