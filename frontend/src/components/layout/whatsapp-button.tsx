import { clinic } from '../../content/clinic';
import { WhatsAppIcon } from './icons';
import styles from './whatsapp-button.module.css';

export const whatsappUrl = `https://wa.me/${clinic.whatsapp.number}?text=${encodeURIComponent(clinic.whatsapp.bookingMessage)}`;

/** The floating chat-with-us button: opens WhatsApp with the booking message already typed. */
export function WhatsAppButton() {
  return (
    <a className={styles.button} href={whatsappUrl} target="_blank" rel="noopener noreferrer" aria-label="Chat with us on WhatsApp">
      <WhatsAppIcon />
      <span className={styles.label} aria-hidden="true">
        Chat with us
      </span>
    </a>
  );
}
