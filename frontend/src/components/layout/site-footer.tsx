import { Link } from 'react-router-dom';
import { clinic } from '../../content/clinic';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.brand}>{clinic.brandName}</p>
          <p>{clinic.tagline}</p>
        </div>
        <address className={styles.address}>
          {clinic.address.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <a href={`tel:${clinic.phone.tel}`}>{clinic.phone.display}</a>
          <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
        </address>
        <div>
          <p>{clinic.hours.weekdays}</p>
          <p>{clinic.hours.sunday}</p>
          <p>
            <Link to="/privacy">Privacy Notice</Link>
          </p>
        </div>
      </div>
      <p className={`container ${styles.copy}`}>
        © {clinic.founded}–2026 {clinic.brandName}
      </p>
    </footer>
  );
}
