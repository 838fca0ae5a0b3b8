import type { Clinic } from '../../../content/clinic';
import styles from './contact.module.css';

const ICONS = {
  city: 'M3 21h18M5 21V8l7-5 7 5v13M10 21v-6h4v6',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z',
  email: 'M3 6h18v12H3zM3 7l9 6 9-6',
  address: 'M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12zM12 12.6a2.6 2.6 0 1 0 0-5.2 2.6 2.6 0 0 0 0 5.2z',
  hours: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
};

function Icon({ path }: { path: string }) {
  return (
    <span className={styles.detailIcon} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20">
        <path d={path} />
      </svg>
    </span>
  );
}

/** The clinic's one location: city, phone (tel:), e-mail (mailto:), address and opening hours. */
export function ContactDetails({ clinic }: { clinic: Clinic }) {
  return (
    <address className={styles.details}>
      <div className={styles.detail}>
        <Icon path={ICONS.city} />
        <div>
          <span className={styles.detailLabel}>City</span>
          <span>
            {clinic.city}, {clinic.state}
          </span>
        </div>
      </div>
      <div className={styles.detail}>
        <Icon path={ICONS.phone} />
        <div>
          <span className={styles.detailLabel}>Phone</span>
          <a href={`tel:${clinic.phone.tel}`}>{clinic.phone.display}</a>
        </div>
      </div>
      <div className={styles.detail}>
        <Icon path={ICONS.email} />
        <div>
          <span className={styles.detailLabel}>E-mail</span>
          <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
        </div>
      </div>
      <div className={styles.detail}>
        <Icon path={ICONS.address} />
        <div>
          <span className={styles.detailLabel}>Address</span>
          {clinic.address.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </div>
      </div>
      <div className={styles.detail}>
        <Icon path={ICONS.hours} />
        <div>
          <span className={styles.detailLabel}>Opening hours</span>
          {clinic.hours.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </div>
      </div>
    </address>
  );
}
