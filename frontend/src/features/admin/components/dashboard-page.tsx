import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/toast';
import { rememberedUsername, rememberSignIn, seemsSignedIn } from '../admin-session';
import { onSessionEnded, SESSION_ENDED_MESSAGE, SessionEndedError } from '../api/admin-fetch';
import { getNewEnquiryCount } from '../api/enquiries';
import { getProfile } from '../api/get-profile';
import { signOut } from '../api/sign-out';
import { AccountModal } from './account-modal';
import { AppointmentsAgenda } from './appointments-agenda';
import { EnquiriesInbox } from './enquiries-inbox';
import { NewsManager } from './news-manager';
import { SiteContent } from './site-content';
import { SubscribersList } from './subscribers-list';
import styles from './dashboard-page.module.css';

type Tab = 'news' | 'enquiries' | 'agenda' | 'subscribers' | 'content';
const TABS: Array<{ id: Tab; label: string }> = [
  { id: 'news', label: 'News' },
  { id: 'enquiries', label: 'Enquiries' },
  { id: 'agenda', label: 'Agenda' },
  { id: 'subscribers', label: 'Subscribers' },
  { id: 'content', label: 'Site content' },
];

const ignoreSessionEnded = (error: unknown) => {
  if (!(error instanceof SessionEndedError)) throw error;
};

/**
 * The admin dashboard. The server decides who is signed in: the profile call at load, and every
 * later call, send the admin back to the sign-in page on a 401. Without this tab's sign-in flag, a
 * profile call that fails in any other way (server down, network error) sends them there too.
 */
export function DashboardPage() {
  const navigate = useNavigate();
  // The tab's sign-in hint lets the dashboard draw at once; without it, it waits for the server's word.
  const [signedInHint] = useState(seemsSignedIn);
  const [verified, setVerified] = useState(false);
  const [username, setUsername] = useState<string | null>(rememberedUsername);
  const [newCount, setNewCount] = useState<number | null>(null);
  const [tab, setTab] = useState<Tab>('news');
  const [accountOpen, setAccountOpen] = useState(false);
  const accountButton = useRef<HTMLButtonElement>(null);
  const tabList = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      onSessionEnded(() => {
        notify.error(SESSION_ENDED_MESSAGE, { toastId: 'session-ended' });
        navigate('/admin-login', { replace: true });
      }),
    [navigate],
  );

  useEffect(() => {
    let active = true;
    getProfile()
      .then((outcome) => {
        if (!active) return;
        if (outcome.ok) {
          setUsername(outcome.username);
          rememberSignIn(outcome.username);
        } else {
          notify.error(outcome.message);
          // Nothing vouches for this visitor (no sign-in in this tab, no word from the server): sign in first.
          if (!signedInHint) {
            navigate('/admin-login', { replace: true });
            return;
          }
        }
        setVerified(true);
      })
      .catch(ignoreSessionEnded);
    return () => {
      active = false;
    };
  }, [navigate, signedInHint]);

  const refreshCount = useCallback(() => {
    getNewEnquiryCount().then(setNewCount).catch(ignoreSessionEnded);
  }, []);
  useEffect(refreshCount, [refreshCount]);

  const logout = async () => {
    await signOut();
    navigate('/admin-login', { replace: true });
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = (TABS.findIndex((entry) => entry.id === tab) + step + TABS.length) % TABS.length;
    setTab(TABS[index].id);
    tabList.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  };

  if (!verified && !signedInHint) {
    return (
      <main className={styles.checking}>
        <p role="status">Checking your session…</p>
      </main>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <div className={styles.brand}>
            <img src="/brand/logo-mark.svg" alt="" width="44" height="44" className={styles.mark} />
            <div>
              <h1 className={styles.title}>Admin Dashboard</h1>
              <p className={styles.user}>
                Signed in as <strong>{username ?? '…'}</strong>
              </p>
            </div>
          </div>
          <div className={styles.headerActions}>
            <button type="button" className={styles.newCount} onClick={() => setTab('enquiries')}>
              New enquiries <span className={styles.countBadge}>{newCount ?? '–'}</span>
            </button>
            <button ref={accountButton} type="button" className="btn btn-light" onClick={() => setAccountOpen(true)}>
              Manage Account
            </button>
            <button type="button" className={`btn ${styles.logout}`} onClick={logout}>
              Logout
            </button>
          </div>
        </div>
      </header>
      <main className={`container ${styles.main}`}>
        <div ref={tabList} role="tablist" aria-label="Dashboard sections" className={styles.tabs}>
          {TABS.map(({ id, label }) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`dashboard-tab-${id}`}
              aria-selected={tab === id}
              aria-controls={`dashboard-panel-${id}`}
              tabIndex={tab === id ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(id)}
              onKeyDown={onTabKey}
            >
              {label}
              {id === 'enquiries' && newCount ? <span className={styles.tabBadge}>{newCount}</span> : null}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`dashboard-panel-${tab}`} aria-labelledby={`dashboard-tab-${tab}`} className={styles.panel}>
          {tab === 'news' && <NewsManager />}
          {tab === 'enquiries' && <EnquiriesInbox onChanged={refreshCount} />}
          {tab === 'agenda' && <AppointmentsAgenda onChanged={refreshCount} />}
          {tab === 'subscribers' && <SubscribersList />}
          {tab === 'content' && <SiteContent />}
        </div>
      </main>
      <AccountModal
        open={accountOpen}
        onClose={() => {
          setAccountOpen(false);
          accountButton.current?.focus();
        }}
        onUsernameChanged={(name) => {
          setUsername(name);
          rememberSignIn(name);
        }}
      />
    </div>
  );
}
