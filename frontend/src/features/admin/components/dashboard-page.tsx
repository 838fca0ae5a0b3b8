import { CHOOSE_NEW_PASSWORD_MESSAGE, mayUse, SET_UP_TWO_FACTOR_MESSAGE, type StaffArea, type StaffRole } from '@aura/contract';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/toast';
import { forgetSignIn, rememberedRole, rememberedUsername, rememberSignIn, seemsSignedIn } from '../admin-session';
import { onSessionEnded, rethrowUnlessSessionEnded, SESSION_ENDED_MESSAGE } from '../api/admin-fetch';
import { getNewEnquiryCount } from '../api/enquiries';
import { getProfile } from '../api/get-profile';
import { signOut } from '../api/sign-out';
import { AccountModal, type TwoFactorState } from './account-modal';
import { AppointmentsAgenda } from './appointments-agenda';
import { AuditLog } from './audit-log';
import { EnquiriesInbox } from './enquiries-inbox';
import { NewsManager } from './news-manager';
import { PeopleData } from './people-data';
import { SiteContent } from './site-content';
import { StaffManager } from './staff-manager';
import { SubscribersList } from './subscribers-list';
import styles from './dashboard-page.module.css';

type Tab = 'news' | 'enquiries' | 'agenda' | 'subscribers' | 'people' | 'content' | 'staff' | 'audit';
/** The dashboard's sections, each in the area of the API it uses: a role sees only those it may use. */
const TABS: Array<{ id: Tab; label: string; area: StaffArea }> = [
  { id: 'news', label: 'News', area: 'news' },
  { id: 'enquiries', label: 'Enquiries', area: 'enquiries' },
  { id: 'agenda', label: 'Agenda', area: 'appointments' },
  { id: 'subscribers', label: 'Subscribers', area: 'subscribers' },
  { id: 'people', label: 'Patients’ data', area: 'people' },
  { id: 'content', label: 'Site content', area: 'content' },
  { id: 'staff', label: 'Staff', area: 'staff' },
  { id: 'audit', label: 'Audit log', area: 'audit' },
];

/** How often the header's count of new enquiries is asked for again (a call that does not keep an idle session open). */
export const NEW_COUNT_EVERY_MS = 60_000;

/**
 * The staff dashboard. The server decides who is signed in and as what: the profile call at load,
 * and every later call, send the person back to the sign-in page on a 401. Without this tab's
 * sign-in flag, a profile call that fails in any other way (server down, network error) sends them
 * there too. Each role sees only its own sections (the server refuses the others with 403).
 */
