import { whatsAppTarget } from '../../../content/phone-number';
import styles from './phone-actions.module.css';

/**
 * A patient's phone number with a Call button (tel:) and a WhatsApp button (wa.me), so the clinic
 * answers from the card on a desk phone or a mobile alike. WhatsApp is offered only for a number it
 * can reach (an Indian mobile, or one in international form).
 */
export function PhoneActions({ phone, who }: { phone: string; who: string }) {
  const dial = phone.replace(/[^\d+]/g, '');
  const whatsApp = whatsAppTarget(phone);
  return (
    <span className={styles.phone}>
      <span className={styles.number}>{phone}</span>
      <a className={styles.call} href={`tel:${dial}`} aria-label={`Call ${who} on ${phone}`}>
        Call
      </a>
      {whatsApp && (
        <a className={styles.whatsapp} href={`https://wa.me/${whatsApp}`} target="_blank" rel="noopener noreferrer" aria-label={`Write to ${who} on WhatsApp`}>
          WhatsApp
        </a>
      )}
    </span>
  );
}
