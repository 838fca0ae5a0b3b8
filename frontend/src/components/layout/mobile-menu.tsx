import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { clinic } from '../../content/clinic';
import { treatmentMenu } from '../../content/treatments';
import { ChevronIcon, CloseIcon, PhoneIcon } from './icons';
import { SocialLinks } from './social-links';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useFocusTrap } from './use-focus-trap';
import { TreatmentLinks } from './treatment-links';
import styles from './mobile-menu.module.css';

const CLOSE_ANIMATION_MS = 250;

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Book appointment now: the header closes the menu and opens the appointment dialog. */
  onBook: () => void;
}

/** The slide-in menu of small screens: pages, and the treatment groups that expand in place. */
export function MobileMenu({ id, open, onClose, onBook }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const [visible, setVisible] = useState(open);
  if (open && !visible) setVisible(true);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setVisible(false), CLOSE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open]);
  useBodyScrollLock(open);
  useFocusTrap(panel, open, { onEscape: onClose });

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const page = (to: string, label: string) => (
    <li>
      <NavLink to={to} end={to === '/'} className={styles.link}>
        {label}
      </NavLink>
    </li>
  );

  return (
    <div className={styles.root} data-open={open} hidden={!visible}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={panel} id={id} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={headingId}>
        <div className={styles.head}>
          <p id={headingId} className={styles.title}>
            Menu
          </p>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close menu">
            <CloseIcon />
          </button>
        </div>
        {/* Built when the menu opens: the first paint does not lay out the hidden links. */}
        {visible && (
          <>
            <nav aria-label="Menu" className={styles.nav}>
              <ul className={styles.list}>
                {page('/', 'Home')}
                {page('/about', 'About Us')}
                {treatmentMenu.map((menu) => {
                  const menuKey = menu.category;
                  const menuOpen = expanded.has(menuKey);
                  return (
                    <li key={menuKey}>
                      <button
                        type="button"
                        className={styles.toggle}
                        aria-expanded={menuOpen}
                        aria-controls={`${id}-${menuKey}`}
                        onClick={() => toggle(menuKey)}
                      >
                        {menu.label}
                        <ChevronIcon className={styles.chevron} />
                      </button>
                      <ul id={`${id}-${menuKey}`} className={styles.groups} hidden={!menuOpen}>
                        {menu.groups.map((group, index) => {
                          const groupKey = `${menuKey}-${index}`;
                          const groupOpen = expanded.has(groupKey);
                          return (
                            <li key={group.label}>
                              <button
                                type="button"
                                className={`${styles.toggle} ${styles.groupToggle}`}
                                aria-expanded={groupOpen}
                                aria-controls={`${id}-${groupKey}`}
                                onClick={() => toggle(groupKey)}
                              >
                                {group.label}
                                <ChevronIcon className={styles.chevron} />
                              </button>
                              <TreatmentLinks group={group} id={`${id}-${groupKey}`} className={styles.treatments} linkClassName={styles.treatmentLink} hidden={!groupOpen} />
                            </li>
                          );
                        })}
                      </ul>
                    </li>
                  );
                })}
                {page('/wellness', 'Wellness')}
                {page('/gallery', 'Gallery')}
                {page('/news', 'Blogs')}
                {page('/contact', 'Contact Us')}
              </ul>
            </nav>
            <div className={styles.foot}>
              <button type="button" className="btn btn-primary" onClick={onBook}>
                Book appointment now
              </button>
              <a href={`tel:${clinic.phone.tel}`} className={styles.phone}>
                <PhoneIcon /> {clinic.phone.display}
              </a>
              <SocialLinks className={styles.social} iconSize={20} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
