import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { clinic } from '../../content/clinic';
import { useAppointmentModal } from '../../lib/appointment-modal';
import { useHeldTap } from '../../lib/held-tap';
import { DesktopNav } from './desktop-nav';
import { ClockIcon, MailIcon, MenuIcon, PhoneIcon } from './icons';
import { SocialLinks } from './social-links';
import styles from './site-header.module.css';
import { BookingButton } from '../ui/booking-button';

const MOBILE_MENU_ID = 'mobile-menu';

/** The small screens' menu is fetched the first time a visitor opens it, not with every page. */
const MobileMenu = lazy(() => import('./mobile-menu').then(({ MobileMenu }) => ({ default: MobileMenu })));

/** Top bar (contacts, hours, social links), then the sticky bar with logo, navigation and booking. */
export function SiteHeader() {
  const modal = useAppointmentModal();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuShown, setMenuShown] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setMenuOpen(false);
  }

  // The menu button tapped before the app had started.
  useHeldTap('menu', () => {
    setMenuShown(true);
    setMenuOpen(true);
  });

  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  const bookFromMenu = () => {
    closeMenu();
    // Opened after focus is back on the menu button, so closing the dialog returns there.
    modal.open();
  };

  return (
    <>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <a href={`tel:${clinic.phone.tel}`} className={styles.topLink}>
            <PhoneIcon />
            <span>{clinic.phone.display}</span>
          </a>
          <a href={`mailto:${clinic.email}`} className={styles.topLink}>
            <MailIcon />
            <span>{clinic.email}</span>
          </a>
          <span className={styles.hours}>
            <ClockIcon />
            <span>{clinic.hours.oneLine}</span>
          </span>
          <SocialLinks className={styles.social} iconSize={16} />
        </div>
      </div>
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <Link to="/" className={styles.logo} aria-label={`${clinic.brandName}, home`}>
            <img src="/brand/logo.svg" alt="" width={160} height={45} />
          </Link>
          <DesktopNav className={styles.nav} />
          <div className={styles.actions}>
            <BookingButton className={`btn btn-primary ${styles.book}`}>BOOK APPOINTMENT</BookingButton>
            <button
              ref={menuButton}
              type="button"
              data-tap-after-start="menu"
              className={styles.menuButton}
              aria-label="Open menu"
              aria-expanded={menuOpen}
              aria-controls={menuShown ? MOBILE_MENU_ID : undefined}
              onClick={() => {
                setMenuShown(true);
                setMenuOpen(true);
              }}
            >
              <MenuIcon />
            </button>
          </div>
        </div>
      </header>
      {menuShown && (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={closeMenu} onBook={bookFromMenu} />
        </Suspense>
      )}
    </>
  );
}
