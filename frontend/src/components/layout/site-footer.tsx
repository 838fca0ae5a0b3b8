import { Link } from 'react-router-dom';
import { clinic } from '../../content/clinic';
import { footerTreatments, treatmentPath } from '../../content/treatments';
import { ClockIcon, LockIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';

const siteLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/wellness', label: 'Wellness' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/news', label: 'Blogs' },
  { to: '/reviews-demo', label: 'Patient Reviews' },
  { to: '/contact', label: 'Contact Us' },
];

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brandColumn}>
          <Link to="/" className={styles.logo} aria-label={`${clinic.brandName}, home`}>
            <img src="/brand/logo.svg" alt="" width={160} height={45} loading="lazy" />
          </Link>
          <p className={styles.tagline}>{clinic.tagline}.</p>
          <SocialLinks className={styles.social} iconSize={18} />
        </div>
        <nav aria-label="Footer" className={styles.column}>
          <h2 className={styles.heading}>Explore</h2>
          <ul className={styles.links}>
            {siteLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Popular treatments" className={styles.column}>
          <h2 className={styles.heading}>Popular Treatments</h2>
          <ul className={styles.links}>
            {footerTreatments.map(({ id, title }) => (
              <li key={id}>
                <Link to={treatmentPath(id)}>{title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>Visit Us</h2>
          <address className={styles.contact}>
            <p>
              <MapPinIcon />
              <span>
                {clinic.address.lines.map((line) => (
                  <span key={line} className={styles.line}>
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p>
              <PhoneIcon />
              <a href={`tel:${clinic.phone.tel}`}>{clinic.phone.display}</a>
            </p>
            <p>
              <MailIcon />
              <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
            </p>
            <p>
              <ClockIcon />
              <span>
                {clinic.hours.lines.map((line) => (
                  <span key={line} className={styles.line}>
                    {line}
                  </span>
                ))}
              </span>
            </p>
          </address>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {clinic.brandName}, {clinic.city}. Caring for skin and hair since {clinic.founded}.
        </p>
        <p className={styles.bottomLinks}>
          <Link to="/privacy">Privacy Notice</Link>
          <Link to="/admin-login" className={styles.admin} aria-label="Admin sign-in">
            <LockIcon />
          </Link>
        </p>
      </div>
    </footer>
  );
}