export function DashboardPage() {
  const navigate = useNavigate();
  // The tab's sign-in hint lets the dashboard draw at once; without it, it waits for the server's word.
  const [signedInHint] = useState(seemsSignedIn);
  const [verified, setVerified] = useState(false);
  const [username, setUsername] = useState<string | null>(rememberedUsername);
  const [role, setRole] = useState<StaffRole | null>(rememberedRole);
  const [mustChangePassword, setMustChangePassword] = useState(false);
  const [mustSetUpTwoFactor, setMustSetUpTwoFactor] = useState(false);
  const [twoFactor, setTwoFactor] = useState<TwoFactorState>({ on: false, recoveryCodesLeft: 0 });
  const [profileProblem, setProfileProblem] = useState<string | null>(null);
  const [newCount, setNewCount] = useState<number | null>(null);
  const [chosenTab, setTab] = useState<Tab | null>(null);
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
          setRole(outcome.role);
          setMustChangePassword(outcome.mustChangePassword);
          setMustSetUpTwoFactor(outcome.mustSetUpTwoFactor);
          setTwoFactor({ on: outcome.twoFactor, recoveryCodesLeft: outcome.recoveryCodesLeft });
          if (outcome.mustChangePassword || outcome.mustSetUpTwoFactor) setAccountOpen(true);
          rememberSignIn(outcome.username, outcome.role);
        } else {
          notify.error(outcome.message);
          setProfileProblem(outcome.message);
          // Nothing vouches for this visitor (no sign-in in this tab, no word from the server): sign in first.
          if (!signedInHint) {
            navigate('/admin-login', { replace: true });
            return;
          }
        }
        setVerified(true);
      })
      .catch(rethrowUnlessSessionEnded);
    return () => {
      active = false;
    };
  }, [navigate, signedInHint]);

  const tabs = role ? TABS.filter((entry) => mayUse(role, entry.area)) : [];
  const tab = tabs.find((entry) => entry.id === chosenTab)?.id ?? tabs[0]?.id;
  const settingUp = mustChangePassword ? 'password' : mustSetUpTwoFactor ? 'two-factor' : undefined;
  const seesEnquiries = role !== null && mayUse(role, 'enquiries') && !settingUp;

  const refreshCount = useCallback(() => {
    if (seesEnquiries) getNewEnquiryCount().then(setNewCount).catch(rethrowUnlessSessionEnded);
  }, [seesEnquiries]);
  useEffect(refreshCount, [refreshCount]);
  // Kept current while the dashboard is open; these calls do not count as the person using it, so an
  // unattended dashboard still signs out after SESSION_IDLE_MINUTES.
  useEffect(() => {
    if (!seesEnquiries) return undefined;
    const timer = setInterval(() => {
      getNewEnquiryCount({ background: true }).then(setNewCount).catch(rethrowUnlessSessionEnded);
    }, NEW_COUNT_EVERY_MS);
    return () => clearInterval(timer);
  }, [seesEnquiries]);

  const logout = async () => {
    await signOut();
    navigate('/admin-login', { replace: true });
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = (tabs.findIndex((entry) => entry.id === tab) + step + tabs.length) % tabs.length;
    setTab(tabs[index].id);
    tabList.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  };

  // Which sections to draw is the server's word (or this tab's memory of it): until then, wait.
  if ((!verified && !signedInHint) || !role) {
    return (
      <main className={styles.checking}>
        {/* The toast has announced the problem; the page keeps it in view. */}
        {profileProblem ? <p>{profileProblem}</p> : <p role="status">Checking your session…</p>}
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
            {seesEnquiries ? (
              <button type="button" className={styles.newCount} onClick={() => setTab('enquiries')}>
                New enquiries <span className={styles.countBadge}>{newCount ?? '–'}</span>
              </button>
            ) : null}
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
        {settingUp === 'password' ? (
          <section className={styles.mustChange} aria-labelledby="choose-password-heading">
            <h2 id="choose-password-heading">Choose a new password</h2>
            <p>{CHOOSE_NEW_PASSWORD_MESSAGE} You signed in with a one-time password; once you choose your own, the dashboard opens.</p>
            <button type="button" className="btn btn-primary" onClick={() => setAccountOpen(true)}>
              Change password
            </button>
          </section>
        ) : settingUp === 'two-factor' ? (
          <section className={styles.mustChange} aria-labelledby="set-up-two-factor-heading">
            <h2 id="set-up-two-factor-heading">Set up two-factor sign-in</h2>
            <p>
              {SET_UP_TWO_FACTOR_MESSAGE} The clinic asks every account to sign in with a code from an authenticator app as well as the password; once
              yours is set up, the dashboard opens.
            </p>
            <button type="button" className="btn btn-primary" onClick={() => setAccountOpen(true)}>
              Set up two-factor sign-in
            </button>
          </section>
        ) : (
          <>
            <div ref={tabList} role="tablist" aria-label="Dashboard sections" className={styles.tabs}>
              {tabs.map(({ id, label }) => (
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
              {tab === 'people' && <PeopleData />}
              {tab === 'content' && <SiteContent />}
              {tab === 'staff' && <StaffManager currentUsername={username} />}
              {tab === 'audit' && <AuditLog />}
            </div>
          </>
        )}
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
        onPasswordChanged={() => setMustChangePassword(false)}
        twoFactor={twoFactor}
        onTwoFactorChanged={(state) => {
          setTwoFactor(state);
          if (state.on) setMustSetUpTwoFactor(false);
        }}
        onSignedOut={() => {
          forgetSignIn();
          navigate('/admin-login', { replace: true });
        }}
        only={settingUp}
      />
    </div>
  );
}
