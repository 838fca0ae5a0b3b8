import { Link, NavLink } from 'react-router-dom';
import { clinic } from '../../content/clinic';
import styles from './site-header.module.css';

const links = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/news', label: 'Blogs' },
  { to: '/contact', label: 'Contact' },
];

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <a href={`tel:${clinic.phone.tel}`}>{clinic.phone.display}</a>
          <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
          <span className={styles.hours}>{clinic.hours.oneLine}</span>
        </div>
      </div>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.logo} aria-label={`${clinic.brandName}, home`}>
          <img src="/brand/logo.svg" alt={clinic.brandName} width={160} height={45} />
        </Link>
        <nav aria-label="Main">
          <ul className={styles.nav}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
