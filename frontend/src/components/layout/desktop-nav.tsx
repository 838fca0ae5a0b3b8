import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { NavLink, useLocation } from 'react-router-dom';
import { treatmentMenu, treatmentPath, type MenuCategory } from '../../content/treatments';
import { ChevronIcon } from './icons';
import { TreatmentLinks } from './treatment-links';
import styles from './desktop-nav.module.css';

/** A dropdown stays open this long after the pointer leaves it, so a diagonal move to the panel does not close it. */
export const DROPDOWN_CLOSE_DELAY_MS = 120;

const pageLinks = {
  before: [
    { to: '/', label: 'Home' },
    { to: '/about', label: 'About' },
  ],
  after: [
    { to: '/gallery', label: 'Gallery' },
    { to: '/news', label: 'Blogs' },
    { to: '/contact', label: 'Contact' },
  ],
};

/** The wide-screen navigation: pages, and the Skin / Hair / Homeopathic dropdowns with their treatment flyouts. */
export function DesktopNav({ className }: { className?: string }) {
  const [openCategory, setOpenCategory] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpenCategory(null);
  }
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const open = (category: string) => {
    clearTimeout(closeTimer.current);
    setOpenCategory(category);
  };
  const close = () => {
    clearTimeout(closeTimer.current);
    setOpenCategory(null);
  };
  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpenCategory(null), DROPDOWN_CLOSE_DELAY_MS);
  };

  const pageItem = ({ to, label }: { to: string; label: string }) => (
    <li key={to} className={styles.item}>
      <NavLink to={to} end={to === '/'} className={styles.link}>
        {label}
      </NavLink>
    </li>
  );

  return (
    <nav aria-label="Main" className={`${styles.nav} ${className ?? ''}`}>
      <ul className={styles.list}>
        {pageLinks.before.map(pageItem)}
        {treatmentMenu.map((menu) => (
          <Dropdown
            key={menu.category}
            menu={menu}
            open={openCategory === menu.category}
            onOpen={() => open(menu.category)}
            onClose={close}
            onCloseSoon={closeSoon}
          />
        ))}
        {pageLinks.after.map(pageItem)}
      </ul>
    </nav>
  );
}

interface DropdownProps {
  menu: MenuCategory;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onCloseSoon: () => void;
}

function Dropdown({ menu, open, onOpen, onClose, onCloseSoon }: DropdownProps) {
  const id = useId();
  const item = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [activeGroup, setActiveGroup] = useState(0);
  // The panel's links are built the first time it opens: the page's first paint does not lay out
  // some eighty hidden links (the treatment pages are listed in the sitemap for search engines).
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);
  // Set when the keyboard opened the dropdown: focus then moves to its first entry.
  const focusFirst = useRef(false);
  const { pathname } = useLocation();
  const current = menu.groups.some((group) => group.treatments.some((treatment) => treatmentPath(treatment.id) === pathname));

  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    item.current?.querySelector<HTMLElement>('[data-group-trigger]')?.focus();
  }, [open]);

  const openWithKeyboard = () => {
    if (open) {
      item.current?.querySelector<HTMLElement>('[data-group-trigger]')?.focus();
      return;
    }
    focusFirst.current = true;
    setActiveGroup(0);
    onOpen();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openWithKeyboard();
    }
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onClose();
      trigger.current?.focus();
    }
  };

  const onGroupKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const groups = Array.from(item.current?.querySelectorAll<HTMLElement>('[data-group-trigger]') ?? []);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = (index + (event.key === 'ArrowDown' ? 1 : -1) + groups.length) % groups.length;
      groups[next]?.focus();
    } else if (event.key === 'ArrowRight' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      flushSync(() => setActiveGroup(index));
      document.getElementById(`${id}-group-${index}`)?.querySelector('a')?.focus();
    }
  };

  const onFlyoutKeyDown = (event: KeyboardEvent<HTMLUListElement>, index: number) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      item.current?.querySelectorAll<HTMLElement>('[data-group-trigger]')[index]?.focus();
    }
  };

  return (
    <li
      ref={item}
      className={`${styles.item} ${styles.hasDropdown}`}
      data-open={open}
      onMouseEnter={onOpen}
      onMouseLeave={onCloseSoon}
      onKeyDown={onItemKeyDown}
      onBlur={(event) => {
        if (!item.current?.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.link}
        data-current={current || undefined}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => (open ? onClose() : onOpen())}
        onKeyDown={onTriggerKeyDown}
      >
        {menu.label}
        <ChevronIcon className={styles.chevron} />
      </button>
      <div id={`${id}-panel`} className={styles.panel} hidden={!open}>
        {everOpened && (
          <ul className={styles.groups} aria-label={`${menu.label} treatments`}>
            {menu.groups.map((group, index) => {
              const active = activeGroup === index;
              return (
                <li key={group.label} className={styles.group} data-active={active} onMouseEnter={() => setActiveGroup(index)}>
                  <button
                    type="button"
                    className={styles.groupTrigger}
                    data-group-trigger=""
                    aria-expanded={active}
                    aria-controls={`${id}-group-${index}`}
                    onFocus={() => setActiveGroup(index)}
                    onClick={() => setActiveGroup(index)}
                    onKeyDown={(event) => onGroupKeyDown(event, index)}
                  >
                    {group.label}
                    <ChevronIcon className={styles.groupChevron} />
                  </button>
                  <TreatmentLinks
                    group={group}
                    id={`${id}-group-${index}`}
                    className={styles.flyout}
                    linkClassName={styles.treatmentLink}
                    hidden={!active}
                    onKeyDown={(event) => onFlyoutKeyDown(event, index)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </li>
  );
}
